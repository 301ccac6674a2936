#!/usr/bin/env bash
# Makes NotoColorEmoji-Lineup.ttf: the colour pictures the built-in games and letters boards
# and the app's own words draw, cut from NotoColorEmoji.ttf. The browser's build embeds it in
# place of the whole font (11 MB, most of a first visit's download); the desktop keeps the
# whole font, so a teacher's own board may use any picture. Run it again after adding
# pictures to a built-in board: tests/alphabets.rs fails until the subset has them all.
# Needs Debian's python3-fonttools.
set -euo pipefail
cd "$(dirname "$0")"
/usr/bin/python3 - <<'PY'
import glob
from fontTools import subset
from fontTools.ttLib import TTFont

font = TTFont("NotoColorEmoji.ttf")
drawn = set(font.getBestCmap())
used = set()
for pattern in ["../../../themes/**/*.toml", "../../**/*.rs"]:
    for path in glob.glob(pattern, recursive=True):
        used |= {ord(c) for c in open(path, encoding="utf-8").read() if ord(c) > 127}
# Joiners and the picture selector, so that sequences (🧑‍🏫, ❤️) keep their ligatures, and the
# digits, # and * that a keycap picture (0️⃣, #️⃣) is drawn from.
keycaps = {ord(c) for c in "0123456789#*"}
wanted = sorted((used & drawn) | {0x200D, 0xFE0F, 0x20E3} | (keycaps & drawn))
options = subset.Options()
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.notdef_outline = True
options.drop_tables += ["FFTM"]
cutter = subset.Subsetter(options)
cutter.populate(unicodes=wanted)
cutter.subset(font)
font.save("NotoColorEmoji-Lineup.ttf")
print(f"{len(wanted)} characters")
PY
ls -l NotoColorEmoji-Lineup.ttf
