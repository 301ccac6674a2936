# ਜਦੋਂ ਨਿਯਮ ਕਿਸੇ ਚਾਲ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਦਿੰਦੇ, ਤਦ ਦੇ ਪਿਆਰ ਭਰੇ ਸ਼ਬਦ।

error-not-your-turn = ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਕਰੋ
error-card-not-in-hand = ਇਹ ਕਾਰਡ ਤੁਹਾਡੇ ਕੋਲ ਨਹੀਂ ਹੈ
error-card-does-not-fit = ਇਹ ਕਾਰਡ ਇੱਥੇ ਨਹੀਂ ਚੱਲਦਾ
error-cell-occupied = ਇੱਥੇ ਪਹਿਲਾਂ ਹੀ ਇੱਕ ਗੋਟੀ ਹੈ
error-cell-is-free = ਕੋਨੇ ਸਾਰਿਆਂ ਲਈ ਹਨ
error-cell-empty = ਇੱਥੇ ਹਟਾਉਣ ਲਈ ਕੋਈ ਗੋਟੀ ਨਹੀਂ ਹੈ
error-not-an-opponent-chip = ਸਿਰਫ਼ ਦੂਜੀ ਟੀਮ ਦੀ ਗੋਟੀ ਹਟਾਈ ਜਾ ਸਕਦੀ ਹੈ
error-chip-in-sequence = ਇਹ ਗੋਟੀ ਪੂਰੀ ਹੋ ਚੁੱਕੀ ਲਾਈਨ ਵਿੱਚ ਹੈ: ਇਹ ਇੱਥੇ ਹੀ ਰਹੇਗੀ
error-not-a-dead-card = ਇਹ ਕਾਰਡ ਅਜੇ ਖੇਡਿਆ ਜਾ ਸਕਦਾ ਹੈ
error-one-dead-card-per-turn = ਇੱਕ ਵਾਰੀ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਕਾਰਡ ਬਦਲਿਆ ਜਾ ਸਕਦਾ ਹੈ
error-game-over = ਖੇਡ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ
error-no-draw-owed = ਹੁਣ ਕਾਰਡ ਚੁੱਕਣ ਦੀ ਲੋੜ ਨਹੀਂ ਹੈ
error-no-such-cell = ਇਹ ਬੋਰਡ ’ਤੇ ਨਹੀਂ ਹੈ
error-discard-pending = ਪਹਿਲਾਂ ਟੀਮ ਦੇ ਹਰ ਖਿਡਾਰੀ ਨੇ ਇੱਕ ਕਾਰਡ ਵੱਖਰਾ ਰੱਖਣਾ ਹੈ
error-no-discard-owed = ਤੁਹਾਨੂੰ ਕੋਈ ਕਾਰਡ ਵੱਖਰਾ ਨਹੀਂ ਰੱਖਣਾ
error-nothing-to-discard = ਉਸ ਟੀਮ ਕੋਲ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਹੈ
error-no-such-team = ਅਜਿਹੀ ਕੋਈ ਟੀਮ ਨਹੀਂ ਹੈ
