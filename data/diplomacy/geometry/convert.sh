#!/usr/bin/env bash
# Re-creates coasts.yaml from Natural Earth (world-atlas 2.0.2 from npm). Needs npm, Maven, Java 17.
# Not part of the build: run it only to change the source, the window or the simplification
# (see the generator tool CoastConversion). A variant's convert.sh runs it with its folder and window:
#   convert.sh VARIANT lon0,lat0,lat1,lat2,left,top,km_per_unit,width,height
set -euo pipefail
variant="${1:-diplomacy}"
window="${2:-15,52,40,62,-2450,2300,5,1000,860}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent world-atlas@2.0.2 >/dev/null && tar xzf world-atlas-2.0.2.tgz)
cd "$root"
bench/tool.sh generator CoastConversion "$tmp/package" "$variant" "$window"
echo "written: data/$variant/geometry/coasts.yaml"
