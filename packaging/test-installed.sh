#!/usr/bin/env bash
# The release as a person installs it (run by .ci/run after `mvn -B -Prelease verify` made
# cli/target/release/): the application image unpacked and the Debian package unpacked into a
# scratch root (dpkg-deb -x), each then run from an empty folder outside the project, with no
# java, javac or mvn on the PATH, no JAVA_HOME and a home of its own:
#   adjutant --version                         names the version and the image's own Java
#   adjutant build (every game, cs and en)     with the image; hunt in en with the .deb
#   adjutant validate diplomacy                on the example position and sheets, copied
#   adjutant serve                             the desk's page loads; games in ~/.local/share/adjutant
#   adjutant init + a changed name + build     the workspace's name for the game is in the PDF
# and writes the figures (sizes, start-up time) to cli/target/release/figures.txt.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rel="$here/cli/target/release"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-installed: FAILED: $*" >&2; exit 1; }
say() { echo "test-installed: $*"; }

tarball="$(ls "$rel"/adjutant-*-linux-x64.tar.gz)"
deb="$(ls "$rel"/adjutant_*_amd64.deb)"
version="${tarball##*/adjutant-}"
version="${version%-linux-x64.tar.gz}"

mkdir -p "$work/image" "$work/root"
tar -xzf "$tarball" -C "$work/image"
image="$work/image/adjutant-$version/bin/adjutant"
[ -x "$image" ] || fail "the image has no bin/adjutant"
dpkg-deb -x "$deb" "$work/root"
[ "$(dpkg-deb -f "$deb" Package)" = adjutant ] || fail "the .deb's package is not named adjutant"
installed="$work/root/usr/bin/adjutant"
[ -x "$installed" ] || fail "the .deb installs no /usr/bin/adjutant"

# run CMD ARGS…: the command from the current folder, as a person with neither JDK nor Maven runs it
run() {
  local cmd="$1"
  shift
  mkdir -p "$work/path" "$work/home"
  ln -sf "$cmd" "$work/path/adjutant"
  env -i HOME="$work/home" PATH="$work/path" LANG=C.UTF-8 adjutant "$@"
}
env -i PATH="$work/path" /bin/bash -c 'command -v java || command -v javac || command -v mvn' >/dev/null 2>&1 \
  && fail "the test PATH has a java, javac or mvn"

pdfs_ok() { # every PDF in folder $1 is a whole PDF (and, where poppler is installed, one it reads)
  local n=0 f
  for f in "$1"/*.pdf; do
    [ -f "$f" ] || continue
    [ "$(head -c 5 "$f")" = "%PDF-" ] || fail "$f does not start as a PDF"
    grep -q '%%EOF' <<<"$(tail -c 1024 "$f" | tr -d '\0')" || fail "$f has no end of file mark"
    if command -v pdfinfo >/dev/null; then pdfinfo "$f" >/dev/null 2>&1 || fail "pdfinfo cannot read $f"; fi
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || fail "no PDF in $1"
  echo "$n"
}

for kind in image deb; do
  cmd="$image"; [ "$kind" = deb ] && cmd="$installed"
  dir="$work/$kind-run"
  mkdir -p "$dir"
  cd "$dir"
  out="$(run "$cmd" --version)" || fail "$kind: adjutant --version failed"
  # (here-strings, not echo | grep -q: with pipefail, grep leaving early may fail the echo)
  grep -qx "adjutant $version" <<<"$(head -1 <<<"$out")" || fail "$kind: --version says: $out"
  grep -q "^Java 17.* ($( [ "$kind" = deb ] && echo "$work/root/opt/adjutant" || echo "$work/image/adjutant-$version")/lib/runtime)$" <<<"$out" \
    || fail "$kind: not the image's own Java: $out"
  say "$kind: $(head -2 <<<"$out" | tr '\n' ' ')"
done

# every kit in both languages, with the image, from an empty folder: out/ is made there
cd "$work/image-run"
start=$SECONDS
run "$image" build --lang cs,en >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "image: adjutant build failed"; }
for g in diplomacy hunt port-arthur; do
  for l in cs en; do
    n="$(pdfs_ok "out/$g/$l")"
    say "image: out/$g/$l: $n PDF files"
  done
done
say "image: every kit in cs and en in $((SECONDS - start)) s"
[ ! -e "$work/home/.local/share/adjutant/out" ] || fail "the build wrote into the data folder"

# the .deb's command: hunt in English
cd "$work/deb-run"
run "$installed" build hunt --lang en >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "deb: adjutant build hunt --lang en failed"; }
say "deb: out/hunt/en: $(pdfs_ok out/hunt/en) PDF files"

# a game master's check of the example turn, copied out of the project
mkdir -p "$work/gm" && cd "$work/gm"
cp "$here/examples/diplomacy/1901-spring-movement.yaml" . && cp -r "$here/examples/diplomacy/spring-1901" .
run "$installed" validate diplomacy --position 1901-spring-movement.yaml --orders spring-1901 --lang en --next next.yaml >"$work/validate.log" 2>&1 \
  || { cat "$work/validate.log"; fail "deb: adjutant validate diplomacy failed"; }
[ -s next.yaml ] || fail "validate diplomacy wrote no next position"
say "deb: validate diplomacy: $(grep -c . "$work/validate.log") lines of report, next.yaml written"

# the desk: serves its page, keeps games in the user's data folder
cd "$work/deb-run"
(exec env -i HOME="$work/home" PATH="$work/path" LANG=C.UTF-8 "$installed" serve --port 0 >"$work/serve.log" 2>&1) &
desk=$!
for _ in $(seq 120); do grep -q "^Adjutant desk: http" "$work/serve.log" && break; sleep 0.5; done
url="$(sed -n 's/^Adjutant desk: //p' "$work/serve.log")"
page="$(python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=30).read().decode())' "$url" 2>&1)" || page=""
kill "$desk" 2>/dev/null || true
wait "$desk" 2>/dev/null || true
[ -n "$url" ] || { cat "$work/serve.log"; fail "deb: adjutant serve printed no address"; }
grep -q "<html" <<<"$page" || fail "deb: the desk's page at $url did not load: $page"
grep -qx "Games folder: $work/home/.local/share/adjutant/games" "$work/serve.log" || fail "deb: the desk's games are not in the user's data folder: $(cat "$work/serve.log")"
say "deb: adjutant serve answered at $url, games in ~/.local/share/adjutant/games"

# a workspace: init, change the game's English name, build: the PDF says the new name
cd "$work"
run "$installed" init ws --game hunt >/dev/null || fail "deb: adjutant init failed"
run "$installed" init ws >/dev/null 2>&1 && fail "init over an existing workspace succeeded"
sed -i 's/^  en: The Hunt$/  en: The Chase Of The Spee/' ws/data/hunt/game.yaml
grep -q "The Chase Of The Spee" ws/data/hunt/game.yaml || fail "the test's change to the workspace did not apply"
mkdir -p ws/notes && cd ws/notes # a subfolder of the workspace still uses its data and its out/
run "$installed" build hunt --lang en --no-rulebook --no-preview >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "deb: build in the workspace failed"; }
pdfs_ok "$work/ws/out/hunt/en" >/dev/null
if command -v pdftotext >/dev/null; then
  found=0
  for f in "$work"/ws/out/hunt/en/*.pdf; do grep -q "The Chase Of The Spee" <<<"$(pdftotext "$f" - 2>/dev/null)" && found=1; done
  [ "$found" = 1 ] || fail "no PDF of the workspace's build shows the changed name"
  say "deb: workspace build shows the changed name"
else
  say "deb: workspace build made its PDFs (pdftotext missing: the changed name is not looked for)"
fi

# figures for the README: sizes, start-up of the installed command (median of 11 runs of --version)
cd "$work/deb-run"
times=()
for _ in $(seq 11); do
  t0=$(date +%s%N); run "$installed" --version >/dev/null; t1=$(date +%s%N)
  times+=($(((t1 - t0) / 1000000)))
done
median="$(printf '%s\n' "${times[@]}" | sort -n | sed -n 6p)"
{
  echo "adjutant $version release files ($(date -u +%Y-%m-%d), $(nproc) cores)"
  echo "application image: $(du -m "$tarball" | cut -f1) MB packed, $(du -sm "$work/image/adjutant-$version" | cut -f1) MB unpacked"
  echo "Debian package: $(du -m "$deb" | cut -f1) MB, $(du -sm "$work/root" | cut -f1) MB installed"
  echo "plain jar: $(du -m "$rel"/adjutant-"$version".jar | cut -f1) MB"
  echo "start-up, adjutant --version: median $median ms of 11 runs (all: ${times[*]} ms)"
} | tee "$rel/figures.txt"
say "all passed"
