#!/usr/bin/env bash
# CPU of `validate diplomacy` on order sheets full of names no province has (each one a "did you
# mean" search), run directly (a new JVM per sheet) with the jar given, so two builds can be
# compared side by side. Usage: bench/unknown-names.sh [JAR] [BYTES]
#   bench/unknown-names.sh                                   # this worktree's jar, 64 kB sheets (the desk's largest)
#   bench/unknown-names.sh /tmp/old/cli/target/adjutant.jar 1750000
# Kinds of sheet: "A Qwzx12 - Vbnm12" (the issue's probe), random words of 8-20 letters, every
# province name misspelt once (typos that have an answer), words of 60 letters, lines of 40
# unknown words.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="${1:-$here/cli/target/adjutant.jar}"
bytes="${2:-65536}"
[ -f "$jar" ] || { echo "bench/unknown-names.sh: no jar $jar (build with ./adjutant --version first)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
java -Dadjutant.home="$here" -jar "$jar" diplomacy start --lang en --out "$work/start.yaml" >/dev/null
python3 - "$work" "$bytes" "$here/data/diplomacy/map.yaml" <<'EOF'
import random, re, sys
work, size, mapfile = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rnd = random.Random(32)
names = re.findall(r"en: ([^,}]+)[,}]", open(mapfile, encoding="utf-8").read()) or ["Berlin"]
def word(lo, hi):
    return "".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rnd.randint(lo, hi))).capitalize()
def typo(n):
    i = rnd.randrange(len(n))
    return n[:i] + rnd.choice("aeiourst") + n[i + 1:]
kinds = {
    "probe": lambda i: f"A Qwzx{i} - Vbnm{i}",
    "random": lambda i: f"A {word(8, 20)} - {word(8, 20)}",
    "typos": lambda i: f"A {typo(names[i % len(names)])} - {typo(names[(i * 7) % len(names)])}",
    "long-words": lambda i: f"A {word(60, 60)} - {word(60, 60)}",
    "many-words": lambda i: "A " + " ".join(word(5, 9) for _ in range(40)),
}
for kind, line in kinds.items():
    out, i = ["England Spring 1901"], 0
    total = len(out[0]) + 1
    while True:
        l = line(i)
        if total + len(l) + 1 > size:
            break
        out.append(l); total += len(l) + 1; i += 1
    open(f"{work}/{kind}.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")
EOF
ticks="$(getconf CLK_TCK)"
printf '%-11s %8s %8s %9s\n' sheet lines cpu_s wall_s
for kind in probe random typos long-words many-words; do
  f="$work/$kind.txt"
  start=$(date +%s.%N)
  # CPU of the JVM: user + system time of the finished process
  /usr/bin/time -f "%U %S" -o "$work/time" java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmn4m -Djava.awt.headless=true \
    -Dadjutant.home="$here" -jar "$jar" validate diplomacy --position "$work/start.yaml" --orders "$f" >"$work/$kind.out" 2>&1 || true
  end=$(date +%s.%N)
  cpu=$(tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }')
  printf '%-11s %8d %8s %9.2f\n' "$kind" "$(($(wc -l <"$f") - 1))" "$cpu" "$(echo "$end - $start" | bc)"
done
