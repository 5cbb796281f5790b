#!/usr/bin/env bash
# The launcher with the background server, end to end (run by .ci/run after `mvn -B verify`, which
# leaves the jars built): every command gives the same stdout, stderr and exit code served as run
# directly; ADJUTANT_SERVER=off starts no server; a caller's pipe is never held open; serve, server
# and build --watch are never served; a build is served by a build server of its own and makes the
# files a direct build makes. Uses a socket folder of its own and stops its servers at the end.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
export XDG_RUNTIME_DIR="$work/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
sockets="$XDG_RUNTIME_DIR/adjutant-$(id -u)"
finish() {
  "$here/adjutant" server stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap finish EXIT
fail() { echo "launcher-server: $*" >&2; exit 1; }
datc="$here/validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt"

ADJUTANT_SERVER=off "$here/adjutant" --version >/dev/null
[ -z "$(ls -A "$sockets" 2>/dev/null)" ] || fail "ADJUTANT_SERVER=off started a server"

# the first run starts a server and still runs its command; the pipe it writes to ends with it
timeout 120 bash -c "'$here/adjutant' --version | cat" >/dev/null || fail "the first run held its caller's pipe open"
for _ in $(seq 600); do [ -n "$(ls "$sockets"/*.sock 2>/dev/null)" ] && break; sleep 0.1; done
[ -n "$(ls "$sockets"/*.sock 2>/dev/null)" ] || fail "no server started"

# commands run by all servers so far (each answers `server status` with its count)
total() { "$here/adjutant" server status | sed -n 's/^pid [0-9]*, since [^,]*, \([0-9]*\) commands run,.*/\1/p' | awk '{ s += $1 } END { print s + 0 }'; }
# waits until a command in folder $1 (and this environment) is served: the first starts the server
prime() {
  local t
  for _ in $(seq 100); do
    t="$(total)"
    (cd "$1" && "$here/adjutant" --version >/dev/null)
    [ "$(total)" -gt "$t" ] && return 0
    sleep 0.3
  done
  fail "no server answers for $1"
}
# each command run directly, then twice through the server (each checked to be served)
same() {
  local d="$1" t
  shift
  prime "$d"
  (cd "$d" && ADJUTANT_SERVER=off "$here/adjutant" "$@" >"$work/direct.out" 2>"$work/direct.err") && rc=0 || rc=$?
  for _ in 1 2; do
    t="$(total)"
    (cd "$d" && "$here/adjutant" "$@" >"$work/served.out" 2>"$work/served.err") && rs=0 || rs=$?
    [ "$(total)" = $((t + 1)) ] || fail "$*: not served"
    [ "$rc" = "$rs" ] || fail "$*: exit $rs served, $rc direct"
    cmp -s "$work/direct.out" "$work/served.out" || fail "$*: stdout differs"
    cmp -s "$work/direct.err" "$work/served.err" || fail "$*: stderr differs"
  done
  echo "same served and direct (exit $rc): $*"
}
same "$here" diplomacy datc "$datc"
same "$here" --help
same "$here" diplomacy datc --no-such-flag
same "$here" diplomacy datc no-such-file.txt
same "$here/validator" diplomacy datc src/test/resources/diplomacy/datc/datc_v2.4_06.txt
same "$here" validate diplomacy --position examples/diplomacy/1901-spring-movement.yaml --orders examples/diplomacy/spring-1901 --lang cs
LANG=C same "$here" validate diplomacy --position examples/diplomacy/1901-spring-movement.yaml --orders examples/diplomacy/spring-1901 --format json

status="$("$here/adjutant" server status)"
echo "$status"
grep -q "folder $here/validator," <<<"$status" || fail "another working folder did not get its own server"
grep -q "folder $here, .*(this folder's)" <<<"$status" || fail "status does not mark this folder's server"
n="$(total)"
"$here/adjutant" serve --help >/dev/null
"$here/adjutant" server status >/dev/null
[ "$(total)" = "$n" ] || fail "serve or server was served"

# a build: the first after the jar changed runs directly (it writes the build's class-data archive),
# the next ones go to the folder's build server, which the client starts and waits for
rm -f "$here/cli/target/adjutant-build.jsa"
build() { "$here/adjutant" build hunt --lang en --no-rulebook --out "$work/$1" >"$work/$1.out" 2>"$work/$1.err"; }
build direct || fail "a direct build failed: $(cat "$work/direct.err")"
[ -f "$here/cli/target/adjutant-build.jsa" ] || fail "the first build wrote no class-data archive"
[ "$(total)" = "$n" ] || fail "the first build after the jar changed was served"
build served || fail "a served build failed: $(cat "$work/served.err")"
[ "$(total)" = $((n + 1)) ] || fail "the build was not served"
"$here/adjutant" server status | grep -q "folder $here, .*(this folder's builds)" || fail "status does not mark this folder's build server"
files() { (cd "$work/$1" && find . -type f ! -path './.adjutant-cache/*' | sort); }
[ "$(files direct)" = "$(files served)" ] || fail "a served build made other files than a direct one"
tail -1 "$work/served.out" | grep -q "^Wrote 8 PDF files" || fail "the served build's report: $(tail -1 "$work/served.out")"
timeout 300 bash -c "'$here/adjutant' build hunt --lang en --no-rulebook --out '$work/served' --watch </dev/null >/dev/null 2>&1 & sleep 1; kill %1" || true
[ "$(total)" = $((n + 1)) ] || fail "build --watch was served"
echo "launcher-server: all checks passed"
