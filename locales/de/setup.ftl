# Der Bildschirm vor dem Spiel: Wer spielt mit, und die Einstellungen des Spiels.

setup-players = Spieler
setup-seat-name = Spieler { $number }
setup-person = Mensch
setup-computer-level = Computer: { $level }
setup-level-random = Zufällig
setup-level-greedy = Gierig
setup-level-easy = Leicht
setup-level-medium = Mittel
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
setup-words-shown = Anzeigen
setup-words-hidden = Verstecken
setup-hints = Tipps
setup-hints-button = Auf Wunsch
setup-hints-always = Immer
setup-think-time = Bedenkzeit für „Schwer“
setup-seconds = { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
}
setup-start = Spiel starten
setup-back = Zurück
