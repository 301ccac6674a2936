# So geht's: eine kurze Seite für jedes Spiel, mit Bildern, vom Startbildschirm und vom Spielbildschirm aus.

howto-open = So geht's
howto-title = So geht's: { $game }
howto-back = Zurück
howto-turn = Wenn du dran bist, wähle eine Karte aus deiner Hand.
howto-place = Leg einen Spielstein auf ein Feld mit demselben Bild.
howto-place-letter = Leg einen Spielstein auf ein Bild, das mit diesem Buchstaben anfängt.
howto-wild = Diese Karte darf auf jedes freie Feld.
howto-remove = Mit dieser Karte nimmst du einem anderen Team einen Spielstein weg.
howto-line = Leg { $length } Spielsteine in eine Reihe: nebeneinander, untereinander oder schräg.
howto-goal = { $goal ->
    [one] Das Team, das zuerst eine Reihe hat, gewinnt!
   *[other] Das Team, das zuerst { $goal } Reihen hat, gewinnt!
}
howto-free = Eine Ecke mit Stern zählt für alle Teams.
howto-dead = Beide Felder für deine Karte sind schon besetzt? Dann tausch die Karte gegen eine neue um.
howto-locked = Eine fertige Reihe bleibt liegen: Niemand darf ihre Spielsteine wegnehmen.
