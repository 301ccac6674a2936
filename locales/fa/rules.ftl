# کلمه‌های مهربان برای حرکتی که قانون‌های بازی اجازه نمی‌دهند.

error-not-your-turn = صبر کن تا نوبتت بشود
error-card-not-in-hand = این کارت بین کارت‌هایت نیست
error-card-does-not-fit = این کارت آن‌جا نمی‌رود
error-cell-occupied = آن‌جا از قبل یک مهره هست
error-cell-is-free = گوشه‌ها مال همه است
error-cell-empty = آن‌جا مهره‌ای نیست که برداری
error-not-an-opponent-chip = فقط می‌توانی مهرهٔ یک گروه دیگر را برداری
error-chip-in-sequence = این مهره در یک ردیف کامل است: سر جایش می‌ماند
error-not-a-dead-card = این کارت را هنوز می‌شود بازی کرد
error-one-dead-card-per-turn = در هر نوبت فقط یک کارت را می‌شود عوض کرد
error-game-over = بازی تمام شده است
error-no-draw-owed = الان لازم نیست کارت برداری
error-no-such-cell = این خانه روی صفحهٔ بازی نیست
error-discard-pending = اول، هر کدام از بازیکن‌های گروه باید یک کارت کنار بگذارد
error-no-discard-owed = لازم نیست کارتی کنار بگذاری
error-nothing-to-discard = آن گروه هیچ کارتی ندارد
error-no-such-team = چنین گروهی وجود ندارد
