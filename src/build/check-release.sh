#!/usr/bin/env bash
# Rehearses a release to Maven Central without uploading anything, and checks what Central checks.
#
# On a copy of the committed tree with the release version (so that no SNAPSHOT reaches a POM), it builds the jars
# once, then runs the release profile (sources and Javadoc jars, GPG signatures with a throwaway key made here,
# Central's bundle built but not uploaded), and checks every file of the bundle: the POM's metadata, a sources and a
# Javadoc jar beside each jar, a signature that verifies, MD5 and SHA-1 checksums that match, no SNAPSHOT
# dependency, only the published artifacts. Then it checks the build is reproducible: the jars of the release build
# are byte for byte those of the first build.
#
# Usage: src/build/check-release.sh [version]   (default: the project's version without -SNAPSHOT)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

fail() { echo "release check: $*" >&2; exit 1; }
command -v gpg >/dev/null || fail "gpg is needed to sign and verify the artifacts"
command -v unzip >/dev/null || command -v python3 >/dev/null || fail "unzip or python3 is needed to read the bundle"

snapshot=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
version=${1:-${snapshot%-SNAPSHOT}}
work=$(mktemp -d)
trap 'gpgconf --kill gpg-agent >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

echo "== A throwaway signing key"
export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --passphrase '' --quick-gen-key 'DGQ release check <release-check@dgq.io>' ed25519 sign 1d
key=$(gpg --list-keys --with-colons | awk -F: '/^fpr/ {print $10; exit}')

echo "== The committed tree as version $version"
copy="$work/src"
mkdir "$copy"
git archive HEAD | tar -x -C "$copy"
find "$copy" -name pom.xml -exec sed -i "s/$snapshot/$version/g" {} +
cd "$copy"
mvn_opts=(-B -q -DskipTests -Dinvoker.skip=true)

echo "== Build 1 of 2 (for reproducibility)"
./mvnw "${mvn_opts[@]}" package
find . -path '*/target/*.jar' -not -path '*/it/*' | sort | xargs sha256sum > "$work/first.sha256"

echo "== Build 2 of 2: the release profile, signed, Central's bundle built without uploading"
./mvnw "${mvn_opts[@]}" clean deploy -Prelease -Dmaven.install.skip=true -Dcentral.skipUpload=true \
  -Dgpg.keyname="$key" -Dgpg.passphrase=''
bundle=$(find . -name 'central-bundle.zip' | head -1)
[ -n "$bundle" ] || fail "the release profile built no central-bundle.zip"
mkdir "$work/bundle"
if command -v unzip >/dev/null; then unzip -q "$bundle" -d "$work/bundle"; else
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$bundle" "$work/bundle"; fi

echo "== Reproducible: the jars of both builds are identical"
sha256sum --quiet -c "$work/first.sha256" || fail "the two builds made different jars"
echo "   $(wc -l < "$work/first.sha256") jars identical"

echo "== The bundle, checked as Central checks it"
cd "$work/bundle"
expected="dgq-bom dgq-parent dgq-reference-server dgq-sdk dgq-sdk-micrometer dgq-sdk-opentelemetry dgq-spring-boot-starter dgq-spring-boot-starter-test"
found=$(find io/dgq -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ' | sed 's/ $//')
[ "$found" = "$expected" ] || fail "the bundle holds [$found], expected [$expected]"
parent_pom="io/dgq/dgq-parent/$version/dgq-parent-$version.pom"
for dir in io/dgq/*/"$version"; do
  artifact=$(basename "$(dirname "$dir")")
  pom="$dir/$artifact-$version.pom"
  [ -f "$pom" ] || fail "$artifact has no POM"
  for element in name description; do
    grep -q "<$element>" "$pom" || fail "$pom has no <$element>"
  done
  for element in url licenses developers scm; do
    grep -qE "<$element[ >]" "$pom" || grep -qE "<$element[ >]" "$parent_pom" || fail "$pom (and its parent) has no <$element>"
  done
  if grep -q -- "-SNAPSHOT" "$pom"; then fail "$pom names a SNAPSHOT"; fi
  if [ -f "$dir/$artifact-$version.jar" ]; then
    for classifier in sources javadoc; do
      [ -f "$dir/$artifact-$version-$classifier.jar" ] || fail "$artifact has no $classifier jar"
    done
  fi
  for file in "$dir"/*; do
    case "$file" in *.asc|*.md5|*.sha1|*.sha256|*.sha512) continue ;; esac
    [ -f "$file.asc" ] || fail "$file is not signed"
    gpg --batch --quiet --verify "$file.asc" "$file" 2>/dev/null || fail "the signature of $file does not verify"
    [ -f "$file.md5" ] && [ -f "$file.sha1" ] || fail "$file lacks its MD5 or SHA-1 checksum"
    [ "$(cut -d' ' -f1 < "$file.md5")" = "$(md5sum < "$file" | cut -d' ' -f1)" ] || fail "$file's MD5 differs"
    [ "$(cut -d' ' -f1 < "$file.sha1")" = "$(sha1sum < "$file" | cut -d' ' -f1)" ] || fail "$file's SHA-1 differs"
  done
  echo "   $artifact $version: $(find "$dir" -type f | wc -l) files, POM metadata, signatures and checksums good"
done
cd "$root"
echo "== Release check passed"
