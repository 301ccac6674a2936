# Der Spielbildschirm: wer dran ist, die Karten auf der Hand, Hinweise und die Knöpfe für die Lehrkraft.

game-your-turn = Du bist dran, { $name }!
game-thinking = { $name } denkt nach…
game-wins = { $team } gewinnt!
game-no-winner = Keiner kann mehr spielen: Unentschieden!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Keine Karten mehr
    [one] Noch 1 Karte
   *[other] Noch { $count } Karten
}
game-pick-a-card = Wähle eine Karte aus deiner Hand
game-pick-a-space = Wähle ein Feld für diese Karte
game-pick-any-space = Wähle irgendein freies Feld
game-pick-a-chip = Wähle einen Spielstein zum Wegnehmen
game-nowhere = Diese Karte passt nirgends hin
game-dead-card = Tote Karte: Tausch sie um
game-turn-in = Diese Karte umtauschen
game-draw = Zieh eine Karte
game-put-down-a-card = Nicht vorsagen! Leg eine Karte ab
game-pass-to = Jetzt ist { $name } dran: Tippe, wenn du bereit bist
game-discards = Gespielte Karten
game-table-talk = Vorgesagt:
game-undo = Rückgängig
game-restart = Neu anfangen
game-home = Hauptmenü
game-play-again = Nochmal spielen
game-hint = Tipp
game-words = Wörter
