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
game-home = Início
game-play-again = Jogar de novo
game-hint = Dica
game-words = Palavras

# O menu do professor: um botão só, no mesmo lugar em todos os idiomas, que abre um painel pequeno.
game-menu = Professor(a)
game-menu-close = Fechar
game-end = Encerrar o jogo
game-sound = Som
game-voice = Voz
game-motion = Animações
game-ask-restart = Começar este jogo de novo desde o início? As cartas vão ser distribuídas de novo.
game-ask-end = Encerrar este jogo e voltar para a primeira tela? Depois não vai dar para continuar.
game-yes-restart = Sim, começar de novo
game-yes-end = Sim, encerrar o jogo
game-keep-playing = Não, continuar jogando

# O placar, em palavras: “Linhas: Azul 1 de 2”.
game-score = Linhas
game-score-team = { $team } { $count } de { $goal }
game-goal = { $goal ->
    [one] Uma linha para ganhar
   *[other] { $goal } linhas para ganhar
}

# A mão do computador não aparece enquanto ele pensa.
game-computer-hand = Pensando…
# O que as cartas especiais fazem, escrito na carta.
game-card-any-space = qualquer lugar
game-card-take-chip = tira uma ficha
# Uma carta digitada no teclado que o jogador não tem.
game-not-in-hand = Você não tem a carta { $card } na sua mão

# O que acabou de acontecer, dito numa linha embaixo do aviso. $name é um jogador, $card uma carta como aparece na tela.
game-played = { $name } jogou { $card }.
game-played-sequence = { $name } jogou { $card } e fez uma linha!
game-played-wild = { $name } jogou { $card } e colocou a ficha onde quis.
game-took-chip = { $name } jogou { $card } e tirou uma ficha.
game-traded = { $name } trocou uma carta morta.
