#!/usr/bin/env bash
# Makes, from a clean tree, everything a school downloads, into target/release-<version>/:
#
#   lineup-setup.exe     the Windows installer (packaging/windows.sh), signed where a
#                        certificate is given (WINDOWS_SIGN_PFX, as windows.sh says)
#   lineup_amd64.deb     the Debian package, stripped (packaging/deb.sh)
#   lineup-web.zip       the browser's folder, for any static web server (packaging/web.sh)
#   SHA256SUMS           their checksums (`sha256sum -c --ignore-missing SHA256SUMS` checks
#                        those downloaded)
#   RELEASE-NOTES.md     where to play, what to download, whether Windows will warn, and what
#                        is new (CHANGELOG.md's lines for this version)
#
#   bash packaging/release.sh prepare    # before tagging: the release dated today, and
#                                        # CHANGELOG.md's lines into the metainfo
#   bash packaging/release.sh [TAG]      # the release; refused unless TAG (when given),
#                                        # Cargo.toml, CHANGELOG.md and the metainfo agree
#
# The files keep the same names from release to release, so that the forge's link to the
# newest release's file (…/releases/latest/download/lineup-setup.exe) always works; the
# version is in the notes, in the package and in `lineup --version`. About half an hour on
# 2 cores from cold with rustup's targets, most of it the desktop's and Windows' builds. Each build script installs what it needs; the
# Windows build is also tried under wine as it always is. PAGE (the address the browser's
# version is published at) defaults to Cargo.toml's homepage; the forge's release workflow
# gives its own.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ${1:-} == prepare ]]; then
  exec python3 packaging/release_notes.py prepare
fi
bash .ci/setup
bash packaging/install-missing release.sh /usr/bin/zip:zip
python3 packaging/release_notes.py check ${1:+"$1"}
if [[ -n $(git status --porcelain --untracked-files=no) ]]; then
  echo "release.sh: the tree has changes that are not committed; a release is made from a commit" >&2
  exit 1
fi
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
PAGE=${PAGE:-$(sed -n 's/^homepage = "\(.*\)"/\1/p' Cargo.toml | head -1)}
ROOT=${CARGO_TARGET_DIR:-target}
OUT=$(realpath -m "$ROOT/release-$VERSION")
rm -rf "$OUT"
mkdir -p "$OUT"

echo "== the Debian package"
deb=$(bash packaging/deb.sh | tail -n 1)
cp "$deb" "$OUT/lineup_amd64.deb"
echo "== the Windows installer"
bash packaging/windows.sh
cp "$ROOT/windows/lineup-$VERSION-setup.exe" "$OUT/lineup-setup.exe"
signed=$(cat "$ROOT/windows/signed" 2>/dev/null || true)
echo "== the browser's folder"
bash packaging/web.sh
(cd "$ROOT/web" && zip -q -r -X "$OUT/lineup-web.zip" .)

python3 packaging/release_notes.py notes "$OUT/RELEASE-NOTES.md" "$signed" "$PAGE"
(cd "$OUT" && sha256sum -- lineup-setup.exe lineup_amd64.deb lineup-web.zip >SHA256SUMS)
echo "release.sh: wrote $OUT (Lineup $VERSION, $(git rev-parse --short HEAD)):"
(cd "$OUT" && ls -l --block-size=K -- * && cat SHA256SUMS)
