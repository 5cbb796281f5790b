#!/usr/bin/env bash
# Called by the pom's bench and tools profiles in each module: runs JMH on the benchmarks matching
# NAME, or the tool (a class with a main in src/tools/java) named NAME, when this module has it, else
# says so (one module's is run with -am, which passes its upstream modules here too).
# Usage: run-in-module.sh jmh|tool TEST-CLASSES NAME "ARGS" CLASSPATH
# JMH_JAVA_OPTS adds options to JMH's own JVM (e.g. -Djmh.ignoreLock=true while another JMH runs).
set -euo pipefail
kind="$1" classes="$2" name="$3" cp="$5"
read -r -a args <<< "$4"
module="${classes%/target/test-classes}"
java=(java -Dadjutant.home="$PWD" -Djava.awt.headless=true -cp "$cp")
if [ "$kind" = jmh ]; then
  list="$classes/META-INF/BenchmarkList"
  if [ ! -f "$list" ] || ! grep -q -- "$name" "$list"; then
    echo "bench: no benchmark matching '$name' in $module"; exit 0
  fi
  # shellcheck disable=SC2086
  exec "${java[@]}" ${JMH_JAVA_OPTS:-} org.openjdk.jmh.Main "$name" "${args[@]}"
fi
source="$(find "$module/src/tools/java" -name "$name.java" 2>/dev/null | head -1 || true)"
if [ -z "$source" ]; then
  echo "tools: no tool '$name' in $module"; exit 0
fi
main="${source#"$module/src/tools/java/"}"
main="${main%.java}"
exec "${java[@]}" "${main//\//.}" "${args[@]}"
