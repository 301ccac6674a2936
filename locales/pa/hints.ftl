# ਸੁਝਾਅ: ਕੰਪਿਊਟਰ ਇਹ ਚਾਲ ਕਿਉਂ ਸੁਝਾਉਂਦਾ ਹੈ, ਬੱਚੇ ਦੇ ਸ਼ਬਦਾਂ ਵਿੱਚ।

hint-wins-game = ਇਸ ਚਾਲ ਨਾਲ ਜਿੱਤ ਪੱਕੀ!
hint-makes-sequence = ਇਸ ਨਾਲ ਤੁਹਾਡੀ ਲਾਈਨ ਪੂਰੀ ਹੋ ਜਾਵੇਗੀ!
# $team is a colour alone, as children name a team: "ਇਸ ਨਾਲ ਨੀਲਾ … ਨਹੀਂ ਲਾ ਸਕੇਗਾ". A colour
# named as a team is masculine, so the verb is too. $chips is the count the move prevents.
hint-blocks = ਇਸ ਨਾਲ { $team } ਇੱਕ ਲਾਈਨ ਵਿੱਚ { $chips ->
    [1] { $chips } ਗੋਟੀ
   *[other] { $chips } ਗੋਟੀਆਂ
} ਨਹੀਂ ਲਾ ਸਕੇਗਾ
hint-takes-away = ਇਸ ਨਾਲ { $team } ਆਪਣੀ ਲਾਈਨ ਦੀ ਇੱਕ ਗੋਟੀ ਗੁਆ ਦੇਵੇਗਾ
hint-builds-line = ਇਸ ਨਾਲ ਇੱਕ ਲਾਈਨ ਵਿੱਚ { $chips ->
    [1] ਤੁਹਾਡੀ { $chips } ਗੋਟੀ ਹੋ ਜਾਵੇਗੀ
   *[other] ਤੁਹਾਡੀਆਂ { $chips } ਗੋਟੀਆਂ ਹੋ ਜਾਣਗੀਆਂ
}
hint-trades-dead-card = ਇਹ ਕਾਰਡ ਕੋਈ ਨਹੀਂ ਖੇਡ ਸਕਦਾ: ਇਸ ਨੂੰ ਬਦਲ ਲਓ
hint-starts-lines = ਲਾਈਨ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਇਹ ਚੰਗੀ ਥਾਂ ਹੈ
