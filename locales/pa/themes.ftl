# ਪਹਿਲਾਂ ਤੋਂ ਬਣੀਆਂ ਖੇਡਾਂ ਦੇ ਨਾਂ, ਵੇਰਵੇ ਅਤੇ ਚੋਣਾਂ, ਅਤੇ ਟੀਮਾਂ ਦੇ ਰੰਗ। ਫੋਲਡਰ ਤੋਂ ਜੋੜੀ ਗਈ ਖੇਡ ਆਪਣੇ
# ਸ਼ਬਦ ਆਪ ਵਿਖਾਉਂਦੀ ਹੈ।

theme-classic-name = ਕਲਾਸਿਕ
theme-classic-description = ਤਾਸ਼ ਦੀਆਂ ਦੋ ਗੱਡੀਆਂ, ਇੱਕ ਲਾਈਨ ਵਿੱਚ ਪੰਜ ਗੋਟੀਆਂ।
# The jack of playing cards is ਗ਼ੁਲਾਮ in Punjab.
theme-classic-option-jacks = ਗ਼ੁਲਾਮ
theme-classic-option-jacks-two-eyed = ਦੋ ਅੱਖਾਂ ਵਾਲੇ ਗ਼ੁਲਾਮ ਕਿਤੇ ਵੀ ਚੱਲਦੇ ਹਨ, ਇੱਕ ਅੱਖ ਵਾਲੇ ਗ਼ੁਲਾਮ ਗੋਟੀ ਹਟਾਉਂਦੇ ਹਨ
theme-classic-option-jacks-red-black = ਲਾਲ ਗ਼ੁਲਾਮ ਕਿਤੇ ਵੀ ਚੱਲਦੇ ਹਨ, ਕਾਲੇ ਗ਼ੁਲਾਮ ਗੋਟੀ ਹਟਾਉਂਦੇ ਹਨ
theme-single-deck-name = ਇੱਕ ਗੱਡੀ
theme-single-deck-description = ਤਾਸ਼ ਦੀ ਇੱਕ ਗੱਡੀ, ਹਰ ਪੱਤਾ ਬੋਰਡ ’ਤੇ ਇੱਕ ਵਾਰ, ਇੱਕ ਲਾਈਨ ਵਿੱਚ ਚਾਰ ਗੋਟੀਆਂ।
theme-single-deck-option-to_win = ਜਿੱਤਣ ਲਈ ਲਾਈਨਾਂ
theme-single-deck-option-to_win-2 = ਦੋ ਲਾਈਨਾਂ
theme-single-deck-option-to_win-3 = ਤੀਜੀ ਲਾਈਨ ਤੱਕ ਖੇਡਦੇ ਰਹੋ
theme-single-deck-option-to_win-4 = ਚੌਥੀ ਲਾਈਨ ਤੱਕ ਖੇਡਦੇ ਰਹੋ
theme-animals-name = ਜਾਨਵਰ
theme-animals-description = ਜਾਨਵਰਾਂ ਵਾਲੇ ਕਾਰਡ, ਇੱਕ ਲਾਈਨ ਵਿੱਚ ਚਾਰ ਗੋਟੀਆਂ। ਯੂਨੀਕੌਰਨ ਕਿਤੇ ਵੀ ਚੱਲਦਾ ਹੈ, ਡ੍ਰੈਗਨ ਗੋਟੀ ਹਟਾਉਂਦਾ ਹੈ।
theme-letters-name = ਅੱਖਰ
theme-letters-description = ਇੱਕ ਅੱਖਰ ਖੇਡੋ, ਅਤੇ ਉਸ ਅੱਖਰ ਨਾਲ ਸ਼ੁਰੂ ਹੋਣ ਵਾਲੀ ਤਸਵੀਰ ’ਤੇ ਗੋਟੀ ਰੱਖੋ। ਇੱਕ ਲਾਈਨ ਵਿੱਚ ਚਾਰ ਗੋਟੀਆਂ, ਤਾਂ ਜਿੱਤ!

# Team colours, in the form children use to name a team in a game ("ਨੀਲਾ ਜਿੱਤਿਆ"): masculine,
# as a colour named on its own is. The messages put $team where it needs no ending (no
# postposition after it, no feminine agreement), so ਨੀਲਾ, ਹਰਾ, ਪੀਲਾ, ਭੂਰਾ, ਕਾਲਾ read right.
color-red = ਲਾਲ
color-blue = ਨੀਲਾ
color-green = ਹਰਾ
color-yellow = ਪੀਲਾ
color-orange = ਸੰਤਰੀ
color-purple = ਜਾਮਣੀ
color-pink = ਗੁਲਾਬੀ
color-brown = ਭੂਰਾ
color-black = ਕਾਲਾ
color-white = ਚਿੱਟਾ
