# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Lineup 정보
about-version = 버전 { $version }
about-free = Lineup은 자유 소프트웨어예요. 누구나 쓰고, 나누고, 고칠 수 있어요(MIT 또는 Apache-2.0 라이선스).
about-voices = 목소리
about-sounds = 글자 소리: espeak-ng (GPL-3.0-or-later)
about-fonts = 글자와 그림
about-close = 닫기
