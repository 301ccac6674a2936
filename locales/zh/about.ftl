# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = 关于 Lineup
about-version = 版本 { $version }
about-free = Lineup 是自由软件：任何人都可以使用、分享和修改它（MIT 或 Apache-2.0 许可证）。
about-voices = 声音
about-sounds = 每个字母的读音：espeak-ng（GPL-3.0-or-later）
about-fonts = 文字和图画
about-close = 关闭
