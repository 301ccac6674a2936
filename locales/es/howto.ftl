# Cómo se juega: una página corta para cada juego, con dibujos, desde el inicio y desde la pantalla de juego.

howto-open = Cómo se juega
howto-title = Cómo se juega: { $game }
howto-back = Volver
howto-turn = Cuando te toque, elige una carta de tu mano.
howto-place = Pon una ficha en una casilla con el mismo dibujo.
howto-place-letter = Pon una ficha en un dibujo que empiece por esta letra.
howto-wild = Esta carta va en cualquier casilla vacía.
howto-remove = Esta carta quita una ficha de otro equipo.
howto-line = { $length ->
    [one] Pon { $length } ficha en línea: en horizontal, en vertical o en diagonal.
   *[other] Pon { $length } fichas en línea: en horizontal, en vertical o en diagonal.
}
howto-goal = { $goal ->
    [one] ¡Gana el primer equipo que haga una línea!
   *[other] ¡Gana el primer equipo que haga { $goal } líneas!
}
howto-free = Las esquinas con estrella valen para todos los equipos.
howto-dead = ¿Las dos casillas de tu carta ya están tapadas? Cambia la carta por otra nueva.
howto-locked = Una línea terminada se queda: nadie puede quitarle las fichas.
