#!/usr/bin/env bash
# Makes the fonts of the scripts Andika and Noto Naskh Arabic do not draw, from Debian's Noto
# fonts (fonts-noto-core, fonts-noto-cjk; cut with python3-fonttools):
#   NotoSans-Greek-{Regular,Bold}.ttf       Noto Sans, its Greek letters only (Andika has few)
#   NotoSansDevanagari-{Regular,Bold}.ttf   Hindi, whole: every conjunct needs its glyphs
#   NotoSansHebrew-{Regular,Bold}.ttf       Hebrew, whole
#   NotoSansBengali-{Regular,Bold}.ttf      Bengali, whole: every conjunct needs its glyphs
#   NotoSansGurmukhi-{Regular,Bold}.ttf     Punjabi's Gurmukhi, whole
#   NotoSansJP-Lineup-{Regular,Bold}.otf    Japanese: the kana, and the few kanji and signs the
#                                           Japanese messages and letters board use, cut from
#                                           the 20 MB Noto Sans CJK JP
#   NotoSansKR-Lineup-{Regular,Bold}.otf    Korean: Hangul's letters, the 2,350 syllables of
#                                           KS X 1001 (nearly every word a teacher types for a
#                                           board of her own) and every character of the Korean
#                                           messages and board, from Noto Sans CJK KR
#   NotoSansSC-Lineup-{Regular,Bold}.otf    Simplified Chinese: the characters of the Chinese
#                                           messages, letters board and animals, from Noto Sans
#                                           CJK SC
# Run it again after new kanji or hanzi come into locales/ja, locales/zh or their boards:
# tests/alphabets.rs fails until the font has them all.
set -euo pipefail
cd "$(dirname "$0")"
NOTO=/usr/share/fonts/truetype/noto
CJK=/usr/share/fonts/opentype/noto
for weight in Regular Bold; do
  for script in Devanagari Hebrew Bengali Gurmukhi; do
    cp "$NOTO/NotoSans$script-$weight.ttf" .
  done
done
/usr/bin/python3 - "$NOTO" "$CJK" <<'PY'
import glob, sys
from fontTools import subset
from fontTools.ttLib import TTFont

noto, cjk = sys.argv[1:]

def cut(source, target, unicodes, number=0):
    font = TTFont(source, fontNumber=number)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.font_number = number
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=sorted(unicodes & set(font.getBestCmap())))
    cutter.subset(font)
    font.save(target)
    print(f"{target}: {len(unicodes & set(font.getBestCmap()))} characters")

# Greek and Coptic, Greek Extended, and the combining accents.
greek = set(range(0x0370, 0x0400)) | set(range(0x1F00, 0x2000)) | set(range(0x0300, 0x0370))
def characters(*paths):
    """Every character past ASCII in the files the patterns name."""
    found = set()
    for path in paths:
        for name in glob.glob(path):
            found |= {ord(c) for c in open(name, encoding="utf-8").read() if ord(c) > 127}
    return found

# Every character of the Japanese messages and board, and all the kana and kana signs, so a
# teacher's own kana board draws too.
japanese = set(range(0x3000, 0x3100)) | set(range(0xFF00, 0xFFF0))
japanese |= characters("../../../locales/ja/*.ftl", "../../../themes/alphabets/ja.toml")

# Hangul's letters (compatibility jamo), the syllables EUC-KR (KS X 1001) encodes, and every
# character of the Korean messages and board.
korean = set(range(0x3130, 0x3190)) | japanese & set(range(0x3000, 0x3040))
for code in range(0xAC00, 0xD7A4):
    # Python's codec writes the syllables KS X 1001 lacks as eight bytes: two are its own.
    if len(chr(code).encode("euc-kr")) == 2:
        korean.add(code)
korean |= characters("../../../locales/ko/*.ftl", "../../../themes/alphabets/ko.toml")
# Every character of the Chinese messages, board and animals' names (the whole animals file
# holds only a few CJK characters besides), and the full-width signs.
chinese = set(range(0x3000, 0x3040)) | set(range(0xFF00, 0xFFF0))
chinese |= characters("../../../locales/zh/*.ftl", "../../../themes/alphabets/zh.toml",
                      "../../../themes/animals.toml")
for weight in ["Regular", "Bold"]:
    cut(f"{noto}/NotoSans-{weight}.ttf", f"NotoSans-Greek-{weight}.ttf", greek)
    # Font 0 of the collection is Japanese (JP), whose kanji forms Japanese schools teach.
    cut(f"{cjk}/NotoSansCJK-{weight}.ttc", f"NotoSansJP-Lineup-{weight}.otf", japanese, 0)
    # Fonts 1 and 2 of the collection are Korean (KR) and Simplified Chinese (SC).
    cut(f"{cjk}/NotoSansCJK-{weight}.ttc", f"NotoSansKR-Lineup-{weight}.otf", korean, 1)
    cut(f"{cjk}/NotoSansCJK-{weight}.ttc", f"NotoSansSC-Lineup-{weight}.otf", chinese, 2)
PY
ls -l NotoSans-Greek-*.ttf NotoSansDevanagari-*.ttf NotoSansHebrew-*.ttf NotoSansBengali-*.ttf \
  NotoSansGurmukhi-*.ttf NotoSans??-Lineup-*.otf
