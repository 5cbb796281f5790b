#!/usr/bin/env bash
# Memory under load: starts the desk (this worktree's jar, JVM flags from $DESK_JVM, default none:
# the default heap) on a free loopback port, and sends N (default 20) scan uploads of the largest
# size taken (40 MB each: three 12 MB files and one of 3.9 MB) all at once. Prints the desk's peak
# resident memory (VmHWM), the answers' status codes, and whether an OutOfMemoryError was logged.
# Usage: bench/desk-uploads.sh [N]    (needs cli/target/adjutant.jar: ./adjutant --version builds it)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-20}"
jar="$here/cli/target/adjutant.jar"
tmp="$(mktemp -d)"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
java ${DESK_JVM:-} -jar "$jar" serve --port 0 --games "$tmp/games" --home "$here" >"$tmp/log" 2>&1 &
pid=$!
for _ in $(seq 200); do grep -q "Adjutant desk: " "$tmp/log" && break; sleep 0.1; done
url="$(sed -n 's/^Adjutant desk: //p' "$tmp/log")"
origin="${url%/}"
curl -s -c "$tmp/cookies" "$url" >"$tmp/index.html"
token="$(sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' "$tmp/index.html" | head -1)"
curl -s -o /dev/null -b "$tmp/cookies" -H "Origin: $origin" --data "name=load&_csrf=$token" "${url}games"
for i in 1 2 3; do { printf '\x89PNG\r\n\x1a\n'; head -c $((12 * 1024 * 1024 - 8)) /dev/urandom; } >"$tmp/scan$i.png"; done
{ printf '\x89PNG\r\n\x1a\n'; head -c $((3900 * 1024)) /dev/urandom; } >"$tmp/scan4.png"
rss_before="$(awk '/^VmRSS:/ { printf "%d", $2 / 1024 }' "/proc/$pid/status")"
start=$SECONDS
for i in $(seq "$n"); do
  curl -s -o /dev/null -w '%{http_code}\n' -b "$tmp/cookies" -H "Origin: $origin" -F "_csrf=$token" -F "turn=1901-spring-movement" \
    -F "scans=@$tmp/scan1.png" -F "scans=@$tmp/scan2.png" -F "scans=@$tmp/scan3.png" -F "scans=@$tmp/scan4.png" "${url}games/load/scans" >>"$tmp/codes" &
done
wait $(jobs -p | grep -v "^$pid$") 2>/dev/null || true
echo "desk ${DESK_JVM:-(default heap)}: $n parallel uploads of $(du -m "$tmp"/scan*.png | awk '{ s += $1 } END { print s }') MB in $((SECONDS - start)) s;" \
  "RSS before $rss_before MB, peak $(awk '/^VmHWM:/ { printf "%d", $2 / 1024 }' "/proc/$pid/status") MB;" \
  "answers: $(sort "$tmp/codes" | uniq -c | tr -s ' ' | tr '\n' ' ')"
if grep -q OutOfMemoryError "$tmp/log"; then echo "OutOfMemoryError logged"; exit 1; fi
