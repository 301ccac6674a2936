# Freundliche Worte für einen Zug, den die Regeln nicht erlauben.

error-not-your-turn = Warte, bis du dran bist
error-card-not-in-hand = Diese Karte hast du nicht auf der Hand
error-card-does-not-fit = Diese Karte passt nicht dorthin
error-cell-occupied = Da liegt schon ein Spielstein
error-cell-is-free = Die Ecken gehören allen
error-cell-empty = Da ist kein Spielstein zum Wegnehmen
error-not-an-opponent-chip = Du darfst nur Spielsteine von einem anderen Team nehmen
error-chip-in-sequence = Dieser Spielstein ist in einer fertigen Reihe: Er bleibt liegen
error-not-a-dead-card = Diese Karte kann man noch spielen
error-one-dead-card-per-turn = Du darfst nur eine Karte pro Zug umtauschen
error-game-over = Das Spiel ist vorbei
error-no-draw-owed = Jetzt gibt es keine Karte zu ziehen
error-no-such-cell = Das ist nicht auf dem Spielbrett
error-discard-pending = Zuerst muss jeder im Team eine Karte ablegen
error-no-discard-owed = Du musst keine Karte ablegen
error-nothing-to-discard = Dieses Team hat keine Karten
error-no-such-team = Dieses Team gibt es nicht
