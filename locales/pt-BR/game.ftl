# A tela do jogo: o aviso da vez, a mão, as instruções e os botões do professor.

game-your-turn = É a sua vez, { $name }!
game-thinking = { $name } está pensando…
game-wins = { $team } ganhou!
game-no-winner = Ninguém pode jogar: deu empate!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Acabaram as cartas
    [one] Resta { $count } carta
   *[other] Restam { $count } cartas
}
game-pick-a-card = Escolha uma carta da sua mão
game-pick-a-space = Escolha um lugar para esta carta
game-pick-any-space = Escolha qualquer lugar vazio
game-pick-a-chip = Escolha uma ficha para tirar
game-nowhere = Esta carta não tem onde ficar
game-dead-card = Carta morta: troque por outra
game-turn-in = Trocar esta carta
game-draw = Compre uma carta
game-put-down-a-card = Não vale soprar! Descarte uma carta
game-pass-to = Vez de { $name }: toque na tela para começar
game-discards = Cartas jogadas
game-table-talk = Soprou:
game-undo = Desfazer
game-restart = Recomeçar
game-home = Menu
game-play-again = Jogar de novo
game-hint = Dica
game-words = Palavras
