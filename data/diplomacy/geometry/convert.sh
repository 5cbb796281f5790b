#!/usr/bin/env bash
# Re-creates coasts.yaml from Natural Earth (world-atlas 2.0.2 from npm). Needs npm, Maven, Java 17.
# Not part of the build: run it only to change the source, the window or the simplification
# (see generator test CoastConversion).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent world-atlas@2.0.2 >/dev/null && tar xzf world-atlas-2.0.2.tgz)
cd "$root"
mvn -B -q -pl generator -am test -Dtest=CoastConversion -Dsurefire.failIfNoSpecifiedTests=false \
  -Dcoasts.source="$tmp/package" -Dadjutant.home="$root"
echo "written: data/diplomacy/geometry/coasts.yaml"
