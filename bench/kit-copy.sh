# Sourced by the kit build benches (with $here set to the project): a temporary copy of data/ and
# templates/ in $work (removed at the end) with build servers of its own (stopped at the end), the
# jar built and the build's class-data archive written beforehand (neither is measured).
work="$(mktemp -d)"
export XDG_RUNTIME_DIR="$work/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
finish() {
  "$here/adjutant" server stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap finish EXIT
cp -r "$here/data" "$here/templates" "$work/"
# copied "a while ago": a file saved as a build begins is not trusted by the cache
find "$work/data" "$work/templates" -type f -exec touch -d '-1 minute' {} +
ADJUTANT_SERVER=off "$here/adjutant" --version >/dev/null   # builds the jar first when needed
# the first build after the jar changed writes the build's class-data archive
[ "$here/cli/target/adjutant-build.jsa" -nt "$here/cli/target/adjutant.jar" ] \
  || ADJUTANT_SERVER=off "$here/adjutant" build --home "$work" --out "$work/first" >/dev/null 2>&1
# shellcheck source=bench/server-cpu.sh
. "$here/bench/server-cpu.sh"
