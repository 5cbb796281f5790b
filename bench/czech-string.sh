# Sourced by the kit build benches: change_czech_string DIR changes one Czech string of the copy of the
# data in DIR/data (the Diplomacy map pad's title gets " (bench)" once more), so that the next build
# makes one file again; then waits a second (a file saved as a build begins is not trusted by the cache).
change_czech_string() {
  python3 - "$1/data/diplomacy/i18n/cs.yaml" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
s2 = re.sub(r"(\nmap_pad:\n(?:  .*\n)*?  title: )(.*)", lambda m: m.group(1) + m.group(2).rstrip() + " (bench)", s, count=1)
assert s2 != s, "map_pad.title not found"
open(p, "w", encoding="utf-8").write(s2)
PY
  sleep 1
}
