# Palavras gentis para uma jogada que as regras não permitem.

error-not-your-turn = Espere a sua vez
error-card-not-in-hand = Essa carta não está na sua mão
error-card-does-not-fit = Essa carta não vai aí
error-cell-occupied = Já tem uma ficha aí
error-cell-is-free = Os cantos são de todo mundo
error-cell-empty = Não tem nenhuma ficha aí para tirar
error-not-an-opponent-chip = Você só pode tirar fichas de outro time
error-chip-in-sequence = Essa ficha está numa linha completa: ela fica
error-not-a-dead-card = Essa carta ainda pode ser jogada
error-one-dead-card-per-turn = Você só pode trocar uma carta por vez
error-game-over = O jogo acabou
error-no-draw-owed = Agora não tem carta para comprar
error-no-such-cell = Isso não está no tabuleiro
error-discard-pending = Primeiro, cada um do time precisa descartar uma carta
error-no-discard-owed = Você não precisa descartar nenhuma carta
error-nothing-to-discard = Esse time não tem cartas
error-no-such-team = Esse time não existe
