#!/usr/bin/env bash
# Makes LineupShapes.ttf: the team shapes and the free corner's star (● ▲ ■ ◆ ★), which the
# text fonts lack, cut from Debian's DejaVu Sans and renamed, as its licence asks of a changed
# font. Embedded, so they draw the same on every computer and in a browser, which has no fonts
# of its own to fall back on. Needs Debian's fonts-dejavu-core and python3-fonttools.
set -euo pipefail
cd "$(dirname "$0")"
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
  --unicodes=U+25CF,U+25B2,U+25A0,U+25C6,U+2605 --output-file=LineupShapes.ttf \
  --layout-features='' --no-hinting --desubroutinize --name-IDs='*'
/usr/bin/python3 - <<'PY'
from fontTools.ttLib import TTFont
font = TTFont("LineupShapes.ttf")
for record in font["name"].names:
    if record.nameID in (1, 4, 16):
        record.string = "Lineup Shapes"
    elif record.nameID == 6:
        record.string = "LineupShapes"
    elif record.nameID == 3:
        record.string = "Lineup Shapes (from DejaVu Sans 2.37)"
font.save("LineupShapes.ttf")
PY
