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
game-home = Inicio
game-play-again = Jugar otra vez
game-hint = Pista
game-words = Palabras

# El menú del docente: un solo botón, en el mismo sitio en todos los idiomas, que abre un panel pequeño.
game-menu = Docente
game-menu-close = Cerrar
game-end = Terminar la partida
game-sound = Sonido
game-voice = Voz
game-motion = Animaciones
game-ask-restart = ¿Empezar esta partida otra vez desde el principio? Se vuelven a repartir las cartas.
game-ask-end = ¿Terminar esta partida y volver a la primera pantalla? Después no se podrá seguir jugando.
game-yes-restart = Sí, empezar de nuevo
game-yes-end = Sí, terminar la partida
game-keep-playing = No, seguir jugando

# La puntuación, en palabras: «Líneas: Azul 1 de 2».
game-score = Líneas
game-score-team = { $team } { $count } de { $goal }
game-goal = { $goal ->
    [one] Una línea para ganar
   *[other] { $goal } líneas para ganar
}

# La mano del ordenador no se ve mientras piensa.
game-computer-hand = Pensando…
# Lo que hacen las cartas especiales, escrito en la carta.
game-card-any-space = cualquier casilla
game-card-take-chip = quita una ficha
# Una carta escrita con el teclado que el jugador no tiene.
game-not-in-hand = No tienes la carta { $card } en tu mano

# Lo que acaba de pasar, dicho en una línea debajo del aviso. $name es un jugador, $card una carta tal como se ve.
game-played = { $name } ha jugado { $card }.
game-played-sequence = ¡{ $name } ha jugado { $card } y ha hecho una línea!
game-played-wild = { $name } ha jugado { $card } y ha puesto la ficha donde ha querido.
game-took-chip = { $name } ha jugado { $card } y ha quitado una ficha.
game-traded = { $name } ha cambiado una carta muerta.
