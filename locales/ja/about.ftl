# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Lineup に ついて
about-version = バージョン { $version }
about-free = Lineup は じゆうに つかえる ソフトウェアです。だれでも つかったり、ほかの ひとに わたしたり、つくりかえたり できます（MIT または Apache-2.0 ライセンス）。
about-voices = こえ
about-sounds = もじの おと：espeak-ng（GPL-3.0-or-later）
about-fonts = もじと え
about-close = とじる
