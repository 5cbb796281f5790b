#!/usr/bin/env bash
# DATC speed end to end: `./adjutant diplomacy datc` on the movement cases of the shipped DATC v2.4
# file repeated to N cases (default 2,000), against the same command on one case. Prints the median
# CPU time (user + sys of the whole process, over REPS runs each) of both, the start-up (one case)
# and the marginal CPU per case. CPU time, not wall time: the machine may be shared.
# Usage: bench/datc-speed.sh [N] [REPS]        Targets: ≤ 0.4 s start-up, ≤ 0.3 ms per case.
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
"$here/adjutant" diplomacy datc "$work/one.txt" >/dev/null # builds the jar and the start-up archive when needed

# CPU seconds (user + sys) of one run of the command on a file; its wall time goes to the file $2
cpu() {
  local t
  t="$( { TIMEFORMAT='%U %S %R'; time "$here/adjutant" diplomacy datc "$1" >/dev/null; } 2>&1 )"
  awk -v wall="$2" '{ printf "%.3f\n", $1 + $2; printf "%.3f\n", $3 >>wall }' <<<"$t"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
load="$(cut -d' ' -f1-3 /proc/loadavg)"
# one case and N cases in turn, so that a change in the machine's load touches both alike
for _ in $(seq "$reps"); do
  cpu "$work/one.txt" "$work/one.wall" >>"$work/one.cpu"
  cpu "$work/many.txt" "$work/many.wall" >>"$work/many.cpu"
done
one="$(median <"$work/one.cpu")"
many="$(median <"$work/many.cpu")"
wall="$(median <"$work/one.wall")"
lines="$(grep -c '^[[:space:]]' "$work/many.txt")"
echo "load average before: $load, after: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
awk -v one="$one" -v wall="$wall" -v many="$many" -v n="$n" -v lines="$lines" -v reps="$reps" 'BEGIN {
  printf "one case:  %.2f s CPU, %.2f s wall (start-up), medians of %d runs\n", one, wall, reps
  printf "%d cases: %.2f s CPU (%d unit and order lines), median of %d runs\n", n, many, lines, reps
  printf "marginal:  %.3f ms CPU per case\n", (many - one) * 1000 / (n - 1)
}'
