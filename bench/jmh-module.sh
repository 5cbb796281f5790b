#!/usr/bin/env bash
# Called by the pom's bench profile in each module: runs JMH on the benchmarks matching NAME when
# this module has any, else says so (a benchmark of one module is run with -am, which passes its
# upstream modules here too). Usage: jmh-module.sh TEST-CLASSES NAME "JMH ARGS" CLASSPATH
# JMH_JAVA_OPTS adds options to JMH's own JVM (e.g. -Djmh.ignoreLock=true while another JMH runs).
set -euo pipefail
classes="$1" name="$2" cp="$4"
read -r -a args <<< "$3"
list="$classes/META-INF/BenchmarkList"
if [ ! -f "$list" ] || ! grep -q -- "$name" "$list"; then
  echo "bench: no benchmark matching '$name' in ${classes%/target/test-classes}"; exit 0
fi
# shellcheck disable=SC2086
exec java ${JMH_JAVA_OPTS:-} -Dadjutant.home="$PWD" -Djava.awt.headless=true -cp "$cp" org.openjdk.jmh.Main "$name" "${args[@]}"
