# Ekran przed grą: kto gra i ustawienia gry.

setup-players = Gracze
setup-seat-name = Gracz { $number }
setup-person = Człowiek
setup-computer-level = Komputer: { $level }
setup-level-random = Losowy
setup-level-greedy = Zachłanny
setup-level-easy = Łatwy
setup-level-medium = Średni
setup-level-just-right = W sam raz
setup-level-hard = Trudny
setup-colour = Kolor
setup-hands-open = Karty odkryte
setup-hands-private = Karty zakryte
setup-drawing = Dobieranie kart
setup-draw-automatic = Automatyczne
setup-draw-manual = Samodzielne (kto zapomni, traci kartę)
setup-first = Kto zaczyna?
setup-first-cut = Przełożenie talii
setup-first-random = Losowo
setup-first-chosen = Gracz 1
setup-words = Podpisy pod obrazkami
setup-words-shown = Widoczne
setup-words-hidden = Ukryte
setup-hints = Podpowiedzi
setup-hints-button = Gdy poprosisz
setup-hints-always = Zawsze
setup-think-time = Czas do namysłu (Trudny)
setup-half-second = Pół sekundy
setup-seconds = { $seconds ->
    [one] 1 sekunda
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
}
setup-case = Duże czy małe litery
setup-letters = Litery w grze
setup-letters-all = Wszystkie
setup-letters-first = Pierwsze litery
setup-letters-count = { $count ->
    [one] 1 litera
    [few] { $count } litery
    [many] { $count } liter
   *[other] { $count } litery
}
setup-letters-too-few = Wybierz co najmniej { $count ->
    [one] 1 literę
    [few] { $count } litery
    [many] { $count } liter
   *[other] { $count } litery
}, żeby ułożyć planszę.
setup-start = Zacznij grę
setup-back = Wróć
setup-print = Drukuj
setup-who-plays = Kto gra?
