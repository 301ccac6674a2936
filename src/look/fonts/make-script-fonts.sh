#!/usr/bin/env bash
# Makes the fonts of the scripts Andika and Noto Naskh Arabic do not draw, from Debian's Noto
# fonts (fonts-noto-core, fonts-noto-cjk; cut with python3-fonttools):
#   NotoSans-Greek-{Regular,Bold}.ttf       Noto Sans, its Greek letters only (Andika has few)
#   NotoSansDevanagari-{Regular,Bold}.ttf   Hindi, whole: every conjunct needs its glyphs
#   NotoSansHebrew-{Regular,Bold}.ttf       Hebrew, whole
#   NotoSansJP-Lineup-{Regular,Bold}.otf    Japanese: the kana, and the few kanji and signs the
#                                           Japanese messages and letters board use, cut from
#                                           the 20 MB Noto Sans CJK JP
# Run it again after new kanji come into locales/ja or themes/alphabets/ja.toml:
# tests/alphabets.rs fails until the Japanese font has them all.
set -euo pipefail
cd "$(dirname "$0")"
NOTO=/usr/share/fonts/truetype/noto
CJK=/usr/share/fonts/opentype/noto
for weight in Regular Bold; do
  cp "$NOTO/NotoSansDevanagari-$weight.ttf" "$NOTO/NotoSansHebrew-$weight.ttf" .
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
# Every character of the Japanese messages and board, and all the kana and kana signs, so a
# teacher's own kana board draws too.
japanese = set(range(0x3000, 0x3100)) | set(range(0xFF00, 0xFFF0))
for path in glob.glob("../../../locales/ja/*.ftl") + ["../../../themes/alphabets/ja.toml"]:
    japanese |= {ord(c) for c in open(path, encoding="utf-8").read() if ord(c) > 127}
for weight in ["Regular", "Bold"]:
    cut(f"{noto}/NotoSans-{weight}.ttf", f"NotoSans-Greek-{weight}.ttf", greek)
    # Font 0 of the collection is Japanese (JP), whose kanji forms Japanese schools teach.
    cut(f"{cjk}/NotoSansCJK-{weight}.ttc", f"NotoSansJP-Lineup-{weight}.otf", japanese, 0)
PY
ls -l NotoSans-Greek-*.ttf NotoSansDevanagari-*.ttf NotoSansHebrew-*.ttf NotoSansJP-Lineup-*.otf
