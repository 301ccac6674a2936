# راهنمایی‌ها: چرا کامپیوتر این حرکت را پیشنهاد می‌کند، با کلمه‌های بچه‌ها.

hint-wins-game = با این حرکت بازی را می‌بری!
hint-makes-sequence = با این حرکت ردیفت کامل می‌شود!
# $team is a colour alone ("قرمز"), read as «گروه قرمز». $chips is the count the other team
# would reach: the move stops them from getting that many in a row.
hint-blocks = با این حرکت نمی‌گذاری گروه { $team } { $chips } مهره پشت سر هم بچیند
hint-takes-away = با این حرکت یک مهره از ردیف گروه { $team } برمی‌داری
hint-builds-line = با این حرکت { $chips } مهره پشت سر هم داری
hint-trades-dead-card = هیچ‌کس نمی‌تواند این کارت را بازی کند: عوضش کن
hint-starts-lines = جای خوبی برای شروع یک ردیف
