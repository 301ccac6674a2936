#!/usr/bin/env bash
# Makes, from a clean tree, everything a school downloads, into target/release-<version>/:
#
#   lineup_<version>-1_amd64.deb     the Debian package, stripped (packaging/deb.sh)
#   lineup-<version>-setup.exe       the Windows installer (packaging/windows.sh)
#   lineup-<version>-web.zip         the browser's folder, for any static web server
#                                    (packaging/web.sh)
#   SHA256SUMS                       their checksums (`sha256sum -c SHA256SUMS` checks them)
#   RELEASE-NOTES.md                 what changed since the last release, and where each goes
#
#   bash packaging/release.sh            # about an hour on 2 cores, most of it for Windows
#
# Each build script installs what it needs from Debian's packages; the Windows build is also
# tried under wine as it always is.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n $(git status --porcelain --untracked-files=no) ]]; then
  echo "release.sh: the tree has changes that are not committed; a release is made from a commit" >&2
  exit 1
fi
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
COMMIT=$(git rev-parse --short HEAD)
ROOT=${CARGO_TARGET_DIR:-target}
OUT=$ROOT/release-$VERSION
rm -rf "$OUT"
mkdir -p "$OUT"

bash .ci/setup
echo "== the Debian package"
deb=$(bash packaging/deb.sh | tail -n 1)
cp "$deb" "$OUT/"
echo "== the Windows installer"
bash packaging/windows.sh
cp "$ROOT/windows/lineup-$VERSION-setup.exe" "$OUT/"
echo "== the browser's folder"
bash packaging/web.sh
(cd "$ROOT/web" && zip -q -r -X "$OLDPWD/$OUT/lineup-$VERSION-web.zip" .)

# What changed: every commit since the last release's tag (all of them for the first).
since=$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)
{
  echo "# Lineup $VERSION ($COMMIT)"
  echo
  echo "## What to download"
  echo
  echo "| file | for | how a school's IT puts it in place |"
  echo "|---|---|---|"
  echo "| \`$(basename "$deb")\` | Debian, Ubuntu, Debian Edu | \`sudo apt-get install ./$(basename "$deb")\`, on each computer or through the school's package tools |"
  echo "| \`lineup-$VERSION-setup.exe\` | Windows 10 or later | run it; \`lineup-$VERSION-setup.exe /S\` installs silently, for each user, no administrator needed |"
  echo "| \`lineup-$VERSION-web.zip\` | Chromebooks, iPads, interactive boards, any browser | unzip it into any static web server's folder (https); the page then works offline and installs from the browser |"
  echo
  echo "Check the downloads with \`sha256sum -c SHA256SUMS\`."
  echo
  echo "## What changed${since:+ since $since}"
  echo
  git log --no-merges --format='- %s' ${since:+"$since"..HEAD}
} >"$OUT/RELEASE-NOTES.md"

(cd "$OUT" && sha256sum -- *.deb *.exe *.zip >SHA256SUMS)
echo "release.sh: wrote $OUT:"
(cd "$OUT" && ls -l --block-size=K -- * && cat SHA256SUMS)
