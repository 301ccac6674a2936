# Лагідні слова, коли хід не дозволено правилами.

error-not-your-turn = Зачекай на свій хід
error-card-not-in-hand = Такої картки в тебе немає
error-card-does-not-fit = Ця картка сюди не підходить
error-cell-occupied = Тут уже є фішка
error-cell-is-free = Кутові клітинки спільні для всіх
error-cell-empty = Тут немає фішки, яку можна забрати
error-not-an-opponent-chip = Забирати можна тільки фішки іншої команди
error-chip-in-sequence = Ця фішка в уже складеному ряду: вона залишається
error-not-a-dead-card = Цю картку ще можна зіграти
error-one-dead-card-per-turn = За один хід можна обміняти тільки одну картку
error-game-over = Гру закінчено
error-no-draw-owed = Зараз не треба брати картку
error-no-such-cell = Такої клітинки на полі немає
error-discard-pending = Спочатку кожен у команді має відкласти одну картку
error-no-discard-owed = Тобі не треба відкладати картку
error-nothing-to-discard = У цієї команди немає карток
error-no-such-team = Такої команди немає
