# The setup screen: who plays, and the game's options.

setup-players = Jucători
setup-seat-name = Jucătorul { $number }
setup-person = Om
setup-computer-level = Calculator: { $level }
setup-level-random = La întâmplare
setup-level-greedy = Lacom
setup-level-easy = Ușor
setup-level-medium = Mediu
setup-level-just-right = Exact cât trebuie
setup-level-hard = Greu
setup-colour = Culoare
setup-hands-open = Cărți la vedere
setup-hands-private = Cărți ascunse
setup-drawing = Tragerea cărților
setup-draw-automatic = Automat
setup-draw-manual = Cu mâna (cine uită, pierde cartea)
setup-first = Cine începe?
setup-first-cut = Se taie pachetul
setup-first-random = La întâmplare
setup-first-chosen = Jucătorul 1
setup-words = Cuvinte sub imagini
setup-words-shown = Vizibile
setup-words-hidden = Ascunse
setup-hints = Indicii
setup-hints-button = La cerere
setup-hints-always = Mereu
setup-think-time = Timp de gândire pentru Greu
setup-half-second = O jumătate de secundă
setup-seconds = { $seconds ->
    [one] { $seconds } secundă
    [few] { $seconds } secunde
   *[other] { $seconds } de secunde
}
setup-case = Cum arată literele
setup-letters = Literele cu care jucăm
setup-letters-all = Toate
setup-letters-first = Primele litere
setup-letters-count = { $count ->
    [one] { $count } literă
    [few] { $count } litere
   *[other] { $count } de litere
}
setup-letters-too-few = Alege cel puțin { $count ->
    [one] { $count } literă
    [few] { $count } litere
   *[other] { $count } de litere
} ca să faci o tablă.
setup-start = Începe jocul
setup-back = Înapoi
setup-print = Tipărește
setup-who-plays = Cine joacă?
