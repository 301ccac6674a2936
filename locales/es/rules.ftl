# Palabras amables para una jugada que las reglas no permiten.

error-not-your-turn = Espera tu turno
error-card-not-in-hand = Esa carta no está en tu mano
error-card-does-not-fit = Esa carta no va ahí
error-cell-occupied = Ahí ya hay una ficha
error-cell-is-free = Las esquinas son de todos
error-cell-empty = Ahí no hay ninguna ficha para quitar
error-not-an-opponent-chip = Solo puedes quitar fichas de otro equipo
error-chip-in-sequence = Esa ficha está en una línea terminada: se queda
error-not-a-dead-card = Esa carta todavía se puede jugar
error-one-dead-card-per-turn = Solo puedes cambiar una carta en cada turno
error-game-over = La partida ha terminado
error-no-draw-owed = Ahora no hay que robar ninguna carta
error-no-such-cell = Eso no está en el tablero
error-discard-pending = Primero, cada jugador del equipo tiene que descartar una carta
error-no-discard-owed = No tienes que descartar ninguna carta
error-nothing-to-discard = Ese equipo no tiene cartas
error-no-such-team = Ese equipo no existe
