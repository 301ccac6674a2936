# ਖੇਡ ਤੋਂ ਪਹਿਲਾਂ ਦੀ ਸਕਰੀਨ: ਕੌਣ ਖੇਡੇਗਾ, ਅਤੇ ਖੇਡ ਦੀਆਂ ਚੋਣਾਂ।

setup-players = ਖਿਡਾਰੀ
setup-seat-name = ਖਿਡਾਰੀ { $number }
setup-person = ਇਨਸਾਨ
setup-computer-level = ਕੰਪਿਊਟਰ: { $level }
setup-level-random = ਬਿਨਾਂ ਸੋਚੇ
# Greedy for points: it takes whatever scores now.
setup-level-greedy = ਲਾਲਚੀ
setup-level-easy = ਸੌਖਾ
setup-level-medium = ਦਰਮਿਆਨਾ
# The computer that fits itself to the child.
setup-level-just-right = ਤੁਹਾਡੇ ਬਰਾਬਰ
setup-level-hard = ਔਖਾ
setup-colour = ਰੰਗ
setup-hands-open = ਕਾਰਡ ਖੁੱਲ੍ਹੇ
setup-hands-private = ਕਾਰਡ ਲੁਕੇ
setup-drawing = ਕਾਰਡ ਚੁੱਕਣਾ
setup-draw-automatic = ਆਪਣੇ-ਆਪ
setup-draw-manual = ਹੱਥ ਨਾਲ (ਭੁੱਲ ਗਏ ਤਾਂ ਕਾਰਡ ਗਿਆ)
setup-first = ਪਹਿਲੀ ਵਾਰੀ ਕਿਸ ਦੀ?
setup-first-cut = ਤਾਸ਼ ਕੱਟ ਕੇ
setup-first-random = ਕਿਸਮਤ ਨਾਲ
setup-first-chosen = ਖਿਡਾਰੀ 1
setup-words = ਤਸਵੀਰਾਂ ਹੇਠ ਸ਼ਬਦ
setup-words-shown = ਦਿਸਣਗੇ
setup-words-hidden = ਨਹੀਂ ਦਿਸਣਗੇ
setup-hints = ਸੁਝਾਅ
setup-hints-button = ਮੰਗਣ ’ਤੇ
setup-hints-always = ਹਮੇਸ਼ਾ
setup-think-time = ਔਖੇ ਕੰਪਿਊਟਰ ਦਾ ਸੋਚਣ ਦਾ ਸਮਾਂ
setup-half-second = ਅੱਧਾ ਸਕਿੰਟ
setup-seconds = { $seconds } ਸਕਿੰਟ
# The label before the three buttons "Aa", "a", "A" (for a script with capitals; Gurmukhi has
# none, so a Punjabi board does not need it).
setup-case = ਅੱਖਰ ਕਿਵੇਂ ਦਿਸਣ
setup-letters = ਖੇਡਣ ਵਾਲੇ ਅੱਖਰ
setup-letters-all = ਸਾਰੇ ਅੱਖਰ
# The letters a class meets first: the first rows of the ਪੈਂਤੀ.
setup-letters-first = ਸ਼ੁਰੂ ਦੇ ਅੱਖਰ
setup-letters-count = { $count } ਅੱਖਰ
setup-letters-too-few = ਬੋਰਡ ਬਣਾਉਣ ਲਈ ਘੱਟੋ-ਘੱਟ { $count } ਅੱਖਰ ਚੁਣੋ।
setup-start = ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ
setup-back = ਵਾਪਸ
setup-print = ਪ੍ਰਿੰਟ ਕਰੋ
setup-who-plays = ਕੌਣ-ਕੌਣ ਖੇਡੇਗਾ?
