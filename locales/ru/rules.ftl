# Мягкие слова, когда ход не разрешён правилами.

error-not-your-turn = Подожди своего хода
error-card-not-in-hand = Такой карточки у тебя нет
error-card-does-not-fit = Эта карточка сюда не подходит
error-cell-occupied = Здесь уже есть фишка
error-cell-is-free = Угловые клетки общие для всех
error-cell-empty = Здесь нет фишки, которую можно забрать
error-not-an-opponent-chip = Забирать можно только фишки другой команды
error-chip-in-sequence = Эта фишка в собранном ряду: она остаётся
error-not-a-dead-card = Эту карточку ещё можно сыграть
error-one-dead-card-per-turn = За один ход можно обменять только одну карточку
error-game-over = Игра окончена
error-no-draw-owed = Сейчас не нужно брать карточку
error-no-such-cell = Такой клетки на поле нет
error-discard-pending = Сначала каждый в команде должен отложить одну карточку
error-no-discard-owed = Тебе не нужно откладывать карточку
error-nothing-to-discard = У этой команды нет карточек
error-no-such-team = Такой команды нет
