#!/usr/bin/env bash
# Re-creates coasts.yaml from Natural Earth for the Ancient Mediterranean board, by the classic
# board's converter: Lambert conformal conic about 18° E, 34° N (standard parallels 28° and 42°),
# a window of 1020 × 660 board units of 5 km from Lusitania to Armenia and from Gaul to Nubia.
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/../../diplomacy/geometry/convert.sh" ancient-mediterranean 18,34,28,42,-2500,1800,5,1020,660
