#!/usr/bin/env bash
# Rebuilds adjutant-fogra39-300.icc, the CMYK output profile of `build --print-shop --pdfx`, from
# the FOGRA39 characterisation data in Debian's icc-profiles-free with ArgyllCMS's colprof.
# Run once by hand (not part of the build); commit the result. Needs: apt-get install icc-profiles-free argyll
# Made 2026-11-25 with colprof 2.3.1 (argyll 2.3.1+repack-1.1+b1), icc-profiles-free 2.0.1+dfsg-1.1;
# FOGRA39L.ti3 sha256 e44e6dfa81633588db98b5613a821d4a936d3d9438d2eb983083c3232df393fa,
# result sha256 7230a70814e6229a89aa8ff8f1728542aa40a6ac80613ad7f3249491d72faf97 (2 min on the shared VM;
# colprof reported peak error 0.72, average 0.16 delta E against the data).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
cp /usr/share/color/icc/FOGRA39L.ti3 "$work/"
cd "$work"
# -qm medium quality; -kr black generation: a ramp (grey balance carried by K); -l300 total ink limit 300 %.
colprof -v -qm -kr -l300 \
  -D "Adjutant FOGRA39 (ISO coated v2 characterisation), total ink 300%" \
  -C "Made by Adjutant from FOGRA39L.ti3 (icc-profiles-free, Zlib licence) with ArgyllCMS colprof" \
  -O adjutant-fogra39-300.icc FOGRA39L
cp adjutant-fogra39-300.icc "$here/"
