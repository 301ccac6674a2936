#!/usr/bin/env bash
# Builds Lineup's Debian package, target/debian/lineup_<version>-1_<arch>.deb, and prints its
# path last. The one way the package is made: the README gives this command and
# packaging/check-deb calls it, so the package a school builds is the one CI checks
# (tests/packaging.rs fails if either stops calling it). Builds cargo-deb into target/tools the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

# cargo-deb at the version the package was last checked with, built once into target/tools
# (kept there between CI runs, and never installed on the machine).
CARGO_DEB_VERSION=3.8.0
tools=${CARGO_TARGET_DIR:-target}/tools
if ! [[ -x $tools/bin/cargo-deb && $("$tools/bin/cargo-deb" --version) == "cargo-deb $CARGO_DEB_VERSION" ]]; then
  echo "== installing cargo-deb $CARGO_DEB_VERSION into $tools" >&2
  cargo install cargo-deb --version "=$CARGO_DEB_VERSION" --locked --quiet --root "$tools"
fi
PATH=$(realpath "$tools/bin"):$PATH
# The release profile keeps debug info for profiling (`debug = 1`); the package needs none of
# it: --strip leaves it out (an 18 MB package instead of 33 MB, 36 MiB installed instead of
# 124 MiB). cargo deb prints the package's path on its standard output, all else on its error
# output (the path is under CARGO_TARGET_DIR when that is set).
deb=$(cargo deb --strip | tail -n 1)
[ -f "$deb" ] || { echo "cargo deb made no package" >&2; exit 1; }
realpath "$deb"
