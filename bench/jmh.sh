#!/usr/bin/env bash
# Runs a JMH benchmark of one module through the pom's bench profile (the module's test classpath,
# no tests). Usage: bench/jmh.sh MODULE BENCHMARK [JMH options…]
#   bench/jmh.sh engine MovementBenchmark -f 1 -wi 3 -i 5
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench/jmh.sh MODULE BENCHMARK [JMH options…]" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$1" name="$2"; shift 2
[ -f "$here/$module/pom.xml" ] || { echo "bench/jmh.sh: no module '$module' (the benchmarks are in engine, validator, generator, desk)" >&2; exit 2; }
cd "$here"
exec mvn -B -q -Pbench -pl "$module" -am verify -Dbench="$name" -Djmh.args="$*"
