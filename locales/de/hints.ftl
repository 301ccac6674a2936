# Tipps: warum der Computer diesen Zug machen würde, in Worten für Kinder.

hint-wins-game = Damit gewinnst du das Spiel!
hint-makes-sequence = Damit ist deine Reihe fertig!
hint-blocks = Damit verhinderst du, dass Team { $team } { $chips } Spielsteine in eine Reihe bekommt
hint-builds-line = Damit hast du { $chips ->
    [one] 1 Spielstein in einer Reihe
   *[other] { $chips } Spielsteine in einer Reihe
}
hint-takes-away = Damit nimmst du Team { $team } einen Spielstein aus der Reihe
hint-trades-dead-card = Niemand kann diese Karte spielen: Tausch sie um
hint-starts-lines = Das ist ein gutes Feld für eine neue Reihe
