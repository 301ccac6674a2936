# Ekran gry: czyja kolej, karty gracza, polecenia i przyciski dla nauczyciela.

game-your-turn = Twoja kolej, { $name }!
game-thinking = { $name } myśli…
# Drużyna to sam kolor („Czerwony”) albo imię z kolorem („Maja (Czerwony)”): czasownik w czasie
# teraźniejszym pasuje do obu.
game-wins = Wygrywa { $team }!
game-no-winner = Nikt nie może się ruszyć: remis!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Nie ma już kart
    [one] Została 1 karta
    [few] Zostały { $count } karty
    [many] Zostało { $count } kart
   *[other] Zostało { $count } karty
}
game-pick-a-card = Wybierz jedną ze swoich kart
game-pick-a-space = Wybierz pole dla tej karty
game-pick-any-space = Wybierz dowolne puste pole
game-pick-a-chip = Wybierz pionek, który zabierzesz
game-nowhere = Ta karta nigdzie nie pasuje
game-dead-card = Martwa karta: wymień ją
game-turn-in = Wymień tę kartę
game-draw = Dobierz kartę
game-put-down-a-card = Nie podpowiadamy! Odłóż jedną kartę
game-pass-to = Teraz gra { $name }: dotknij ekranu, żeby zacząć
game-discards = Zagrane karty
game-table-talk = Podpowiadanie:
game-undo = Cofnij
game-restart = Zacznij od nowa
game-home = Menu
game-play-again = Zagraj jeszcze raz
game-hint = Podpowiedź
game-words = Podpisy
