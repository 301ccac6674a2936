#!/usr/bin/env bash
# Builds Lineup for the browser: a static folder any web server can serve.
#
#   bash packaging/web.sh          # writes target/web/ (4 minutes cold with rustup's target after
#                                  # the desktop's build, 14 with Debian's; 2 once built)
#   bash packaging/web/serve.sh    # then open http://localhost:8000/lineup/
#
# The same app as the desktop's (crates/web is only its entry), compiled to WebAssembly.
# Needs (packaging/toolchain.sh chooses, and installs what is missing):
#   rustup's wasm32-unknown-unknown target on the stable toolchain (added when missing), or,
#   where rustup cannot add it, Debian 12's rustc-web, cargo-web and rust-web-src with lld
#   (wasm-ld, the linker), which build the standard library for the browser from its sources
# (Debian 12's wasm-opt breaks this build's table of JavaScript values, and would save under
# 2 % of the download, which is mostly fonts and sounds: it is not used.)
# and from crates.io, into target/web-tools: wasm-bindgen-cli at the version in Cargo.lock,
# which writes the JavaScript that loads the app.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=${CARGO_TARGET_DIR:-target}
OUT=$ROOT/web
TOOLS=$ROOT/web-tools

source packaging/toolchain.sh
rust_for wasm32-unknown-unknown web.sh
if [[ ${#BUILD_STD[@]} -gt 0 ]]; then
  # Debian's Rust links the browser's program with lld's wasm-ld; rustup's brings its own.
  bash packaging/install-missing web.sh /usr/bin/wasm-ld:lld
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
fi

# wasm-bindgen's command must be the very version the app was built with.
BINDGEN_VERSION=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')
BINDGEN=$TOOLS/bin/wasm-bindgen
if ! [[ -x $BINDGEN && $($BINDGEN --version) == "wasm-bindgen $BINDGEN_VERSION" ]]; then
  echo "web.sh: installing wasm-bindgen-cli $BINDGEN_VERSION into $TOOLS"
  # With the versions its own lock file names, where the registry has them all; a registry
  # that lacks one (a mirror taken before it was published) gets the newest that fit.
  cargo install --quiet --locked --root "$TOOLS" wasm-bindgen-cli --version "=$BINDGEN_VERSION" ||
    {
      echo "web.sh: wasm-bindgen-cli's own lock file names a crate this registry lacks; installing it with the newest versions that fit"
      cargo install --quiet --root "$TOOLS" wasm-bindgen-cli --version "=$BINDGEN_VERSION"
    }
fi

started=$(date +%s)
# (--color never: the warnings are looked for below, whatever CARGO_TERM_COLOR says.)
CARGO_TARGET_DIR="$ROOT/wasm" "${CARGO[@]}" build --profile web --locked -p lineup-web \
  --target wasm32-unknown-unknown --color never "${BUILD_STD[@]}" 2>&1 | tee "$ROOT/wasm-build.log"
echo "web.sh: built in $(($(date +%s) - started)) s"
# Code only the browser compiles is held to the desktop's standard: no warnings.
if grep -q '^warning' "$ROOT/wasm-build.log"; then
  echo "web.sh: the browser's build has warnings (above); fix them" >&2
  exit 1
fi

rm -rf "$OUT"
mkdir -p "$OUT/icons"
"$BINDGEN" --target web --no-typescript --out-dir "$OUT" \
  "$ROOT/wasm/wasm32-unknown-unknown/web/lineup_web.wasm"
WASM=$OUT/lineup_web_bg.wasm
# Each language's voices, one file of its clips, and the fonts of the scripts Andika does not
# draw (the list in src/look/fonts.rs): the app fetches them when a language is first used.
# (Packed here, not left to the host: the clips' identical Vorbis headers pack to a third.)
mkdir -p "$OUT/voices" "$OUT/fonts"
voices=$(cd "$OUT/voices" && pwd)
for folder in audio/*/; do
  tag=$(basename "$folder")
  [[ $tag == effects ]] && continue
  (cd audio && find "$tag" -name '*.ogg' -print0 | sort -z |
    tar --create --null --files-from=- --format=gnu --mtime=@0 --owner=0 --group=0 \
      --numeric-owner | gzip -9n > "$voices/$tag.tar.gz")
done
sed -n 's/^    "\([^"]*\)" for \[.*/\1/p' src/look/fonts.rs | while read -r file; do
  cp "src/look/fonts/$file" "$OUT/fonts/"
done
cp packaging/icons/256x256/lineup.png "$OUT/icons/lineup-256.png"
cp packaging/icons/512x512/lineup.png "$OUT/icons/lineup-512.png"
# For a school's IIS, which sends only the kinds of file it knows (page.py leaves it out of the
# files the service worker keeps: IIS never sends it).
cp packaging/web/web.config "$OUT/web.config"
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)-$(sha256sum "$WASM" | cut -c1-12)
python3 packaging/web/page.py "$OUT" "$VERSION"

echo "web.sh: wrote $OUT ($VERSION):"
for file in "$WASM" "$OUT/lineup_web.js" "$OUT/index.html"; do
  awk -v name="$(basename "$file")" -v size="$(stat -c%s "$file")" \
    -v packed="$(gzip -6c "$file" | wc -c)" \
    'BEGIN { printf "  %-22s %6.1f MB, %6.1f MB as a host sends it (gzip -6)\n", name, size / 1e6, packed / 1e6 }'
done
echo "Try it as a host serves it: bash packaging/web/serve.sh, then open http://localhost:8000/lineup/"
