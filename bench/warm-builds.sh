#!/usr/bin/env bash
# The warm full kit build (issue 20's goal: <= 15 s CPU, <= 10 s wall), many times over: SERVERS
# build servers one after the other, each making the full kit (--force) BUILDS times in a row on a
# copy of data/ and templates/; the first build of each server (a new JVM) is shown apart, the
# others (warm) are summed up as median, lowest and highest CPU and wall. A build's CPU is the
# client's plus what the server spent from the build's start until it was quiet again (/proc);
# memory is the server's peak (VmHWM). On a VM whose speed varies from minute to minute, the median
# of many warm builds is the figure to compare, not one run.
# With --empty-memos every memo of the server (ProcessMemo) is emptied before each build: what a
# warm server spends on a kit all of whose books and drawings changed.
# Usage: bench/warm-builds.sh [--empty-memos] [SERVERS [BUILDS]]   (default 3 servers x 4 builds)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${1:-}" = --empty-memos ]; then export ADJUTANT_EMPTY_MEMOS=1; shift; fi
servers="${1:-3}" builds="${2:-4}"
# shellcheck source=bench/kit-copy.sh
. "$here/bench/kit-copy.sh"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GB; $(java -version 2>&1 | head -1); load average $(cut -d' ' -f1-3 /proc/loadavg)"
: > "$work/warm"
for s in $(seq "$servers"); do
  "$here/adjutant" build --help >/dev/null # starts a build server
  pid="$("$here/adjutant" server status | sed -n "s/^pid \([0-9]*\),.*(this folder's builds)$/\1/p")"
  [ -n "$pid" ] || { echo "no build server answered; see $XDG_RUNTIME_DIR/adjutant-$(id -u)/*.log" >&2; exit 1; }
  line="server $s:"
  for b in $(seq "$builds"); do
    before="$(server_quiet)"
    /usr/bin/time -o "$work/time" -f "%e %U %S" "$here/adjutant" build --home "$work" --out "$work/out" --force >"$work/log" 2>&1 \
      || { cat "$work/log"; exit 1; }
    after="$(server_quiet)"
    read -r wall user sys < "$work/time"
    cpu="$(echo "$user + $sys + $after - $before" | bc)"
    line="$line $(printf '%.1f/%.1f' "$cpu" "$wall")"
    [ "$b" -eq 1 ] || echo "$cpu $wall" >> "$work/warm"
  done
  echo "$line s CPU/wall (first build a new JVM), peak $(server_peak_mb) MB"
  "$here/adjutant" server stop >/dev/null
done
summary() { # column of $work/warm: median, lowest, highest
  sort -n -k"$1" "$work/warm" | awk -v k="$1" '{ v[NR] = $k } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "median %.1f s (%.1f-%.1f s over %d builds)", m, v[1], v[NR], NR }'
}
echo "warm builds: CPU $(summary 1); wall $(summary 2)"
