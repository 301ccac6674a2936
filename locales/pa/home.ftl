# ਮੁੱਖ ਸਕਰੀਨ: ਖੇਡਾਂ ਦੀਆਂ ਟਾਈਲਾਂ।

home-pick-a-game = ਕੋਈ ਖੇਡ ਚੁਣੋ
home-resume = ਪਿਛਲੀ ਖੇਡ ਅੱਗੇ ਖੇਡੋ: { $game }
home-loading = ਪਿਛਲੀ ਖੇਡ ਲੱਭ ਰਹੇ ਹਾਂ…
home-ages = ਉਮਰ: { $ages }
home-sound-on = ਆਵਾਜ਼ਾਂ ਚਾਲੂ
home-sound-off = ਆਵਾਜ਼ਾਂ ਬੰਦ
home-voice-on = ਪੜ੍ਹ ਕੇ ਸੁਣਾਉਣਾ ਚਾਲੂ
home-voice-off = ਪੜ੍ਹ ਕੇ ਸੁਣਾਉਣਾ ਬੰਦ
home-volume = ਆਵਾਜ਼ ਦਾ ਪੱਧਰ
home-motion-on = ਐਨੀਮੇਸ਼ਨ ਚਾਲੂ
home-motion-off = ਐਨੀਮੇਸ਼ਨ ਬੰਦ
home-own-games = ਆਪਣੀਆਂ ਖੇਡਾਂ
# ਅਧਿਆਪਕ ਦੀ ਖੇਡ-ਫ਼ਾਈਲ ਜੋ ਖੇਡੀ ਨਹੀਂ ਜਾ ਸਕਦੀ; $why ਦੱਸਦਾ ਹੈ ਕਿ ਕੀ ਗ਼ਲਤ ਹੈ ਅਤੇ ਕਿਵੇਂ ਠੀਕ ਕਰਨਾ ਹੈ।
home-broken-game = ⁦{ $file }⁩ ਵਾਲੀ ਖੇਡ ਨਹੀਂ ਖੇਡੀ ਜਾ ਸਕਦੀ: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = ਫ਼ਾਈਲ ਵਿੱਚ ਸੰਭਾਲੋ
home-open-files = ਫ਼ਾਈਲ ਖੋਲ੍ਹੋ
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = ਤਸਵੀਰਾਂ ਦੇ ਫੋਲਡਰ ਤੋਂ ਬੋਰਡ ਬਣਾਓ
home-make-board-how = ਆਪਣੀਆਂ ਤਸਵੀਰਾਂ ਇੱਕ ਫੋਲਡਰ ਵਿੱਚ ਰੱਖੋ, ਅਤੇ ਹਰ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਉਸ ਦੀ ਤਸਵੀਰ ਦਾ ਸ਼ਬਦ ਰੱਖੋ: ਸਿਮਰਨ.jpg, ਚੰਨ.png। ਹਰ ਅੱਖਰ ਲਈ ਦੋ ਤਸਵੀਰਾਂ। ਬੋਰਡ ਦੀ ਭਾਸ਼ਾ: { $language }।
home-make-board-folder = ਤਸਵੀਰਾਂ ਦਾ ਫੋਲਡਰ
home-make-board-how-pick = ਆਪਣੀਆਂ ਤਸਵੀਰਾਂ ਚੁਣੋ, ਹਰ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਉਸ ਦੀ ਤਸਵੀਰ ਦਾ ਸ਼ਬਦ ਹੋਵੇ: ਸਿਮਰਨ.jpg, ਚੰਨ.png। ਹਰ ਅੱਖਰ ਲਈ ਦੋ ਤਸਵੀਰਾਂ। ਬੋਰਡ ਦੀ ਭਾਸ਼ਾ: { $language }।
home-make-board-choose = ਤਸਵੀਰਾਂ ਚੁਣੋ
home-make-board-go = ਬੋਰਡ ਬਣਾਓ
home-make-board-close = ਬੰਦ ਕਰੋ
home-making-board = ਬੋਰਡ ਬਣ ਰਿਹਾ ਹੈ…
home-board-made = ਬੋਰਡ ਬਣ ਗਿਆ, { $count } ਅੱਖਰਾਂ ਨਾਲ: { $letters }। ਇਸ ਬੋਰਡ ’ਤੇ “ਅੱਖਰ” ਖੇਡ { $language } ਵਿੱਚ ਖੇਡੀ ਜਾਂਦੀ ਹੈ।
home-board-one-picture = ਇਹ ਅੱਖਰ ਛੱਡ ਦਿੱਤੇ ਗਏ, ਕਿਉਂਕਿ ਇਹਨਾਂ ਦੀ ਇੱਕੋ ਤਸਵੀਰ ਹੈ (ਹਰ ਅੱਖਰ ਨੂੰ ਦੋ ਚਾਹੀਦੀਆਂ ਹਨ): { $letters }
home-board-spare = ਇਹ ਸ਼ਬਦ ਛੱਡ ਦਿੱਤੇ ਗਏ, ਕਿਉਂਕਿ ਇਹਨਾਂ ਦੇ ਅੱਖਰ ਦੀਆਂ ਦੋ ਤਸਵੀਰਾਂ ਪਹਿਲਾਂ ਹੀ ਹਨ: { $words }
home-board-no-letter = ਇਹ ਸ਼ਬਦ ਛੱਡ ਦਿੱਤੇ ਗਏ, ਕਿਉਂਕਿ ਇਹ ਬੋਰਡ ਦੇ ਕਿਸੇ ਵੀ ਅੱਖਰ ਨਾਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੁੰਦੇ: { $words }
home-board-heard-otherwise = ਇਹ ਸ਼ਬਦ ਜਾਂਚ ਲਓ: ਹੋ ਸਕਦਾ ਹੈ ਇਹ ਆਪਣੇ ਅੱਖਰ ਦੀ ਧੁਨੀ ਨਾਲ ਸ਼ੁਰੂ ਨਾ ਹੁੰਦੇ ਹੋਣ: { $words }
home-board-too-few = { $count ->
    [0] ਕਿਸੇ ਵੀ ਅੱਖਰ ਦੀਆਂ ਦੋ ਤਸਵੀਰਾਂ ਨਹੀਂ ਹਨ, ਅਤੇ ਬੋਰਡ ਲਈ ਘੱਟੋ-ਘੱਟ { $needed } ਅੱਖਰ ਚਾਹੀਦੇ ਹਨ। ਹੋਰ ਅੱਖਰਾਂ ਲਈ ਤਸਵੀਰਾਂ ਜੋੜੋ।
    [1] ਸਿਰਫ਼ { $count } ਅੱਖਰ ਦੀਆਂ ਦੋ ਤਸਵੀਰਾਂ ਹਨ, ਅਤੇ ਬੋਰਡ ਲਈ ਘੱਟੋ-ਘੱਟ { $needed } ਚਾਹੀਦੇ ਹਨ। ਹੋਰ ਅੱਖਰਾਂ ਲਈ ਤਸਵੀਰਾਂ ਜੋੜੋ।
   *[other] ਸਿਰਫ਼ { $count } ਅੱਖਰਾਂ ਦੀਆਂ ਦੋ-ਦੋ ਤਸਵੀਰਾਂ ਹਨ, ਅਤੇ ਬੋਰਡ ਲਈ ਘੱਟੋ-ਘੱਟ { $needed } ਚਾਹੀਦੇ ਹਨ। ਹੋਰ ਅੱਖਰਾਂ ਲਈ ਤਸਵੀਰਾਂ ਜੋੜੋ।
}
home-board-no-folder = ਫੋਲਡਰ ⁦{ $folder }⁩ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।
home-board-no-pictures = ਫੋਲਡਰ ⁦{ $folder }⁩ ਵਿੱਚ ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਹੈ (.png, .jpg ਜਾਂ .svg ਵਾਲੀਆਂ ਫ਼ਾਈਲਾਂ)।
home-board-not-kept = ਬੋਰਡ ⁦{ $file }⁩ ਵਿੱਚ ਸੰਭਾਲਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: ⁨{ $why }⁩
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = ਸਾਰੇ { $count } ਵਿਖਾਓ
home-notices-fewer = ਘੱਟ ਵਿਖਾਓ

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = ਸਾਡੀਆਂ ਫ਼ਾਈਲਾਂ
ours-how = ਇੱਥੇ ਉਹ ਸਭ ਕੁਝ ਹੈ ਜੋ Lineup ਤੁਹਾਡੀ ਜਮਾਤ ਲਈ ਰੱਖਦਾ ਹੈ। ਜੋ ਹੁਣ ਨਹੀਂ ਚਾਹੀਦਾ, ਉਸ ਨੂੰ ਹਟਾ ਦਿਓ: ਕੋਈ ਖੇਡ ਜਾਂ ਬੋਰਡ, ਤੁਹਾਡੀ ਜਮਾਤ ਦੀ ਆਵਾਜ਼ ਦੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ, ਅੱਗੇ ਖੇਡਣ ਲਈ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ, ਜਾਂ ਹਰ ਖਿਡਾਰੀ ਲਈ ਲਿਖੇ ਨਾਂਵਾਂ ਵਾਲੀਆਂ ਸੈਟਿੰਗਾਂ।
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = ਇਹ ਬ੍ਰਾਊਜ਼ਰ Lineup ਲਈ { $allowed } ਵਿੱਚੋਂ { $used } ਰੱਖ ਰਿਹਾ ਹੈ।
ours-listing = ਵੇਖ ਰਹੇ ਹਾਂ ਕਿ Lineup ਕੀ-ਕੀ ਰੱਖਦਾ ਹੈ…
ours-nothing = Lineup ਨੇ ਅਜੇ ਤੱਕ ਇੱਥੇ ਤੁਹਾਡੀ ਜਮਾਤ ਲਈ ਕੁਝ ਨਹੀਂ ਰੱਖਿਆ।
ours-removed = ਹਟਾ ਦਿੱਤਾ ਗਿਆ: ⁨{ $name }⁩
ours-not-removed = ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: ⁨{ $why }⁩
ours-game = ਤੁਹਾਡੀ ਖੇਡ: ⁨{ $name }⁩
ours-board = ਤੁਹਾਡਾ ਅੱਖਰਾਂ ਦਾ ਬੋਰਡ: { $language }
ours-unplayable = ਖੇਡਾਂ ਜਾਂ ਬੋਰਡ ਜੋ ਖੇਡੇ ਨਹੀਂ ਜਾ ਸਕਦੇ: { $count }
ours-recordings = { $count ->
    [1] { $language } ਵਿੱਚ ਤੁਹਾਡੀ ਜਮਾਤ ਦੀ ਆਵਾਜ਼ ਦੀ ਇੱਕ ਰਿਕਾਰਡਿੰਗ
   *[other] { $language } ਵਿੱਚ ਤੁਹਾਡੀ ਜਮਾਤ ਦੀ ਆਵਾਜ਼ ਦੀਆਂ { $count } ਰਿਕਾਰਡਿੰਗਾਂ
}
ours-saved-game = ਅੱਗੇ ਖੇਡਣ ਲਈ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ
ours-settings = ਸੈਟਿੰਗਾਂ, ਹਰ ਖਿਡਾਰੀ ਲਈ ਲਿਖੇ ਨਾਂਵਾਂ ਸਮੇਤ
ours-other = Lineup ਦੀ ਵੱਖਰੀ ਰੱਖੀ ਹੋਈ ਫ਼ਾਈਲ
ours-remove = ਹਟਾਓ
ours-sure = ਕੀ ⁨{ $name }⁩ ਨੂੰ ਹਮੇਸ਼ਾ ਲਈ ਹਟਾਉਣਾ ਹੈ?
ours-remove-yes = ਹਾਂ, ਹਟਾਓ
ours-keep = ਰਹਿਣ ਦਿਓ
ours-close = ਬੰਦ ਕਰੋ
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
