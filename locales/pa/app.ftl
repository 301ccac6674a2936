# ਵਿੰਡੋ, ਭਾਸ਼ਾ ਦੀ ਚੋਣ, ਅਤੇ ਫ਼ਾਈਲਾਂ ਤੇ ਆਵਾਜ਼ ਬਾਰੇ ਸੁਨੇਹੇ।
# Everything says ਤੁਸੀਂ, with the imperative in -ਓ (ਚੁਣੋ, ਰੱਖੋ), as Punjabi school books speak
# to a child and as a teacher is spoken to. Punjabi verbs show gender (ਜਿੱਤਿਆ/ਜਿੱਤੀ): messages
# about a player use ਨੇ with the past (the verb agrees with the card, ਕਾਰਡ) or words that do not
# change. A file path, a command and the system's own words ($why, $error) are isolated
# (U+2066/U+2068 … U+2069), so they keep 0-9 even if Punjabi is given Gurmukhi digits.
# Plurals: Punjabi's CLDR "one" is 0 and 1, so a singular form is chosen with [1], not [one].

# ਇਸ ਭਾਸ਼ਾ ਦਾ ਆਪਣਾ ਨਾਂ, ਆਪਣੀ ਲਿਪੀ ਵਿੱਚ, ਜਿਵੇਂ ਭਾਸ਼ਾ ਚੁਣਨ ਵਾਲੀ ਸੂਚੀ ਵਿੱਚ ਦਿਸਦਾ ਹੈ।
language-name = ਪੰਜਾਬੀ
app-title = Lineup
app-language = ਭਾਸ਼ਾ
app-settings-not-saved = ਸੈਟਿੰਗਾਂ ਸੰਭਾਲੀਆਂ ਨਹੀਂ ਜਾ ਸਕੀਆਂ: ⁨{ $error }⁩
app-game-not-saved = ਖੇਡ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ: ⁨{ $error }⁩
app-file-set-aside = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ (⁨{ $why }⁩)। ਇਸ ਨੂੰ ⁦{ $aside }⁩ ਨਾਂ ਹੇਠ ਰੱਖ ਦਿੱਤਾ ਗਿਆ ਹੈ, ਅਤੇ Lineup ਨਵੇਂ ਸਿਰਿਓਂ ਸ਼ੁਰੂ ਹੋਇਆ।
app-file-left = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ (⁨{ $why }⁩)। ਇਹ ਜਿੱਥੇ ਸੀ ਉੱਥੇ ਹੀ ਛੱਡ ਦਿੱਤੀ ਗਈ ਹੈ, ਅਤੇ Lineup ਨਵੇਂ ਸਿਰਿਓਂ ਸ਼ੁਰੂ ਹੋਇਆ।
app-saved-game-gone = ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਫਿਰ ਤੋਂ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕੀ: ⁨{ $why }⁩
app-no-sound = ਆਵਾਜ਼ ਲਈ ਕੋਈ ਡਿਵਾਈਸ ਨਹੀਂ ਮਿਲਿਆ, ਇਸ ਲਈ Lineup ਬਿਨਾਂ ਆਵਾਜ਼ ਦੇ ਚੱਲ ਰਿਹਾ ਹੈ।
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = ਜੇ Lineup ਕੁਝ ਸਮਾਂ ਨਾ ਖੋਲ੍ਹਿਆ ਗਿਆ, ਤਾਂ ਇਹ ਬ੍ਰਾਊਜ਼ਰ ਜਮਾਤ ਦੀ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਮਿਟਾ ਸਕਦਾ ਹੈ। ਇਸ ਨੂੰ ਬਚਾ ਕੇ ਰੱਖਣ ਲਈ Lineup ਨੂੰ ਹੋਮ ਸਕਰੀਨ ’ਤੇ ਜੋੜੋ (ਜਾਂ ਇੰਸਟਾਲ ਕਰੋ), ਜਾਂ “{ home-save-files }” ਵਰਤੋ।
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਇਸ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਰੱਖੀ ਨਹੀਂ ਜਾ ਸਕੀ: ⁨{ $why }⁩
app-theme-not-loaded = ਖੇਡ “⁨{ $theme }⁩” ਲੋਡ ਨਹੀਂ ਹੈ। Lineup ਨੂੰ ⁦--themes⁩ ਅਤੇ ਉਸ ਫੋਲਡਰ ਨਾਲ ਸ਼ੁਰੂ ਕਰੋ ਜਿਸ ਵਿੱਚ ਇਸ ਦੀ ਫ਼ਾਈਲ ਹੈ।
app-save-theme-missing = “⁨{ $theme }⁩” ਦੀ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਇੱਥੇ ਅੱਗੇ ਨਹੀਂ ਚੱਲ ਸਕਦੀ: ਇਹ ਖੇਡ ਲੋਡ ਨਹੀਂ ਹੈ। ਇਸ ਨੂੰ ⁦{ $file }⁩ ਵਜੋਂ ਰੱਖਿਆ ਗਿਆ ਹੈ। ਇਸ ਨੂੰ ਅੱਗੇ ਖੇਡਣ ਲਈ Lineup ਨੂੰ ⁦--themes⁩ ਅਤੇ ਉਸ ਫੋਲਡਰ ਨਾਲ ਸ਼ੁਰੂ ਕਰੋ ਜਿਸ ਵਿੱਚ ਖੇਡ ਦੀ ਫ਼ਾਈਲ ਹੈ: ⁦lineup --themes ਫੋਲਡਰ resume { $file }⁩
app-save-move-refused = ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਦੀ ਚਾਲ { $number } ਫਿਰ ਤੋਂ ਨਹੀਂ ਚੱਲੀ ਜਾ ਸਕੀ: ⁨{ $why }⁩
# $language is the language's own name ("English", "ਪੰਜਾਬੀ").
app-new-board-question = { $language } ਦੇ ਅੱਖਰਾਂ ਅਤੇ ਤਸਵੀਰਾਂ ਨਾਲ ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰੀਏ?
app-new-board-yes = ਨਵੀਂ ਖੇਡ
app-new-board-no = ਇਹੀ ਖੇਡ ਖੇਡਦੇ ਰਹੋ
app-file-not-lineups = ਫ਼ਾਈਲ ⁦{ $file }⁩ Lineup ਦੀ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਜਾਂ ਸੈਟਿੰਗਾਂ ਨਹੀਂ ਹੈ: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = ਤਸਵੀਰ ⁦{ $file }⁩ ਵਿਖਾਈ ਨਹੀਂ ਜਾ ਸਕਦੀ: ⁨{ $why }⁩। ਇਸ ਦੀ ਥਾਂ ਇਸ ਦਾ ਸ਼ਬਦ ਵਿਖਾਇਆ ਜਾ ਰਿਹਾ ਹੈ।
picture-no-name = ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਖ਼ਾਲੀ ਹੈ: ਨਾਂ ਲਿਖੋ, ਜਿਵੇਂ image = "ਚੰਨ.png"
picture-outside-folder = ਤਸਵੀਰ ਖੇਡ ਦੀ ਫ਼ਾਈਲ ਵਾਲੇ ਫੋਲਡਰ ਤੋਂ ਬਾਹਰ ਹੈ: ਇਸ ਨੂੰ ਉਸੇ ਫੋਲਡਰ ਵਿੱਚ, ਜਾਂ ਉਸ ਦੇ ਅੰਦਰਲੇ ਕਿਸੇ ਫੋਲਡਰ ਵਿੱਚ ਰੱਖੋ
picture-missing = ਇਸ ਨਾਂ ਦੀ ਕੋਈ ਤਸਵੀਰ-ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ: ਇਸ ਦਾ ਨਾਂ ਅਤੇ ਅਖ਼ੀਰਲਾ ਹਿੱਸਾ (.png, .jpg ਜਾਂ .svg) ਜਾਂਚੋ
picture-not-a-file = ਇਹ ਇੱਕ ਫੋਲਡਰ ਹੈ, ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ ਨਹੀਂ: ਕਿਸੇ ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਦਿਓ
picture-too-many-bytes = ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ { $megabytes } MB ਦੀ ਹੈ, ਯਾਨੀ 20 MB ਤੋਂ ਵੱਧ: ਤਸਵੀਰ ਨੂੰ ਛੋਟਾ ਕਰਕੇ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ
picture-too-many-pixels = ਤਸਵੀਰ { $width } × { $height } ਪਿਕਸਲ ਦੀ ਹੈ, ਯਾਨੀ ਕਿਸੇ ਇੱਕ ਪਾਸੇ 8000 ਤੋਂ ਵੱਧ: ਤਸਵੀਰ ਨੂੰ ਛੋਟਾ ਕਰਕੇ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ
picture-not-a-picture = ਇਹ PNG, JPEG ਜਾਂ SVG ਤਸਵੀਰ ਨਹੀਂ ਹੈ: ਇਸ ਨੂੰ PNG ਜਾਂ JPEG ਵਜੋਂ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ
picture-cut-short = ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ ਅਧੂਰੀ ਹੈ: ਇਸ ਨੂੰ ਫਿਰ ਤੋਂ ਕਾਪੀ ਕਰੋ, ਜਾਂ ਤਸਵੀਰ ਨੂੰ PNG ਜਾਂ JPEG ਵਜੋਂ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ
picture-unreadable = ਤਸਵੀਰ ਦੀ ਫ਼ਾਈਲ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ: ⁨{ $why }⁩
picture-drawing-reaches-out = ਇਹ ਚਿੱਤਰ ਆਪਣੇ ਫੋਲਡਰ ਤੋਂ ਬਾਹਰ ਦੀ ਇੱਕ ਹੋਰ ਫ਼ਾਈਲ, ⁦{ $file }⁩, ਵਿਖਾਉਂਦਾ ਹੈ: ਚਿੱਤਰ ਨੂੰ PNG ਵਜੋਂ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ, ਜਾਂ ਜੋ ਇਹ ਵਿਖਾਉਂਦਾ ਹੈ ਉਸ ਨੂੰ ਇਸੇ ਦੇ ਫੋਲਡਰ ਵਿੱਚ ਰੱਖੋ
picture-too-complex = ਇਹ ਚਿੱਤਰ ਵਿਖਾਉਣ ਲਈ ਬਹੁਤ ਗੁੰਝਲਦਾਰ ਹੈ: ਇਸ ਨੂੰ PNG ਵਜੋਂ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ, ਜਾਂ ਇਸ ਨੂੰ ਹੋਰ ਸੌਖਾ ਬਣਾਓ
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count ->
    [1] { $count } ਤਸਵੀਰ ਵਿਖਾਈ ਨਹੀਂ ਜਾ ਸਕਦੀ
   *[other] { $count } ਤਸਵੀਰਾਂ ਵਿਖਾਈਆਂ ਨਹੀਂ ਜਾ ਸਕਦੀਆਂ
}: ⁨{ $files }⁩। ⁨{ $why }⁩। ਉਨ੍ਹਾਂ ਦੀ ਥਾਂ ਉਨ੍ਹਾਂ ਦੇ ਸ਼ਬਦ ਵਿਖਾਏ ਜਾ ਰਹੇ ਹਨ।
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = ਫ਼ਾਈਲ ⁦{ $file }⁩ { $size } ਦੀ ਹੈ, ਯਾਨੀ Lineup ਜਿੰਨੀ ਵੱਡੀ ਫ਼ਾਈਲ ਪੜ੍ਹ ਸਕਦਾ ਹੈ ਉਸ ਤੋਂ ਵੀ ਵੱਡੀ, ਇਸ ਲਈ ਇਸ ਨੂੰ ਖੋਲ੍ਹਿਆ ਨਹੀਂ ਗਿਆ।

# A file's size.
size-bytes = { $count } ਬਾਈਟ
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = ⁦{ $file }⁩ ਤੋਂ ਜੋੜੇ ਗਏ: { $games ->
    [0] ਕੋਈ ਖੇਡ ਜਾਂ ਬੋਰਡ ਨਹੀਂ
    [1] ਇੱਕ ਖੇਡ ਜਾਂ ਬੋਰਡ
   *[other] { $games } ਖੇਡਾਂ ਜਾਂ ਬੋਰਡ
} ਅਤੇ { $recordings ->
    [0] ਕੋਈ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ
    [1] ਇੱਕ ਰਿਕਾਰਡਿੰਗ
   *[other] { $recordings } ਰਿਕਾਰਡਿੰਗਾਂ
}।
bring-already = { $count ->
    [1] ਇੱਕ ਫ਼ਾਈਲ ਤੁਹਾਡੇ ਕੋਲ ਪਹਿਲਾਂ ਤੋਂ ਹੀ ਹੂ-ਬ-ਹੂ ਮੌਜੂਦ ਸੀ।
   *[other] { $count } ਫ਼ਾਈਲਾਂ ਤੁਹਾਡੇ ਕੋਲ ਪਹਿਲਾਂ ਤੋਂ ਹੀ ਹੂ-ਬ-ਹੂ ਮੌਜੂਦ ਸਨ।
}
# $names: "themes/our class → our class (2)".
bring-beside = ਇਹਨਾਂ ਨੂੰ ਤੁਹਾਡੀਆਂ ਫ਼ਾਈਲਾਂ ਦੇ ਨਾਲ ਨਵੇਂ ਨਾਂ ਹੇਠ ਰੱਖਿਆ ਗਿਆ, ਤਾਂ ਜੋ ਤੁਹਾਡਾ ਕੁਝ ਵੀ ਨਾ ਬਦਲੇ: ⁦{ $names }⁩।
bring-refused = { $count ->
    [1] ਇੱਕ ਫ਼ਾਈਲ ਨਹੀਂ ਜੋੜੀ ਗਈ
   *[other] { $count } ਫ਼ਾਈਲਾਂ ਨਹੀਂ ਜੋੜੀਆਂ ਗਈਆਂ
}: ⁨{ $files }⁩।
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = ਅਤੇ { $count } ਹੋਰ
bring-dropped = { $count ->
    [1] ਜਿਹੜੀਆਂ ਖੇਡਾਂ ਖੇਡੀਆਂ ਨਹੀਂ ਜਾ ਸਕਦੀਆਂ, ਉਨ੍ਹਾਂ ਦੀ ਇੱਕ ਤਸਵੀਰ ਛੱਡ ਦਿੱਤੀ ਗਈ।
   *[other] ਜਿਹੜੀਆਂ ਖੇਡਾਂ ਖੇਡੀਆਂ ਨਹੀਂ ਜਾ ਸਕਦੀਆਂ, ਉਨ੍ਹਾਂ ਦੀਆਂ { $count } ਤਸਵੀਰਾਂ ਛੱਡ ਦਿੱਤੀਆਂ ਗਈਆਂ।
}
bring-why-leads-out = ਇਸ ਦਾ ਨਾਂ Lineup ਦੇ ਫੋਲਡਰਾਂ ਤੋਂ ਬਾਹਰ ਲੈ ਜਾਂਦਾ ਹੈ
bring-why-too-large = ਇਹ { $size } ਦੀ ਹੈ, ਯਾਨੀ Lineup ਜਿੰਨੀ ਵੱਡੀ ਫ਼ਾਈਲ ਰੱਖਦਾ ਹੈ ਉਸ ਤੋਂ ਵੀ ਵੱਡੀ
bring-why-cannot-be-played = ਇਸ ਨੂੰ ਖੇਡਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ: ⁨{ $why }⁩
bring-why-class-has-own = ਤੁਹਾਡੇ ਕੋਲ ਆਪਣੀ ਫ਼ਾਈਲ ਪਹਿਲਾਂ ਤੋਂ ਹੈ, ਜੋ ਰੱਖ ਲਈ ਗਈ; ਇਹ ਜੋੜਨ ਲਈ “ਸਾਡੀਆਂ ਫ਼ਾਈਲਾਂ” ਵਿੱਚ ਆਪਣੀ ਵਾਲੀ ਹਟਾਓ
bring-why-not-lineups = ਇਹ ਅਜਿਹੀ ਫ਼ਾਈਲ ਨਹੀਂ ਜੋ Lineup ਪੜ੍ਹਦਾ ਹੈ
bring-why-not-kept = ਇਸ ਨੂੰ ਰੱਖਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਵਿੱਚ Lineup ਦੀਆਂ ਸੰਭਾਲੀਆਂ ਜਮਾਤ ਦੀਆਂ ਚੀਜ਼ਾਂ ਨਹੀਂ ਹਨ, ਇਸ ਲਈ ਇਸ ਵਿੱਚੋਂ ਕੁਝ ਨਹੀਂ ਜੋੜਿਆ ਗਿਆ। ਇਸ ਨੂੰ Lineup ਵਿੱਚ “{ home-save-files }” ਨਾਲ ਫਿਰ ਤੋਂ ਸੰਭਾਲੋ।
bring-too-many-files = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਵਿੱਚ { $count } ਤੋਂ ਵੱਧ ਫ਼ਾਈਲਾਂ ਹਨ, ਯਾਨੀ Lineup ਜਿੰਨੀਆਂ ਫ਼ਾਈਲਾਂ ਕਦੇ ਸੰਭਾਲਦਾ ਹੈ ਉਸ ਤੋਂ ਵੀ ਵੱਧ, ਇਸ ਲਈ ਇਸ ਵਿੱਚੋਂ ਕੁਝ ਨਹੀਂ ਜੋੜਿਆ ਗਿਆ।
bring-too-large = ਫ਼ਾਈਲ ⁦{ $file }⁩ ਵਿੱਚ { $size } ਤੋਂ ਵੱਧ ਹੈ, ਯਾਨੀ Lineup ਜਿੰਨਾ ਕਦੇ ਸੰਭਾਲਦਾ ਹੈ ਉਸ ਤੋਂ ਵੀ ਵੱਧ, ਇਸ ਲਈ ਇਸ ਵਿੱਚੋਂ ਕੁਝ ਨਹੀਂ ਜੋੜਿਆ ਗਿਆ।
# Why a recording of the class's voice was not kept.
recording-not-sound = ਇਹ Lineup ਦੀ ਰਿਕਾਰਡ ਕੀਤੀ ਆਵਾਜ਼ ਦੀ ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ
recording-cut-short = ਰਿਕਾਰਡਿੰਗ ਅਧੂਰੀ ਹੈ
recording-too-long = ਰਿਕਾਰਡਿੰਗ ਇੱਕ ਮਿੰਟ ਤੋਂ ਲੰਬੀ ਹੈ
recording-silent = ਰਿਕਾਰਡਿੰਗ ਵਿੱਚ ਕੁਝ ਵੀ ਸੁਣਾਈ ਨਹੀਂ ਦਿੰਦਾ
