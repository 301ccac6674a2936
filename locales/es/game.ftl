# La pantalla de juego: el aviso de turno, la mano, las indicaciones y los botones del maestro.

game-your-turn = ¡Te toca, { $name }!
game-thinking = { $name } está pensando…
game-wins = ¡{ $team } gana!
game-no-winner = Nadie puede mover: ¡es un empate!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] No quedan cartas
    [one] Queda 1 carta
   *[other] Quedan { $count } cartas
}
game-pick-a-card = Elige una carta de tu mano
game-pick-a-space = Elige una casilla para esta carta
game-pick-any-space = Elige cualquier casilla vacía
game-pick-a-chip = Elige una ficha para quitarla
game-nowhere = Esta carta no cabe en ningún sitio
game-dead-card = Carta muerta: cámbiala
game-turn-in = Cambiar esta carta
game-draw = Roba una carta
game-put-down-a-card = ¡Prohibido soplar! Descarta una carta
game-pass-to = Turno de { $name }: toca para empezar
game-discards = Cartas jugadas
game-table-talk = Ha soplado:
game-undo = Deshacer
game-restart = Empezar de nuevo
game-home = Menú
game-play-again = Jugar otra vez
game-hint = Pista
game-words = Palabras
