#!/usr/bin/env bash
# The kit build's speed and memory (issue 20's goals), measured with /usr/bin/time on a copy of
# the project's data and templates (the project itself is never changed):
#   1. full     every game, both languages, previews and rulebooks, from scratch (--force)
#   2. nothing  the same again with nothing changed
#   3. string   one Czech string of the Diplomacy map pad changed
# Twice: run directly (ADJUTANT_SERVER=off: a new JVM per build), then through the build server
# (docs/performance.md, "Kit build"): its first build (a new JVM, shown as "first") warms it, then the
# three runs above. A served run's CPU is the launcher and client's plus what the server spent from
# the run's start until it was quiet again; its peak memory is the server's peak since it started.
# Prints wall time, CPU time (user + system) and peak RSS of each, and the machine and its load
# (on a shared machine the CPU figures are the ones to compare; wall time grows with the load).
# Usage: bench/build.sh [extra build options, e.g. --no-rulebook]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/kit-copy.sh
. "$here/bench/kit-copy.sh"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GB; $(java -version 2>&1 | head -1)"
pid=""
# run MODE NAME BUILD-OPTIONS…: one build, direct (MODE off) or served (on)
run() {
  local mode="$1" name="$2"; shift 2
  local load before=0 after=0 peak=0
  load="$(cut -d' ' -f1 /proc/loadavg)"
  [ -z "$pid" ] || before="$(server_quiet)"
  ADJUTANT_SERVER="$mode" /usr/bin/time -o "$work/time" -f "%e %U %S %M" "$here/adjutant" build --home "$work" --out "$work/out" "$@" \
    >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
  [ -z "$pid" ] || { after="$(server_quiet)"; peak="$(server_peak_mb)"; }
  read -r wall user sys rss < "$work/time"
  rss=$((rss / 1024)); [ "$peak" -gt "$rss" ] && rss="$peak"
  printf '%-8s %7.1f s wall  %6.1f s CPU  %5d MB peak RSS  (load average %s before; %s)\n' "$name" "$wall" \
    "$(echo "$user + $sys + $after - $before" | bc)" "$rss" "$load" "$(tail -1 "$work/log")"
}
# shellcheck source=bench/czech-string.sh
. "$here/bench/czech-string.sh"
three() {
  run "$1" full --force "${@:2}"
  run "$1" nothing "${@:2}"
  change_czech_string "$work"
  run "$1" string "${@:2}"
}
echo "run directly (ADJUTANT_SERVER=off: a new JVM per build):"
three off "$@"
echo "through the build server:"
"$here/adjutant" build --help >/dev/null # starts the build server (answering help only, it is as new)
pid="$("$here/adjutant" server status | sed -n "s/^pid \([0-9]*\),.*(this folder's builds)$/\1/p")"
[ -n "$pid" ] || { echo "no build server answered; see $XDG_RUNTIME_DIR/adjutant-$(id -u)/*.log" >&2; exit 1; }
run on first --force "$@"
three on "$@"
