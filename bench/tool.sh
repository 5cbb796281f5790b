#!/usr/bin/env bash
# Runs a tool of one module (a program in its src/tools/java) with the module's test classpath,
# through the pom's tools profile (no tests). Usage: bench/tool.sh MODULE TOOL [arguments…]
#   bench/tool.sh generator BoardSketchDump out/board-sketch.svg
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench/tool.sh MODULE TOOL [arguments…]" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$1" name="$2"; shift 2
[ -d "$here/$module/src/tools/java" ] || { echo "bench/tool.sh: module '$module' has no tools (they are in generator and validator)" >&2; exit 2; }
cd "$here"
exec mvn -B -q -Ptools -pl "$module" -am verify -Dtool="$name" -Dtool.args="$*"
