#!/usr/bin/env bash
# Makes Andika-Lineup-{Regular,Bold}.ttf: Andika cut to the letters of the languages Lineup
# speaks in Latin and Cyrillic letters, with their accents, punctuation, arrows and shapes
# (Andika also draws the phonetic alphabet and rarer letters, twice the size). The browser's
# build uses them (feature `cut-fonts`), the desktop the whole of Andika, so a teacher's own
# board may use any Latin letter. tests/alphabets.rs checks the cut draws every word of
# Lineup's. Andika's licence (SIL OFL 1.1) reserves the name "Andika" for the font as SIL made
# it, so the cut is named "Lineup Text" (its copyright and licence records stay).
# Needs python3-fonttools.
set -euo pipefail
cd "$(dirname "$0")"
/usr/bin/python3 - <<'PY'
from fontTools import subset
from fontTools.ttLib import TTFont

BLOCKS = [
    (0x0020, 0x024F),  # Latin, Latin-1, Latin Extended-A and -B
    (0x02B0, 0x036F),  # modifier letters and combining accents
    (0x0400, 0x052F),  # Cyrillic and its supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese, Welsh, …)
    (0x2000, 0x206F),  # punctuation
    (0x20A0, 0x20CF),  # currency
    (0x2100, 0x215F),  # letter-like signs and fractions
    (0x2190, 0x21FF),  # arrows
    (0x2212, 0x2212),  # minus
    (0x25A0, 0x25FF),  # geometric shapes
    (0xFB00, 0xFB06),  # ligatures
]
wanted = set()
for first, last in BLOCKS:
    wanted |= set(range(first, last + 1))
for weight in ["Regular", "Bold"]:
    font = TTFont(f"Andika-{weight}.ttf")
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=sorted(wanted & set(font.getBestCmap())))
    cutter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 3, 4, 6, 16, 18):
            name = record.toUnicode().replace("SIL International: ", "")
            spaced = "Lineup Text" if record.nameID != 6 else "LineupText"
            record.string = name.replace("Andika", spaced)
    font.save(f"Andika-Lineup-{weight}.ttf")
PY
ls -l Andika-Lineup-*.ttf
