#!/usr/bin/env bash
# The kit build's speed and memory (issue 20's goals), measured with /usr/bin/time on a copy of
# the project's data and templates (the project itself is never changed):
#   1. full     every game, both languages, previews and rulebooks, from scratch (--force)
#   2. nothing  the same again with nothing changed
#   3. string   one Czech string of the Diplomacy map pad changed
# Prints wall time, CPU time (user + system) and peak RSS of each, and the machine and its load
# (on a shared machine the CPU figures are the ones to compare; wall time grows with the load).
# Usage: bench/build.sh [extra build options, e.g. --no-rulebook]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$here/data" "$here/templates" "$work/"
# copied "a while ago": a file saved as a build begins is not trusted by the cache
find "$work/data" "$work/templates" -type f -exec touch -d '-1 minute' {} +
"$here/adjutant" --version >/dev/null   # builds the jar first when needed (not measured)
# the first build after the jar changed writes the build's class-data archive (not measured)
[ "$here/cli/target/adjutant-build.jsa" -nt "$here/cli/target/adjutant.jar" ] \
  || "$here/adjutant" build --home "$work" --out "$work/first" >/dev/null 2>&1

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GB; $(java -version 2>&1 | head -1)"
run() {
  local name="$1"; shift
  local load; load="$(cut -d' ' -f1 /proc/loadavg)"
  /usr/bin/time -o "$work/time" -f "%e %U %S %M" "$here/adjutant" build --home "$work" --out "$work/out" "$@" >"$work/log" 2>&1 \
    || { cat "$work/log"; exit 1; }
  read -r wall user sys rss < "$work/time"
  printf '%-8s %7.1f s wall  %6.1f s CPU  %5d MB peak RSS  (load average %s before; %s)\n' "$name" "$wall" \
    "$(echo "$user + $sys" | bc)" "$((rss / 1024))" "$load" "$(tail -1 "$work/log")"
}
run full --force "$@"
run nothing "$@"
python3 - "$work/data/diplomacy/i18n/cs.yaml" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
# the map pad's title, under map_pad:
s2 = re.sub(r"(\nmap_pad:\n(?:  .*\n)*?  title: )(.*)", lambda m: m.group(1) + m.group(2).rstrip() + " (bench)", s, count=1)
assert s2 != s, "map_pad.title not found"
open(p, "w", encoding="utf-8").write(s2)
PY
sleep 1
run string "$@"
