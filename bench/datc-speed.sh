#!/usr/bin/env bash
# DATC speed end to end: `./adjutant diplomacy datc` on the movement cases of the shipped DATC v2.4
# file repeated to N cases (default 2,000), against the same command on one case. Prints the median
# CPU time (user + sys of the whole process, over REPS runs each) of both, the start-up (one case)
# and the marginal CPU per case. CPU time, not wall time: the machine may be shared.
# Twice: run directly (ADJUTANT_SERVER=off, a JVM per command) and through the background server
# (docs/developers.md, "The background server"), where a run's CPU is the launcher and thin client's plus what
# the server's process spent on it (utime + stime in /proc/PID/stat, 10 ms ticks, from the run's start
# until the server is quiet again, so that its compiler's work after the answer counts too).
# Usage: bench/datc-speed.sh [N] [REPS]        Targets: ≤ 0.4 s start-up, ≤ 0.3 ms per case.
# The server the script starts stays (it stops by itself after 15 minutes): ./adjutant server stop
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-2000}"
reps="${2:-9}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The movement cases (but 6.F.8 and 6.G.8, which end in a retreat), each renamed bench.<i>, repeated to N.
cases() {
  awk -v N="$1" '{ sub(/\r$/, "") } /^CASE /{c=1; b=""; id=$2} c{b=b $0 "\n"} /^PRESTATE_SETPHASE/&&c{m=/Movement/}
    /^END/&&c{c=0; if (m && id!="6.G.8" && id!="6.F.8") k[k_n++]=b}
    END{for(i=0;i<N;i++){b=k[i%k_n]; sub(/^CASE [^ \n]*/,"CASE bench." i,b); printf "%s\n",b}}' \
    "$here/validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt"
}
cases 1 > "$work/one.txt"
cases "$n" > "$work/many.txt"
ADJUTANT_SERVER=off "$here/adjutant" diplomacy datc "$work/one.txt" >/dev/null # builds the jar and the start-up archive when needed

# the server of this folder: started by a first run, then warmed up as a user's repeated commands warm it
"$here/adjutant" diplomacy datc "$work/one.txt" >/dev/null || true
pid=""
for _ in $(seq 200); do
  pid="$("$here/adjutant" server status | sed -n "s/^pid \([0-9]*\),.*(this folder's)$/\1/p")"
  [ -n "$pid" ] && break
  sleep 0.1
done
[ -n "$pid" ] || { echo "no background server started; see ${XDG_RUNTIME_DIR:-${TMPDIR:-/tmp}}/adjutant-$(id -u)/*.log" >&2; exit 1; }
warmup=20
for _ in $(seq "$warmup"); do "$here/adjutant" diplomacy datc "$work/one.txt" >/dev/null || true; done
"$here/adjutant" diplomacy datc "$work/many.txt" >/dev/null || true
# shellcheck source=bench/server-cpu.sh
. "$here/bench/server-cpu.sh"
# CPU seconds of one run of the command on a file ($1), printed; its wall time goes to the file $2.
# With the server ($3 = on): the launcher and client's CPU plus the server's from the run's start
# until it is quiet again.
cpu() {
  local t before after
  [ "$3" = on ] && before="$(server_quiet)"
  t="$( { TIMEFORMAT='%U %S %R'; time ADJUTANT_SERVER="$3" "$here/adjutant" diplomacy datc "$1" >/dev/null; } 2>&1 )"
  [ "$3" = on ] && after="$(server_quiet)" || { before=0; after=0; }
  awk -v wall="$2" -v s="$(awk -v a="$after" -v b="$before" 'BEGIN { print a - b }')" -v server="$2.server" \
    '{ printf "%.3f\n", $1 + $2 + s; printf "%.3f\n", $3 >>wall; printf "%.3f\n", s >>server }' <<<"$t"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
load="$(cut -d' ' -f1-3 /proc/loadavg)"
# one case and N cases in turn, so that a change in the machine's load touches both alike
for mode in off on; do
  for _ in $(seq "$reps"); do
    cpu "$work/one.txt" "$work/one.$mode.wall" "$mode" >>"$work/one.$mode.cpu"
    cpu "$work/many.txt" "$work/many.$mode.wall" "$mode" >>"$work/many.$mode.cpu"
  done
done
lines="$(grep -c '^[[:space:]]' "$work/many.txt")"
echo "load average before: $load, after: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
for mode in off on; do
  [ "$mode" = off ] && echo "run directly (ADJUTANT_SERVER=off):" || echo "through the background server (pid $pid, after $warmup one-case and one $n-case warm-up runs; CPU = launcher and client + server until quiet):"
  awk -v one="$(median <"$work/one.$mode.cpu")" -v wall="$(median <"$work/one.$mode.wall")" -v many="$(median <"$work/many.$mode.cpu")" \
    -v srv="$(median <"$work/one.$mode.wall.server")" -v msrv="$(median <"$work/many.$mode.wall.server")" -v mode="$mode" \
    -v n="$n" -v lines="$lines" -v reps="$reps" 'BEGIN {
    part = mode == "on" ? sprintf(" (server %.2f s)", srv) : ""
    mpart = mode == "on" ? sprintf(" (server %.2f s)", msrv) : ""
    printf "one case:  %.2f s CPU%s, %.2f s wall (start-up), medians of %d runs\n", one, part, wall, reps
    printf "%d cases: %.2f s CPU%s (%d unit and order lines), median of %d runs\n", n, many, mpart, lines, reps
    printf "marginal:  %.3f ms CPU per case\n", (many - one) * 1000 / (n - 1)
  }'
done
