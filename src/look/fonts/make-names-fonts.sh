#!/usr/bin/env bash
# Makes LineupNames-*.ttf/otf: each script font of this folder cut to the letters of the
# language names written in it (العربية, فارسی, اردو, Ελληνικά, हिन्दी, עברית, 日本語, বাংলা, ਪੰਜਾਬੀ, 한국어, 中文), renamed and
# marked Thin (weight 100) so it never stands in for the whole font: the text looks for a
# font of its own weight first, so once the script's font has come, only it draws (a word
# drawn half in each loses its joined letters). The browser's build starts with these, so home shows
# every language in its own letters; the whole font of a script comes when its language is
# chosen. Run it again when a language written in one of these scripts is added (with
# python3-fonttools). tests/languages.rs checks each name is drawn.
set -euo pipefail
cd "$(dirname "$0")"
/usr/bin/python3 - <<'PY'
import re
from fontTools import subset
from fontTools.ttLib import TTFont

def name_of(tag):
    text = open(f"../../../locales/{tag}/app.ftl", encoding="utf-8").read()
    return re.search(r"^language-name = (.*)$", text, re.M).group(1).strip()

for source, tags, target in [
    ("NotoNaskhArabic-Regular.ttf", ["ar", "fa", "ur"], "LineupNames-Arabic.ttf"),
    ("NotoSans-Greek-Regular.ttf", ["el"], "LineupNames-Greek.ttf"),
    ("NotoSansDevanagari-Regular.ttf", ["hi"], "LineupNames-Devanagari.ttf"),
    ("NotoSansHebrew-Regular.ttf", ["he"], "LineupNames-Hebrew.ttf"),
    ("NotoSansJP-Lineup-Regular.otf", ["ja"], "LineupNames-Japanese.otf"),
    ("NotoSansBengali-Regular.ttf", ["bn"], "LineupNames-Bengali.ttf"),
    ("NotoSansGurmukhi-Regular.ttf", ["pa"], "LineupNames-Gurmukhi.ttf"),
    ("NotoSansKR-Lineup-Regular.otf", ["ko"], "LineupNames-Korean.otf"),
    ("NotoSansSC-Lineup-Regular.otf", ["zh"], "LineupNames-Chinese.otf"),
]:
    text = "".join(name_of(tag) for tag in tags)
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    cutter = subset.Subsetter(options)
    cutter.populate(text=text)
    cutter.subset(font)
    family = "Lineup Names " + target.split("-")[1].split(".")[0]
    font["OS/2"].usWeightClass = 100
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID == 4:
            record.string = family + " Regular"
        elif record.nameID == 6:
            record.string = family.replace(" ", "") + "-Regular"
    font.save(target)
    print(f"{target}: {text}")
PY
ls -l LineupNames-*
