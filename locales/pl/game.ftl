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
game-home = Start
game-play-again = Zagraj jeszcze raz
game-hint = Podpowiedź
game-words = Podpisy

# Menu nauczyciela: jeden przycisk, w każdym języku w tym samym miejscu, otwiera mały panel.
game-menu = Dla nauczyciela
game-menu-close = Zamknij
game-end = Zakończ grę
game-sound = Dźwięk
game-voice = Głos
game-motion = Animacje
game-ask-restart = Zacząć tę grę od początku? Karty zostaną rozdane jeszcze raz.
game-ask-end = Zakończyć tę grę i wrócić do pierwszego ekranu? Potem nie da się jej już dokończyć.
game-yes-restart = Tak, zacznij od nowa
game-yes-end = Tak, zakończ grę
game-keep-playing = Nie, gramy dalej

# Wynik słowami: „Rzędy: Niebieski 1 z 2”.
game-score = Rzędy
game-score-team = { $team } { $count } z { $goal }
game-goal = { $goal ->
    [one] Do wygranej: jeden rząd
    [few] Do wygranej: { $goal } rzędy
    [many] Do wygranej: { $goal } rzędów
   *[other] Do wygranej: { $goal } rzędu
}

# Karty komputera nie są pokazywane, kiedy on myśli.
game-computer-hand = Myśli…
# Co robią karty specjalne, napisane na karcie.
game-card-any-space = dowolne pole
game-card-take-chip = zabiera pionek
# Karta wpisana z klawiatury, której gracz nie ma.
game-not-in-hand = Nie masz karty { $card }

# Co się właśnie stało, w linijce pod napisem o kolejce. $name to gracz, $card to karta tak, jak ją widać.
# Czas teraźniejszy („zagrywa”, „zabiera”) nie ma rodzaju, więc pasuje do każdego imienia.
game-played = { $name } zagrywa kartą { $card }.
game-played-sequence = { $name } zagrywa kartą { $card } i układa rząd!
game-played-wild = { $name } zagrywa kartą { $card } i zajmuje dowolne pole.
game-took-chip = { $name } zagrywa kartą { $card } i zabiera pionek.
game-traded = { $name } wymienia martwą kartę.
