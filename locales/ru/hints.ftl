# Подсказки: почему компьютер советует этот ход, детскими словами.

hint-wins-game = Так ты выиграешь игру!
hint-makes-sequence = Так ты соберёшь целый ряд!
# $team is a colour alone, as children name a player or team: "Так Красный не соберёт…".
# $chips is the count that team would reach: the move stops it.
hint-blocks = Так { $team } не соберёт { $chips ->
    [one] { $chips } фишку в ряд
    [few] { $chips } фишки в ряд
    [many] { $chips } фишек в ряд
   *[other] { $chips } фишки в ряд
}
hint-takes-away = Так ты заберёшь фишку из ряда, который собирает { $team }
hint-builds-line = Так ты соберёшь { $chips ->
    [one] { $chips } фишку в ряд
    [few] { $chips } фишки в ряд
    [many] { $chips } фишек в ряд
   *[other] { $chips } фишки в ряд
}
hint-trades-dead-card = Эту карточку никто не может сыграть: обменяй её
hint-starts-lines = Хорошая клетка, чтобы начать ряд
