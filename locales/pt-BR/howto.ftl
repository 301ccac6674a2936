# Como jogar: uma página curta para cada jogo, com figuras, aberta na tela inicial e na tela do jogo.

howto-open = Como jogar
howto-title = Como jogar: { $game }
howto-back = Voltar
howto-turn = Na sua vez, escolha uma carta da sua mão.
howto-place = Coloque uma ficha num lugar com a mesma figura.
howto-place-letter = Coloque uma ficha numa figura que começa com esta letra.
howto-wild = Esta carta vai em qualquer lugar vazio.
howto-remove = Esta carta tira uma ficha de outro time.
howto-line = { $length ->
    [one] Junte { $length } ficha em linha: na horizontal, na vertical ou na diagonal.
   *[other] Junte { $length } fichas em linha: na horizontal, na vertical ou na diagonal.
}
howto-goal = { $goal ->
    [one] O primeiro time que fizer uma linha ganha!
   *[other] O primeiro time que fizer { $goal } linhas ganha!
}
howto-free = O canto com estrela vale para todos os times.
howto-dead = Os dois lugares da sua carta já estão ocupados? Troque a carta por uma nova.
howto-locked = Uma linha completa fica: ninguém pode tirar as fichas dela.
