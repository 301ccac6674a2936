# Dicas: por que o computador faria esta jogada, com palavras de criança.

hint-wins-game = Assim você ganha o jogo!
hint-makes-sequence = Assim você completa uma linha!
hint-blocks = Assim você impede o time { $team } de fazer { $chips } em linha
hint-builds-line = Assim você fica com { $chips ->
    [one] { $chips } ficha em linha
   *[other] { $chips } fichas em linha
}
hint-takes-away = Assim você tira uma ficha da linha do time { $team }
hint-trades-dead-card = Ninguém pode usar esta carta: troque por outra
hint-starts-lines = Este é um bom lugar para começar uma linha
