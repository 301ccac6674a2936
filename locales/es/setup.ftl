# La pantalla de preparación: quién juega y las opciones de la partida.

setup-players = Jugadores
setup-seat-name = Jugador { $number }
setup-person = Persona
setup-computer-level = Ordenador: { $level }
setup-level-random = Al azar
setup-level-greedy = Codicioso
setup-level-easy = Fácil
setup-level-medium = Medio
setup-level-just-right = A tu medida
setup-level-hard = Difícil
setup-colour = Color
setup-hands-open = Cartas a la vista
setup-hands-private = Cartas escondidas
setup-drawing = Robar cartas
setup-draw-automatic = Automático
setup-draw-manual = A mano (si se te olvida, la pierdes)
setup-first = ¿Quién empieza?
setup-first-cut = Cortar la baraja
setup-first-random = Al azar
setup-first-chosen = Jugador 1
setup-words = Palabras debajo de los dibujos
setup-words-shown = Se ven
setup-words-hidden = No se ven
setup-hints = Pistas
setup-hints-button = Cuando las pidas
setup-hints-always = Siempre
setup-think-time = Tiempo para pensar (Difícil)
setup-half-second = Medio segundo
setup-seconds = { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}
setup-case = Mayúsculas o minúsculas
setup-letters = Letras para jugar
setup-letters-all = Todas
setup-letters-first = Las primeras letras
setup-letters-count = { $count ->
    [one] 1 letra
   *[other] { $count } letras
}
setup-letters-too-few = Elige por lo menos { $count } letras para hacer un tablero.
setup-start = Empezar la partida
setup-back = Volver
setup-print = Imprimir
setup-who-plays = ¿Quién juega?
