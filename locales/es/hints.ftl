# Pistas: por qué el ordenador haría esta jugada, con palabras de niño.

hint-wins-game = ¡Así ganas la partida!
hint-makes-sequence = ¡Así terminas una línea!
hint-blocks = Así impides que el equipo { $team } haga { $chips } en línea
hint-builds-line = Así tienes { $chips ->
    [one] 1 ficha seguida
   *[other] { $chips } fichas seguidas
}
hint-takes-away = Así le quitas una ficha a la línea del equipo { $team }
hint-trades-dead-card = Nadie puede usar esta carta: cámbiala
hint-starts-lines = Es una buena casilla para empezar una línea
