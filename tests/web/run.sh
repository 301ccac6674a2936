#!/usr/bin/env bash
# Lineup in real browsers: builds the static folder (packaging/web.sh), then plays it in
# three engines: Debian's Chromium, headless, through Playwright (browser.mjs), then Firefox
# ESR and WebKitGTK through WebDriver, each in an X server of its own, and Chromium again on
# its WebGPU path (engines.mjs).
# Screenshots are left in target/web-test/ (Firefox's and WebKit's in firefox/ and webkit/).
# CHROMIUM=/path/to/chrome plays it in another Chromium or Chrome instead (Ubuntu's chromium
# is a snap, which a container cannot run), FIREFOX=/path/to/firefox in another Firefox
# (Ubuntu has no firefox-esr package, and its firefox is a snap too). geckodriver, which
# Debian does not package, is built once into target/tools (GECKODRIVER=/path/to/it skips it).
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
[[ -x ${CHROMIUM:-/usr/bin/chromium} ]] || need+=(chromium)
[[ -x ${FIREFOX:-/usr/bin/firefox-esr} ]] || need+=(firefox-esr)
# WebKitWebDriver, and the MiniBrowser it drives (libwebkit2gtk-4.1); Xvfb, where both
# browsers draw WebGL in software (Mesa's llvmpipe).
command -v WebKitWebDriver >/dev/null || need+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || need+=(xvfb)
dpkg-query -W -f='${Status}' libgl1-mesa-dri 2>/dev/null | grep -q "install ok installed" || need+=(libgl1-mesa-dri)
if [[ ${#need[@]} -gt 0 ]]; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo=sudo
  $sudo apt-get update -qq
  if [[ " ${need[*]} " == *" firefox-esr "* ]] && ! apt-cache show firefox-esr >/dev/null 2>&1; then
    echo "run.sh: this system has no firefox-esr package (Ubuntu has none): set FIREFOX to a Firefox that is not a snap (Mozilla's own build, say) and run it again." >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

bash .ci/need-node
geckodriver=${GECKODRIVER:-target/tools/bin/geckodriver}
if [[ ! -x $geckodriver ]]; then
  command -v cargo >/dev/null || { echo "run.sh: building geckodriver needs cargo (Rust)" >&2; exit 1; }
  cargo install geckodriver --version 0.37.1 --locked --root target/tools --quiet
fi
bash packaging/web.sh
(cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
rm -rf target/web-test
export GECKODRIVER=$geckodriver
# Each engine in turn, all three whatever one does; the time each took.
failed=()
play() {
  local engine=$1 begun=$SECONDS
  shift
  "$@" || failed+=("$engine")
  echo "run.sh: $engine took $((SECONDS - begun)) s"
}
play chromium node tests/web/browser.mjs target/web target/web-test
# On the forge the checks run as root in a container whose $HOME (/github/home) belongs to the
# runner's user, uid 1001, and Firefox will not start as root in another user's home. Run as
# root here, Firefox's engine gets such a home too, so what pages.mjs does about it (ownHome)
# is played on every run, not first on the forge.
forge_home=()
if [[ $(id -u) -eq 0 ]]; then
  mkdir -p target/web-forge-home
  chown 1001:1001 target/web-forge-home
  forge_home=(env HOME="$PWD/target/web-forge-home")
fi
play firefox "${forge_home[@]}" node tests/web/engines.mjs target/web target/web-test firefox
play webkit node tests/web/engines.mjs target/web target/web-test webkit
play chromium-webgpu node tests/web/engines.mjs target/web target/web-test chromium-webgpu
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "run.sh: the browser test failed in ${failed[*]}" >&2
  exit 1
fi
