# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Lineup के बारे में
about-version = संस्करण { $version }
about-free = Lineup मुक्त सॉफ़्टवेयर है: कोई भी इसे इस्तेमाल कर सकता है, दूसरों को दे सकता है और बदल सकता है (MIT या Apache-2.0 लाइसेंस)।
about-voices = आवाज़ें
about-sounds = हर अक्षर की ध्वनि: espeak-ng (GPL-3.0-or-later)
about-fonts = अक्षर और तस्वीरें
about-close = बंद करें
