# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = This wins the game!
hint-makes-sequence = This finishes a line!
hint-blocks = This stops { $team } from getting { $chips } in a row
hint-takes-away = This takes a chip out of { $team }'s line
hint-builds-line = This makes { $chips } in a row for you
hint-trades-dead-card = Nobody can use this card: trade it in
hint-starts-lines = A good space to start a line
