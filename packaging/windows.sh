#!/usr/bin/env bash
# Builds Lineup for Windows on Debian or Ubuntu, wraps it in an installer, and tries it under
# wine.
#
#   bash packaging/windows.sh              # build, installer, smoke test (about 11 minutes cold
#                                          # with rustup's target: CONTRIBUTING.md has the times)
#   bash packaging/windows.sh --no-test    # build and installer only
#
# Writes target/windows/lineup-<version>-setup.exe. Needs (installed when missing):
#   rustup's x86_64-pc-windows-gnu target on the stable toolchain, or where rustup cannot add
#     it, Debian 12's rustc-web (packaging/toolchain.sh chooses)
#   gcc-mingw-w64-x86-64-win32           the linker and windres (the icon and version)
#   nsis                                 makensis, the installer
#   osslsigncode                         signing, only when a certificate is given (below)
#   wine64, xvfb, xdotool, imagemagick   the smoke test: install, run, look, uninstall
#
# Signing: with WINDOWS_SIGN_PFX (a PKCS#12 code-signing certificate) and WINDOWS_SIGN_PASSWORD
# set, lineup.exe and the installer are signed with osslsigncode and time-stamped by
# WINDOWS_SIGN_TIMESTAMP (DigiCert's public server unless set; set it empty to skip the time
# stamp); target/windows/signed then names the certificate's subject. Without them, nothing is
# signed and that file is absent.
set -euo pipefail

cd "$(dirname "$0")/.."
TEST=yes
[[ ${1:-} == --no-test ]] && TEST=no

need=(/usr/bin/x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64-win32 /usr/bin/makensis:nsis)
SIGN=no
if [[ -n ${WINDOWS_SIGN_PFX:-} ]]; then
  SIGN=yes
  need+=(/usr/bin/osslsigncode:osslsigncode)
fi
if [[ $TEST == yes ]]; then
  need+=("/usr/bin/wine|/usr/lib/wine/wine64:wine64" /usr/bin/xvfb-run:xvfb
    /usr/bin/xdotool:xdotool /usr/bin/import:imagemagick)
fi
bash packaging/install-missing windows.sh "${need[@]}"

TARGET=x86_64-pc-windows-gnu
source packaging/toolchain.sh
rust_for "$TARGET" windows.sh
OUT=${CARGO_TARGET_DIR:-target}/windows
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
started=$(date +%s)
CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc CARGO_TARGET_DIR="$OUT" \
  "${CARGO[@]}" build --release --locked --target "$TARGET" "${BUILD_STD[@]}"
built=$(($(date +%s) - started))
# Without the debugging symbols the release profile keeps for profiling on Linux.
EXE=$OUT/lineup.exe
x86_64-w64-mingw32-strip -o "$EXE" "$OUT/$TARGET/release/lineup.exe"

# sign FILE: signs it in place with the certificate given, and checks the signature.
rm -f "$OUT/signed"
sign() {
  [[ $SIGN == yes ]] || return 0
  local stamp=(-t "${WINDOWS_SIGN_TIMESTAMP-http://timestamp.digicert.com}")
  [[ -n ${WINDOWS_SIGN_TIMESTAMP-x} ]] || stamp=()
  osslsigncode sign -pkcs12 "$WINDOWS_SIGN_PFX" -pass "${WINDOWS_SIGN_PASSWORD:-}" \
    -n Lineup -i "$(sed -n 's/^homepage = "\(.*\)"/\1/p' Cargo.toml)" -h sha256 "${stamp[@]}" \
    -in "$1" -out "$1.signed" >/dev/null
  mv "$1.signed" "$1"
  # The signature covers the file as it is; whether this machine trusts the certificate (a
  # test certificate is trusted by nobody) is said, not required.
  local said current calculated
  said=$(osslsigncode verify -in "$1" 2>&1 || true)
  current=$(sed -n 's/^Current message digest *: *//p' <<<"$said" | tr -d ' ')
  calculated=$(sed -n 's/^Calculated message digest *: *//p' <<<"$said" | tr -d ' ')
  if [[ -z $current || $current != "$calculated" ]]; then
    echo "windows.sh: the signature of $1 does not match the file" >&2
    echo "$said" >&2
    exit 1
  fi
  # The certificate's common name (CN=…), as a release's notes name the signer.
  sed -n 's/^[[:space:]]*Subject: .*CN=\([^/]*\).*/\1/p' <<<"$said" | head -n 1 >"$OUT/signed"
  local trusted="a certificate this machine trusts"
  grep -q "^Signature verification: ok" <<<"$said" || trusted="a certificate this machine does not trust"
  echo "windows.sh: signed $(basename "$1") by $(cat "$OUT/signed"), $trusted"
}
sign "$EXE"

# The installer: the program, a README as text, the icon.
SETUP=$OUT/lineup-$VERSION-setup.exe
cp README.md "$OUT/README.txt"
makensis -V2 -DVERSION="$VERSION" -DEXE="$(realpath "$EXE")" \
  -DREADME="$(realpath "$OUT/README.txt")" -DOUTFILE="$(realpath -m "$SETUP")" \
  packaging/windows/lineup.nsi
sign "$SETUP"
echo "windows.sh: $EXE ($(du -h "$EXE" | cut -f1)), built in ${built} s"
echo "windows.sh: $SETUP ($(du -h "$SETUP" | cut -f1))"
[[ $TEST == yes ]] || exit 0

# The smoke test, in a wine prefix of its own: install without a question (per user, no
# administrator), run the command line, open the window and take its picture, uninstall.
WINEPREFIX=$(realpath -m "$OUT/wine")
export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
USER=${USER:-$(id -un)}
rm -rf "$WINEPREFIX"
wine() { if command -v wine >/dev/null; then command wine "$@"; else /usr/lib/wine/wine64 "$@"; fi; }
wine wineboot --init >/dev/null 2>&1
# Rust's standard library needs ProcessPrng (bcryptprimitives.dll), which every Windows since 10
# has and wine has only from 9.0: the test's prefix gets a stand-in (wine-bcryptprimitives.c).
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  packaging/windows/wine-bcryptprimitives.c -ladvapi32
wine "$SETUP" /S
wineserver -w
APPDATA_LOCAL=$(wine cmd /c echo %LOCALAPPDATA% 2>/dev/null | tr -d '\r')
INSTALLED=$(winepath -u "$APPDATA_LOCAL\\Programs\\Lineup" 2>/dev/null)
[[ -f $INSTALLED/lineup.exe && -f $INSTALLED/uninstall.exe ]] ||
  { echo "windows.sh: the installer did not install into $INSTALLED" >&2; exit 1; }
ls "$WINEPREFIX/drive_c/users/$USER/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Lineup.lnk" >/dev/null
echo "windows.sh: installed in $INSTALLED, with its Start-menu entry"

wine "$INSTALLED/lineup.exe" --version
wine "$INSTALLED/lineup.exe" themes >"$OUT/wine-themes.txt"
grep -q '^letters ' "$OUT/wine-themes.txt" && cat "$OUT/wine-themes.txt"
wine "$INSTALLED/lineup.exe" sim --games 100 >"$OUT/wine-sim.txt"
grep -q 'wins' "$OUT/wine-sim.txt" && cat "$OUT/wine-sim.txt"

# The window, under Xvfb at 1280 x 720, twice: with the GPU renderer (wgpu on Vulkan, which wine
# hands to the machine's Vulkan driver: Mesa's software one here) and with iced's software
# renderer (tiny-skia), which a PC without a working GPU driver falls back on. (wgpu's first
# choice on Windows, DirectX 12, cannot start under wine 8: its shader compiler is missing.)
window() {
  local name=$1
  shift
  xvfb-run -a -s "-screen 0 1280x720x24 -noreset" env "$@" bash -c "
    wine '$INSTALLED/lineup.exe' >'$OUT/wine-$name.log' 2>&1 &
    for _ in \$(seq 60); do xdotool search --name '^Lineup' >/dev/null 2>&1 && break; sleep 1; done
    xdotool search --name '^Lineup' >/dev/null || exit 1
    sleep 10
    import -window root '$OUT/wine-$name.png'
    # Zoom in once (Ctrl+=): the app saves its settings, which must land in AppData.
    xdotool search --name '^Lineup' windowfocus key ctrl+equal 2>/dev/null || true
    sleep 3
    wineserver -k
  " || { echo "windows.sh: no window with $*" >&2; cat "$OUT/wine-$name.log" >&2; exit 1; }
  echo "windows.sh: the home screen under wine, $*: $OUT/wine-$name.png (look at it)"
}
# The commands above ran without a display: their wine session must end first, or the window
# would open in it, on no screen.
wineserver -k || true
window vulkan WGPU_BACKEND=vulkan
window software ICED_BACKEND=tiny-skia
settings=$(find "$WINEPREFIX/drive_c/users/$USER/AppData/Roaming/Lineup" -name settings.toml 2>/dev/null)
[[ -n $settings ]] || { echo "windows.sh: no settings.toml under AppData\\Roaming\\Lineup" >&2; exit 1; }
echo "windows.sh: settings saved in ${settings#"$WINEPREFIX/"}"

wine "$INSTALLED/uninstall.exe" /S
wineserver -w
sleep 2
[[ ! -e $INSTALLED/lineup.exe ]] || { echo "windows.sh: the uninstaller left lineup.exe" >&2; exit 1; }
echo "windows.sh: uninstalled cleanly; smoke test passed"
