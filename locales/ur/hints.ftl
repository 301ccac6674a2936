# مشورے: کمپیوٹر یہ چال کیوں بتاتا ہے، بچے کے الفاظ میں۔

hint-wins-game = اس چال سے جیت پکی!
hint-makes-sequence = اس سے تمہاری لائن پوری ہو جائے گی!
# $team is a colour alone, as children name a team: "اس سے نیلا … نہیں لگا پائے گا". A colour
# named as a team is masculine, so the verb is too. $chips is the count the move prevents.
hint-blocks = اس سے { $team } ایک لائن میں { $chips ->
    [one] { $chips } گوٹی
   *[other] { $chips } گوٹیاں
} نہیں لگا پائے گا
hint-takes-away = اس سے { $team } اپنی لائن کی ایک گوٹی کھو دے گا
hint-builds-line = اس سے ایک لائن میں تمہاری { $chips ->
    [one] { $chips } گوٹی ہو جائے گی
   *[other] { $chips } گوٹیاں ہو جائیں گی
}
hint-trades-dead-card = یہ کارڈ کوئی نہیں کھیل سکتا: اسے بدل لو
hint-starts-lines = لائن شروع کرنے کے لیے یہ اچھی جگہ ہے
