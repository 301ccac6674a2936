# Lineup ਬਾਰੇ, ਮੁੱਖ ਸਕਰੀਨ ਤੋਂ ਖੁੱਲ੍ਹਦਾ ਹੈ: ਇਸ ਦਾ ਸੰਸਕਰਨ, ਇਸ ਦਾ ਲਾਇਸੈਂਸ, ਅਤੇ ਇਸ ਦੀਆਂ ਆਵਾਜ਼ਾਂ ਤੇ ਫੌਂਟ
# ਕਿਸ ਨੇ ਬਣਾਏ (their names and licences follow these words as they are written).
# Version numbers and licence names are isolated, so they keep 0-9 if Punjabi is given its
# Gurmukhi digits (੦ ੧ ੨; see NOTES.md: 0-9 is proposed).
about-title = Lineup ਬਾਰੇ
about-version = ਸੰਸਕਰਨ { $version }
about-free = Lineup ਮੁਕਤ ਸਾਫ਼ਟਵੇਅਰ ਹੈ: ਕੋਈ ਵੀ ਇਸ ਨੂੰ ਵਰਤ ਸਕਦਾ ਹੈ, ਦੂਜਿਆਂ ਨੂੰ ਦੇ ਸਕਦਾ ਹੈ ਅਤੇ ਬਦਲ ਸਕਦਾ ਹੈ (MIT ਜਾਂ ⁦Apache-2.0⁩ ਲਾਇਸੈਂਸ)।
about-voices = ਆਵਾਜ਼ਾਂ
about-sounds = ਹਰ ਅੱਖਰ ਦੀ ਧੁਨੀ: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = ਅੱਖਰ ਅਤੇ ਤਸਵੀਰਾਂ
about-close = ਬੰਦ ਕਰੋ
