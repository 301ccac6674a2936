#!/usr/bin/env bash
# Lineup in a real browser: builds the static folder (packaging/web.sh), then plays it in
# Debian's Chromium, headless (browser.mjs). Screenshots are left in target/web-test/.
# CHROMIUM=/path/to/chrome plays it in another Chromium or Chrome instead (Ubuntu's chromium
# is a snap, which a container cannot run).
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
[[ -x ${CHROMIUM:-/usr/bin/chromium} ]] || need+=(chromium)
command -v node >/dev/null && command -v npm >/dev/null || need+=(nodejs npm)
if [[ ${#need[@]} -gt 0 ]]; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

# Playwright needs Node.js 20 or later; Debian 12 and Ubuntu 24.04 package 18.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [[ $node_major -lt 20 ]]; then
  echo "run.sh: the browser test needs Node.js 20 or later (Playwright); this machine has $(node --version). Install Node.js 20 (https://nodejs.org, or NodeSource's packages) and run it again." >&2
  exit 1
fi
bash packaging/web.sh
(cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
rm -rf target/web-test
node tests/web/browser.mjs target/web target/web-test
