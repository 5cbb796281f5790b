#!/usr/bin/env bash
# Runs a tool of one module (a program in its src/tools/java) with the module's test classpath,
# through the pom's tools profile (no tests). Usage: bench/tool.sh MODULE TOOL [arguments…]
#   bench/tool.sh generator BoardSketchDump out/board-sketch.svg
exec "$(dirname "${BASH_SOURCE[0]}")/jmh.sh" --tool "$@"
