#!/usr/bin/env bash
# The release files, from the command's jar (run by `mvn -B -Prelease package` in cli/, after the jar is made):
#   adjutant-VERSION.jar                 the plain jar, for people who have Java 17
#   adjutant-VERSION-linux-x64.tar.gz    an application image with its own trimmed Java runtime: unpack, run bin/adjutant
#   adjutant_VERSION_amd64.deb           the same image as a Debian package: /opt/adjutant, linked as /usr/bin/adjutant
# Usage: packaging/release.sh VERSION JAR OUTDIR. Needs the JDK's jlink and jpackage; the .deb also fakeroot and dpkg-deb.
set -euo pipefail
version="$1" jar="$2" out="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# jpackage takes numbers only: 0.1.0-SNAPSHOT is packaged as 0.1.0
app_version="${version%%-*}"
work="$out/work"
rm -rf "$out"
mkdir -p "$work/input"
cp "$jar" "$out/adjutant-$version.jar"
cp "$jar" "$work/input/adjutant.jar"
step() { echo "release: $1 ($((SECONDS - start)) s)"; }
start=$SECONDS

# The modules the command uses (packaging/modules lists them and says how to check the list);
# no debug data, headers or man pages; the JDK's class-data archive for a quicker start.
modules="$(grep -v '^#' "$here/modules" | tr -s ' \n' ',' | sed 's/^,//; s/,$//')"
# Number and date formats for the languages of Europe and a few more (jdk.localedata holds every
# language of the world: 10 MB more). The archive for heaps over 32 GB is dropped.
jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 --generate-cds-archive \
  --strip-native-debug-symbols exclude-debuginfo-files \
  --include-locales=en,cs,sk,pl,de,fr,es,it,pt,nl,da,sv,nb,nn,fi,is,et,lv,lt,hu,ro,bg,hr,sl,sr,bs,mk,sq,el,tr,ru,uk,be,ga,cy,ca,eu,gl,mt,ja,zh,ko \
  --output "$work/runtime"
rm -f "$work/runtime/lib/server/classes_nocoops.jsa"
step "jlinked runtime, $(du -sm "$work/runtime" | cut -f1) MB"

# The launcher's options come from the file ./adjutant and the client read (every command's, and the
# installed launcher's own), plus no windows.
opts() { sed -n "s/^$1=//p" "$here/../client/src/main/resources/adjutant/client/jvm.options"; }
jpackage --type app-image --name adjutant --app-version "$app_version" --vendor "Adjutant" \
  --description "Print-and-play kits and rules checking for Diplomacy, Port Arthur and The Hunt" \
  --input "$work/input" --main-jar adjutant.jar --main-class adjutant.cli.Main --runtime-image "$work/runtime" \
  --java-options "$(opts all) $(opts release) -Djava.awt.headless=true -Xlog:cds=off -Xlog:cds+dynamic=off" \
  --dest "$work/image"
tar -C "$work/image" --owner=0 --group=0 --transform "s,^adjutant,adjutant-$version," \
  -czf "$out/adjutant-$version-linux-x64.tar.gz" adjutant
step "application image adjutant-$version-linux-x64.tar.gz, $(du -sm "$out/adjutant-$version-linux-x64.tar.gz" | cut -f1) MB"

# Installed in /opt/adjutant (the image as it is: its launcher finds its runtime beside it, so the
# files also run where `dpkg-deb -x` unpacks them), plus the link /usr/bin/adjutant, a file of the
# package (dpkg removes it with the rest) rather than one a maintainer script makes. jpackage's
# .deb is opened and packed again with the link, with gzip: the jar inside is compressed already
# (dpkg-deb's default xz saved 4 MB of 95 and took minutes on two cores).
DPKG_DEB_COMPRESSOR_TYPE=none jpackage --type deb --app-image "$work/image/adjutant" --name adjutant --app-version "$app_version" \
  --vendor "Adjutant" --description "Print-and-play kits and rules checking for Diplomacy, Port Arthur and The Hunt" \
  --install-dir /opt --linux-package-name adjutant --linux-app-category games --linux-deb-maintainer "adjutant@localhost" \
  --dest "$work/deb"
dpkg-deb -R "$work"/deb/*.deb "$work/deb/tree"
mkdir -p "$work/deb/tree/usr/bin"
ln -s ../../opt/adjutant/bin/adjutant "$work/deb/tree/usr/bin/adjutant"
fakeroot dpkg-deb -Zgzip -b "$work/deb/tree" "$out/adjutant_${version}_amd64.deb" >/dev/null
step "Debian package adjutant_${version}_amd64.deb, $(du -sm "$out/adjutant_${version}_amd64.deb" | cut -f1) MB"
rm -rf "$work"
