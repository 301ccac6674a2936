# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = ਆਪਣੀ ਆਵਾਜ਼ ਰਿਕਾਰਡ ਕਰੋ
rec-how = “ਰਿਕਾਰਡ ਕਰੋ” ਦਬਾਓ, ਬੋਲੋ, ਫਿਰ “ਰੋਕੋ” ਦਬਾਓ: Lineup ਉਸ ਨੂੰ ਤੁਰੰਤ ਸੁਣਾ ਦੇਵੇਗਾ। ਜਦੋਂ ਤੱਕ ਪਸੰਦ ਨਾ ਆਵੇ, ਦੁਬਾਰਾ ਰਿਕਾਰਡ ਕਰੋ। ਜੋ ਤੁਸੀਂ ਰਿਕਾਰਡ ਨਹੀਂ ਕਰੋਗੇ, ਉਹ ਕੰਪਿਊਟਰ ਦੀ ਆਵਾਜ਼ ਵਿੱਚ ਹੀ ਰਹੇਗਾ।
rec-progress = { $count } ਵਿੱਚੋਂ { $at }
rec-name = ਅੱਖਰ ਦਾ ਨਾਂ
rec-sound = ਅੱਖਰ ਦੀ ਧੁਨੀ
rec-word = ਸ਼ਬਦ
rec-record = ਰਿਕਾਰਡ ਕਰੋ
rec-stop = ਰੋਕੋ
rec-hear = ਸੁਣੋ
rec-computer = ਕੰਪਿਊਟਰ ਦੀ ਆਵਾਜ਼ ਵਰਤੋ
rec-back = ਵਾਪਸ
rec-next = ਅੱਗੇ
rec-close = ਬੰਦ ਕਰੋ
rec-ours = ਤੁਹਾਡੀ ਰਿਕਾਰਡ ਕੀਤੀ ਹੋਈ।
rec-count = ਤੁਹਾਡੀਆਂ ਰਿਕਾਰਡ ਕੀਤੀਆਂ: { $count } ਵਿੱਚੋਂ { $ours }
rec-kept = ਰੱਖ ਲਈ ਗਈ। ਜਮਾਤ ਇਹੀ ਸੁਣੇਗੀ।
rec-nothing = ਕੋਈ ਸ਼ਬਦ ਸੁਣਾਈ ਨਹੀਂ ਦਿੱਤਾ। ਵੇਖ ਲਓ ਕਿ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਚਾਲੂ ਹੈ, ਅਤੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
rec-too-quiet = ਆਵਾਜ਼ ਬਹੁਤ ਹੌਲੀ ਸੀ। ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦੇ ਨੇੜੇ ਆਓ ਅਤੇ ਉੱਚੀ ਬੋਲੋ।
rec-clipped = ਆਵਾਜ਼ ਬਹੁਤ ਉੱਚੀ ਸੀ, ਅਤੇ ਉਸ ਵਿੱਚ ਖੜਖੜਾਹਟ ਹੈ। ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਤੋਂ ਥੋੜ੍ਹਾ ਪਿੱਛੇ ਹਟੋ।
rec-no-mic = ਕੋਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਹੀਂ ਹੈ। ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਲਾਓ, ਅਤੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
rec-refused = Lineup ਨੂੰ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਵਰਤਣ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ। ਬ੍ਰਾਊਜ਼ਰ ਜਾਂ ਕੰਪਿਊਟਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਜਾਜ਼ਤ ਦਿਓ, ਅਤੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
rec-failed = ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨੇ ਕੰਮ ਨਹੀਂ ਕੀਤਾ: ⁨{ $why }⁩
rec-not-kept = ਰਿਕਾਰਡਿੰਗ ਰੱਖੀ ਨਹੀਂ ਜਾ ਸਕੀ: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = ਆਪਣੀ ਆਵਾਜ਼ ਰਿਕਾਰਡ ਕਰੋ
