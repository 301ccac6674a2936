# كلمات لطيفة لحركة لا تسمح بها القواعد.

error-not-your-turn = انتظر دورك
error-card-not-in-hand = هذه البطاقة ليست معك
error-card-does-not-fit = هذه البطاقة لا توضع هنا
error-cell-occupied = في هذه الخانة قطعة بالفعل
error-cell-is-free = الزوايا للجميع
error-cell-empty = لا توجد هنا قطعة لتزيلها
error-not-an-opponent-chip = يمكنك أن تزيل قطعة فريق آخر فقط
error-chip-in-sequence = هذه القطعة في خط مكتمل: تبقى مكانها
error-not-a-dead-card = ما زلت تستطيع أن تلعب هذه البطاقة
error-one-dead-card-per-turn = يمكنك أن تبدّل بطاقة واحدة فقط في كل دور
error-game-over = انتهت اللعبة
error-no-draw-owed = ليس عليك أن تسحب بطاقة الآن
error-no-such-cell = هذا ليس على اللوحة
error-discard-pending = أولًا، على كل لاعب في الفريق أن يضع بطاقة جانبًا
error-no-discard-owed = ليس عليك أن تضع بطاقة جانبًا
error-nothing-to-discard = ليس مع هذا الفريق أي بطاقة
error-no-such-team = هذا الفريق غير موجود
