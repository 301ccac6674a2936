# جب قاعدے کسی چال کی اجازت نہیں دیتے، تب کے پیار بھرے الفاظ۔

error-not-your-turn = اپنی باری کا انتظار کرو
error-card-not-in-hand = یہ کارڈ تمہارے پاس نہیں ہے
error-card-does-not-fit = یہ کارڈ یہاں نہیں چلتا
error-cell-occupied = یہاں پہلے سے ایک گوٹی ہے
error-cell-is-free = کونے سب کے لیے ہیں
error-cell-empty = یہاں ہٹانے کے لیے کوئی گوٹی نہیں ہے
error-not-an-opponent-chip = صرف دوسری ٹیم کی گوٹی ہٹائی جا سکتی ہے
error-chip-in-sequence = یہ گوٹی پوری ہو چکی لائن میں ہے: یہ یہیں رہے گی
error-not-a-dead-card = یہ کارڈ ابھی کھیلا جا سکتا ہے
error-one-dead-card-per-turn = ایک باری میں صرف ایک کارڈ بدلا جا سکتا ہے
error-game-over = کھیل ختم ہو گیا ہے
error-no-draw-owed = ابھی کارڈ اٹھانے کی ضرورت نہیں ہے
error-no-such-cell = یہ بورڈ پر نہیں ہے
error-discard-pending = پہلے ٹیم کے ہر کھلاڑی کو ایک کارڈ الگ رکھنا ہے
error-no-discard-owed = تمہیں کوئی کارڈ الگ نہیں رکھنا
error-nothing-to-discard = اس ٹیم کے پاس کوئی کارڈ نہیں ہے
error-no-such-team = ایسی کوئی ٹیم نہیں ہے
