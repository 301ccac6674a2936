# Der Bildschirm vor dem Spiel: Wer spielt mit, und die Einstellungen des Spiels.

setup-players = Spieler
setup-seat-name = Spieler { $number }
setup-person = Mensch
setup-computer-level = Computer: { $level }
setup-level-random = Zufällig
setup-level-greedy = Gierig
setup-level-easy = Leicht
setup-level-medium = Mittel
setup-level-just-right = Genau richtig
setup-level-hard = Schwer
setup-colour = Farbe
setup-hands-open = Karten offen
setup-hands-private = Karten verdeckt
setup-drawing = Karten ziehen
setup-draw-automatic = Automatisch
setup-draw-manual = Selbst (wer es vergisst, verliert die Karte)
setup-first = Wer fängt an?
setup-first-cut = Abheben
setup-first-random = Zufällig
setup-first-chosen = Spieler 1
setup-words = Wörter unter den Bildern
setup-words-shown = Sichtbar
setup-words-hidden = Versteckt
setup-hints = Tipps
setup-hints-button = Auf Wunsch
setup-hints-always = Immer
setup-think-time = Bedenkzeit für „Schwer“
setup-half-second = Eine halbe Sekunde
setup-seconds = { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
}
setup-case = So sehen die Buchstaben aus
setup-letters = Buchstaben im Spiel
setup-letters-all = Alle
setup-letters-first = Die ersten Buchstaben
setup-letters-count = { $count ->
    [one] 1 Buchstabe
   *[other] { $count } Buchstaben
}
setup-letters-too-few = Wähle mindestens { $count } Buchstaben für ein Spielbrett aus.
setup-start = Spiel starten
setup-back = Zurück
setup-print = Drucken
setup-who-plays = Wer spielt mit?
