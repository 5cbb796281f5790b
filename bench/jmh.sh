#!/usr/bin/env bash
# Runs a JMH benchmark of one module with that module's test classpath, so nobody writes a
# classpath by hand. Usage: bench/jmh.sh MODULE BENCHMARK [JMH options…]
#   bench/jmh.sh engine MovementBenchmark -f 1 -wi 3 -i 5
# Compiles the module and what it needs (offline when ~/.m2 already has everything), then runs
# org.openjdk.jmh.Main in the project folder (the benchmarks read data/ from there).
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench/jmh.sh MODULE BENCHMARK [JMH options…]" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$1"; shift
[ -f "$here/$module/pom.xml" ] || { echo "bench/jmh.sh: no module '$module' (expected one of: engine, validator, generator, desk)" >&2; exit 2; }
cd "$here"
mvn -B -q -pl "$module" -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/jmh-classpath.txt -Dmdep.includeScope=test
exec java -Dadjutant.home="$here" -Djava.awt.headless=true \
    -cp "$module/target/test-classes:$module/target/classes:$(cat "$module/target/jmh-classpath.txt")" \
    org.openjdk.jmh.Main "$@"
