#!/usr/bin/env bash
# The performance guide's figures measured side by side for two revisions (issue 36's "no command
# or build slower by more than 5 %, warm and cold"). Each revision gets a detached git worktree
# outside the project ($TMPDIR/ba-<commit>) with its jar built there (mvn package, offline; never
# install), a copy of its own data/ and templates/ for the builds to write, and background servers
# of its own (a private XDG_RUNTIME_DIR: no other server is asked, none is stopped but ours, by pid).
# The same commands then run with each, before and after alternating (the order flips every round,
# so a machine slowing down or speeding up weighs on both), ROUNDS times; each run's user + system
# CPU, wall time and peak RSS come from /usr/bin/time. A served run's CPU also counts what its
# server spent from the run's start until it was quiet again (bench/server-cpu.sh); its peak RSS is
# the server's. Prints one Markdown table: median and range of CPU before and after, the change of
# the medians (flagged when over +5 %), wall and peak RSS medians. On a shared machine CPU is the
# figure to compare; wall time grows with the load.
# Usage: bench/before-after.sh BEFORE AFTER      (commits, branches or tags; e.g. e49afd7 main)
#   BA_BUILD_ROUNDS=3  rounds of the kit builds      BA_ROUNDS=5  rounds of the short commands
#   BA_ONLY=REGEX      only the rows whose name matches (e.g. to bisect one slowdown over history)
#   BA_STRING_RUNS=1   builds with one Czech string changed (a new change each) per round and kind
#   BA_KEEP=1          keep the worktrees and their jars for the next run (else removed at the end;
#                      never move them: the class-data archives name the jar by its path)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 2 ] || { sed -n 's/^# Usage: //p' "$0" >&2; exit 2; }
build_rounds="${BA_BUILD_ROUNDS:-3}" rounds="${BA_ROUNDS:-5}" only="${BA_ONLY:-.}" string_runs="${BA_STRING_RUNS:-1}"
sides=(before after)
declare -A rev tree
rev[before]="$(git -C "$here" rev-parse --verify "$1^{commit}")"
rev[after]="$(git -C "$here" rev-parse --verify "$2^{commit}")"
[ "${rev[before]}" != "${rev[after]}" ] || { echo "before-after: $1 and $2 are the same commit" >&2; exit 2; }
work="$(mktemp -d)"
made=() # worktrees this run added (removed at the end unless BA_KEEP=1)
finish() {
  local f
  for f in "$work"/*/run/adjutant-*/*.pid; do [ ! -f "$f" ] || kill "$(cat "$f")" 2>/dev/null || true; done
  if [ "${BA_KEEP:-}" != 1 ]; then
    for f in "${made[@]}"; do git -C "$here" worktree remove --force "$f" || true; done
  fi
  rm -rf "$work"
}
trap finish EXIT
ticks="$(getconf CLK_TCK)" pid=""
# shellcheck source=bench/server-cpu.sh
. "$here/bench/server-cpu.sh"

# --- each revision: its worktree and jar, a copy of its data, its own server folder -------------
for s in "${sides[@]}"; do
  t="${TMPDIR:-/tmp}/ba-${rev[$s]:0:12}"
  tree[$s]="$t"
  if [ ! -f "$t/cli/target/adjutant.jar" ]; then
    [ -d "$t" ] || { git -C "$here" worktree add --detach -q "$t" "${rev[$s]}"; made+=("$t"); }
    echo "building $s (${rev[$s]:0:12}) in $t ..." >&2
    (cd "$t" && mvn -B -o -q package -DskipTests >"$work/mvn-$s.log" 2>&1) || { cat "$work/mvn-$s.log" >&2; exit 1; }
  fi
  mkdir -p "$work/$s/run" && chmod 700 "$work/$s/run"
  cp -r "$t/data" "$t/templates" "$work/$s/"
  # copied "a while ago": a file saved as a build begins is not trusted by the cache
  find "$work/$s/data" "$work/$s/templates" -type f -exec touch -d '-1 minute' {} +
  # unmeasured: the short commands' class-data archive, then the build's (written by the first build)
  ADJUTANT_SERVER=off "$t/adjutant" --version >/dev/null
  [ "$t/cli/target/adjutant-build.jsa" -nt "$t/cli/target/adjutant.jar" ] \
    || ADJUTANT_SERVER=off "$t/adjutant" build --home "$work/$s" --out "$work/$s/first" diplomacy port-arthur hunt >/dev/null 2>&1
  rm -rf "$work/$s/first"
done
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/{print $2}') GB; $(java -version 2>&1 | head -1)"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"

# run SIDE NAME MODE CMD…: one measured run in the side's worktree; MODE off runs it directly (a new
# JVM), on through the side's server (its pid in $pid). Appends "name side cpu wall rss rc" to results.
run() {
  local s="$1" name="$2" mode="$3"; shift 3
  local before=0 after=0 peak=0 rc=0 wall user sys rss
  [ "$mode" = off ] || before="$(server_quiet)"
  (cd "${tree[$s]}" && XDG_RUNTIME_DIR="$work/$s/run" ADJUTANT_SERVER="$mode" \
    /usr/bin/time -o "$work/time" -f "%e %U %S %M" "${tree[$s]}/adjutant" "$@" >"$work/log" 2>&1) || rc=$?
  [ "$mode" = off ] || { after="$(server_quiet)"; peak="$(server_peak_mb)"; }
  read -r wall user sys rss < <(tail -1 "$work/time")
  rss=$((rss / 1024)); [ "$peak" -gt "$rss" ] && rss="$peak"
  # exit 0 or 1 (a verdict, e.g. the DATC file's two cases by design) is a run; 2 and over is not
  [ "$rc" -le 1 ] || { echo "$s: $name: exit $rc: $(tail -3 "$work/log")" >&2; echo "$name $s - - - $rc" >>"$work/results"; return 0; }
  echo "$name $s $(echo "$user + $sys + $after - $before" | bc) $wall $rss $rc" >>"$work/results"
  [ "$name" != "$d_full" ] || tail -1 "$work/log" >"$work/$s/made" # what the full build made (its last line)
}
# start_server SIDE ARGS…: a command that starts the side's server (build --help: the build server;
# --version: the short commands'), then waits until it answers and sets $pid
start_server() {
  local s="$1" kind="(this folder's)"; shift
  [ "$1" != build ] || kind="(this folder's builds)"
  (cd "${tree[$s]}" && XDG_RUNTIME_DIR="$work/$s/run" "${tree[$s]}/adjutant" "$@" >/dev/null 2>&1) || true
  for _ in $(seq 100); do
    pid="$(cd "${tree[$s]}" && XDG_RUNTIME_DIR="$work/$s/run" ./adjutant server status 2>/dev/null \
      | sed -n "s/^pid \([0-9]*\),.*$kind\$/\1/p")" # (parentheses are plain characters to sed)
    # once more, unmeasured: the client's own class-data archive is written by its first served run
    [ -z "$pid" ] || { (cd "${tree[$s]}" && XDG_RUNTIME_DIR="$work/$s/run" "${tree[$s]}/adjutant" "$@" >/dev/null 2>&1) || true; return 0; }
    sleep 0.3
  done
  echo "$s: no server answered; see $work/$s/run/adjutant-*/*.log" >&2; exit 1
}
stop_server() { kill "$pid" 2>/dev/null || true; while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; pid=""; }
# shellcheck source=bench/czech-string.sh
. "$here/bench/czech-string.sh"
# string_builds SIDE NAME MODE: BA_STRING_RUNS builds, each after a new Czech string change
string_builds() {
  for _ in $(seq "$string_runs"); do
    change_czech_string "$work/$1"
    run "$1" "$2" "$3" build --home "$work/$1" --out "$work/$1/out" "${three[@]}"
  done
}

# the kit builds take the three games both revisions have by name: with no game named, build takes
# every game folder, and a game added since (a variant) would weigh on "after" only
three=(diplomacy port-arthur hunt)
# wanted NAME…: whether BA_ONLY picks any of these rows (a group of runs that build on each other runs whole)
wanted() { local n; for n; do [[ "$n" =~ $only ]] && return 0; done; return 1; }
d_full="build --force, directly (new JVM, new output folder)" d_none="build, nothing changed, directly"
d_string="build, one Czech string changed, directly"
s_first="build --force, build server's first build (new JVM)" s_full="build --force, warm build server"
s_none="build, nothing changed, warm build server" s_string="build, one Czech string changed, warm build server"
# --- the kit builds: directly (a new JVM, nothing cached), then through a new build server -------
builds() {
  local s="$1" k="$work/$1" o="$work/$1/out"
  if wanted "$d_full" "$d_none" "$d_string"; then
    run "$s" "$d_full" off build --home "$k" --out "$o" --force "${three[@]}"
    run "$s" "$d_none" off build --home "$k" --out "$o" "${three[@]}"
    string_builds "$s" "$d_string" off
    rm -rf "$o"
  fi
  if wanted "$s_first" "$s_full" "$s_none" "$s_string"; then
    start_server "$s" build --help
    run "$s" "$s_first" on build --home "$k" --out "$o" --force "${three[@]}"
    run "$s" "$s_full" on build --home "$k" --out "$o" --force "${three[@]}"
    run "$s" "$s_full" on build --home "$k" --out "$o" --force "${three[@]}"
    run "$s" "$s_none" on build --home "$k" --out "$o" "${three[@]}"
    string_builds "$s" "$s_string" on
    stop_server
    rm -rf "$o"
  fi
}
# short SIDE NAME MODE CMD…: one short command's run, when BA_ONLY picks it
short() { ! wanted "$2" || run "$@"; }
# --- the short commands, each run directly (a new JVM), and two through the background server ----
shorts() {
  local s="$1" x="examples/diplomacy" datc="validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt"
  short "$s" "--version, directly" off --version
  short "$s" "check, directly" off check
  short "$s" "check diplomacy port-arthur hunt, directly" off check diplomacy port-arthur hunt
  short "$s" "diplomacy datc (v2.4 file), directly" off diplomacy datc "$datc"
  short "$s" "validate diplomacy, text sheets, directly" off validate diplomacy --position "$x/1901-spring-movement.yaml" \
    --orders "$x/spring-1901" --lang en
  short "$s" "validate diplomacy --scan (England's photo), directly" off validate diplomacy \
    --position "$x/1901-spring-movement.yaml" --scan "$x/scan/england-photo.jpg" --crops "$work/$s/crops" --lang en
  short "$s" "validate diplomacy --map turn.png, directly" off validate diplomacy --position "$x/1901-spring-movement.yaml" \
    --orders "$x/spring-1901" --lang en --map "$work/$s/turn.png"
  short "$s" "validate port-arthur (score sheet), directly" off validate port-arthur --sheet examples/port-arthur/score-sheet.yaml
  short "$s" "validate hunt (game log), directly" off validate hunt --log examples/hunt/game-log.yaml
  short "$s" "l10n export cs --format po, directly" off l10n export cs --format po --out "$work/$s/cs.po"
  # the same with the three games both revisions have named (a game added since exports more)
  short "$s" "l10n export cs --format po diplomacy port-arthur hunt, directly" off l10n export cs --format po \
    --out "$work/$s/cs3.po" diplomacy port-arthur hunt
  if wanted "--version, served" "diplomacy datc (v2.4 file), served"; then
    start_server "$s" --version
    short "$s" "--version, served" on --version
    short "$s" "diplomacy datc (v2.4 file), served" on diplomacy datc "$datc"
    stop_server
  fi
}
# alternating: before first in odd rounds, after first in even ones
for r in $(seq "$build_rounds"); do
  if [ $((r % 2)) = 1 ]; then builds before; builds after; else builds after; builds before; fi
  echo "build round $r of $build_rounds done, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done
for r in $(seq "$rounds"); do
  if [ $((r % 2)) = 1 ]; then shorts before; shorts after; else shorts after; shorts before; fi
  echo "short round $r of $rounds done, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "before: ${rev[before]:0:12} ($1), after: ${rev[after]:0:12} ($2)"
for s in "${sides[@]}"; do [ ! -f "$work/$s/made" ] || echo "the full kit $s: $(cat "$work/$s/made")"; done
# the table: per row, median and range of each side's CPU, the change of the medians, wall and RSS medians
python3 - "$work/results" <<'PY'
import statistics, sys
rows, order = {}, []
for line in open(sys.argv[1]):
    *name, side, cpu, wall, rss, rc = line.split()
    name = " ".join(name)
    if name not in rows: rows[name] = {"before": [], "after": [], "rc": {"before": set(), "after": set()}}; order.append(name)
    rows[name]["rc"][side].add(rc)
    if cpu != "-": rows[name][side].append((float(cpu), float(wall), int(rss)))
def cell(runs, rcs):
    if not runs: return "not in this revision (exit %s)" % "/".join(sorted(rcs))
    c = [r[0] for r in runs]
    return "%.2f s (%.2f–%.2f, %d runs)" % (statistics.median(c), min(c), max(c), len(c))
def med(runs, i, fmt):
    return fmt % statistics.median(r[i] for r in runs) if runs else "–"
print("| command | before: CPU median (range) | after: CPU median (range) | change of CPU | wall, median | peak RSS, median |")
print("|---|---|---|---|---|---|")
for name in order:
    r = rows[name]; b, a = r["before"], r["after"]
    change = "–"
    if a and b:
        pct = 100 * (statistics.median(x[0] for x in a) / statistics.median(x[0] for x in b) - 1)
        diff = statistics.median(x[0] for x in a) - statistics.median(x[0] for x in b)
        # the timers count hundredths of a second: a difference of one or two is no measurement
        change = "%+.1f %%" % pct + ("" if pct <= 5 else " **over +5 %**" if diff > 0.025 else " (+%.2f s: the timers' resolution)" % diff)
    if r["rc"]["before"] != r["rc"]["after"]:
        change += " (exit %s before, %s after)" % ("/".join(sorted(r["rc"]["before"])), "/".join(sorted(r["rc"]["after"])))
    print("| %s | %s | %s | %s | %s → %s s | %s → %s MB |" % (name.replace("|", "\\|"), cell(b, r["rc"]["before"]),
          cell(a, r["rc"]["after"]), change, med(b, 1, "%.1f"), med(a, 1, "%.1f"), med(b, 2, "%d"), med(a, 2, "%d")))
PY
