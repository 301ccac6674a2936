# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = ਖੇਡ ਦਾ ਬੋਰਡ
print-board-note = ਬਿੰਦੀਆਂ ਵਾਲੀਆਂ ਲਕੀਰਾਂ ’ਤੇ ਕੱਟੋ, ਹਰ ਪੰਨੇ ਨੂੰ ਨਾਲ ਵਾਲੇ ਪੰਨੇ ਦੀ ਸਲੇਟੀ ਪੱਟੀ ’ਤੇ ਇਸ ਤਰ੍ਹਾਂ ਰੱਖੋ ਕਿ ਖ਼ਾਨੇ ਇੱਕ ਸੇਧ ਵਿੱਚ ਆ ਜਾਣ, ਅਤੇ ਚਿਪਕਾ ਦਿਓ।
print-board-page = ਪੰਨਾ { $page } ({ $pages } ਵਿੱਚੋਂ): ਕਤਾਰ { $row }, ਕਾਲਮ { $column }
print-glue = ਪੰਨਾ { $page } ਇੱਥੇ ਚਿਪਕਾਓ
print-cards = ਕੱਟਣ ਲਈ ਕਾਰਡ
print-cards-note = ਲਕੀਰਾਂ ’ਤੇ ਕੱਟੋ। ਪੰਨਾ { $page } ({ $pages } ਵਿੱਚੋਂ)।
print-card-wild = ਕਿਸੇ ਵੀ ਖ਼ਾਲੀ ਥਾਂ ’ਤੇ ਚੱਲ ਜਾਂਦਾ ਹੈ
print-card-remove = ਇੱਕ ਗੋਟੀ ਹਟਾ ਦਿੰਦਾ ਹੈ
print-howto-note = ਪਹਿਲੀ ਖੇਡ ਤੋਂ ਪਹਿਲਾਂ ਰਲ ਕੇ ਪੜ੍ਹੋ।
print-making = ਛਾਪਣ ਲਈ ਪੰਨੇ ਤਿਆਰ ਹੋ ਰਹੇ ਹਨ…
print-written = ਛਾਪਣ ਵਾਲੇ ਪੰਨੇ ⁦{ $file }⁩ ਵਿੱਚ ਹਨ।
print-failed = ਛਾਪਣ ਵਾਲੇ ਪੰਨੇ ਤਿਆਰ ਨਹੀਂ ਹੋ ਸਕੇ: ⁨{ $error }⁩
print-no-folder = Lineup ਨੂੰ ਪੰਨੇ ਰੱਖਣ ਲਈ ਕੋਈ ਦਸਤਾਵੇਜ਼ ਫੋਲਡਰ ਨਹੀਂ ਮਿਲਿਆ।
