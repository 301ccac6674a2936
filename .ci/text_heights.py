#!/usr/bin/env python3
"""Measures text on a screenshot of Lineup's game screen (raw RGB from ImageMagick).

Prints, as a share of the window's height, the height of the ink of
- the turn banner's text (white or ink letters on the team-coloured banner, top row),
- the score's text (the smallest text on the game screen, in team-coloured badges),
- the hand's card labels (red card labels, in the side panel).
Ink height is what the eye sees: from the top of the tallest letter to the foot of the lowest.
Usage: text_heights.py FILE.rgb WIDTH HEIGHT
"""
import sys

TEAMS = [(0xD3, 0x2F, 0x2F), (0x1E, 0x5A, 0xC8), (0x2E, 0x8B, 0x3E)]
CARD_RED = (0xC6, 0x28, 0x28)


def near(pixel, colour, slack=18):
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour))


def light(pixel):
    """White letters (the page and the cards are warmer than this)."""
    return min(pixel) >= 240 and max(pixel) - min(pixel) < 12


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    data = open(path, "rb").read()

    def px(x, y):
        i = (y * width + x) * 3
        return data[i], data[i + 1], data[i + 2]

    def boxes(top, bottom, left, right):
        """Team-coloured boxes in a band: their row and column extents, left to right."""
        rows = {}
        for y in range(top, bottom):
            for x in range(left, right, 2):
                if any(near(px(x, y), team) for team in TEAMS):
                    rows.setdefault(y, []).append(x)
        if not rows:
            return []
        # Rows where the colour is wide are the boxes' rows; group them into runs.
        wide = sorted(y for y, xs in rows.items() if len(xs) > width // 200)
        runs, start, last = [], None, None
        for y in wide:
            if start is None or y != last + 1:
                if start is not None:
                    runs.append((start, last))
                start = y
            last = y
        runs.append((start, last))
        return runs

    def ink_in(top, bottom, left, right):
        """Rows holding light (white) letters inside a box."""
        lit = [
            y
            for y in range(top, bottom + 1)
            if sum(1 for x in range(left, right) if light(px(x, y))) > 1
        ]
        return (max(lit) - min(lit) + 1) if lit else 0

    share = lambda pixels: 100.0 * pixels / height
    # The banner: the first tall coloured run in the top eighth of the window.
    band = boxes(0, height // 8, 0, width * 3 // 5)
    banner = max(band, key=lambda run: run[1] - run[0]) if band else None
    if banner:
        xs = [x for x in range(0, width * 3 // 5) if any(near(px(x, (banner[0] + banner[1]) // 2), t) for t in TEAMS)]
        h = ink_in(banner[0] + 2, banner[1] - 2, min(xs), max(xs))
        print(f"banner text   {h:4d} px  {share(h):4.2f} % of the height")
    # The score: coloured badges in the line under the banner.
    top = (banner[1] + 2) if banner else height // 8
    band = boxes(top, top + height // 10, width // 2, width)
    if band:
        run = band[0]
        xs = [x for x in range(width // 2, width) if any(near(px(x, (run[0] + run[1]) // 2), t) for t in TEAMS)]
        h = ink_in(run[0] + 1, run[1] - 1, min(xs), max(xs))
        print(f"score text    {h:4d} px  {share(h):4.2f} % of the height (the smallest text)")
    # The hand: red labels in the side panel (the right two fifths), the first row of cards.
    left = width * 3 // 5
    red_rows = [
        y
        for y in range(height // 5, height * 4 // 5)
        if any(near(px(x, y), CARD_RED, 12) for x in range(left, width, 2))
    ]
    if red_rows:
        first, last = red_rows[0], red_rows[0]
        for y in red_rows[1:]:
            if y > last + 2:
                break
            last = y
        h = last - first + 1
        print(f"card label    {h:4d} px  {share(h):4.2f} % of the height (a red card in the hand)")


main()
