#!/usr/bin/env bash
# Runs a JMH benchmark of one module (its src/bench/java) through the pom's bench profile, with the
# module's test classpath and no tests. Usage: bench/jmh.sh MODULE BENCHMARK [JMH options…]
#   bench/jmh.sh engine MovementBenchmark -f 1 -wi 3 -i 5
# bench/tool.sh runs a module's tool (src/tools/java) the same way, through the tools profile.
set -euo pipefail
profile=bench kind=BENCHMARK what="JMH options" where="src/bench/java" name_property=bench args_property=jmh.args
if [ "${1:-}" = --tool ]; then
  shift
  profile=tools kind=TOOL what="arguments" where="src/tools/java" name_property=tool args_property=tool.args
fi
usage="usage: bench/$([ $profile = bench ] && echo jmh || echo tool).sh MODULE $kind [$what…]"
[ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$1" name="$2"; shift 2
if [ ! -d "$here/$module/$where" ]; then
  has="$(cd "$here" && ls -d -- */"$where" 2>/dev/null | cut -d/ -f1 | paste -sd, - | sed 's/,/, /g')"
  echo "bench: module '$module' has no $where (these have: $has)" >&2; exit 2
fi
cd "$here"
exec mvn -B -q -P"$profile" -pl "$module" -am verify -D"$name_property=$name" -D"$args_property=$*"
