# The setup screen: who plays, and the game's options.

setup-players = Spelers
setup-seat-name = Speler { $number }
setup-person = Mens
setup-computer-level = Computer: { $level }
setup-level-random = Willekeurig
setup-level-greedy = Gulzig
setup-level-easy = Makkelijk
setup-level-medium = Gemiddeld
setup-level-just-right = Precies goed
setup-level-hard = Moeilijk
setup-colour = Kleur
setup-hands-open = Kaarten open
setup-hands-private = Kaarten dicht
setup-drawing = Kaarten pakken
setup-draw-automatic = Vanzelf
setup-draw-manual = Zelf (wie het vergeet, is de kaart kwijt)
setup-first = Wie begint?
setup-first-cut = Couperen
setup-first-random = Door loting
setup-first-chosen = Speler 1
setup-words = Woorden onder de plaatjes
setup-words-shown = Zichtbaar
setup-words-hidden = Verborgen
setup-hints = Tips
setup-hints-button = Als je erom vraagt
setup-hints-always = Altijd
setup-think-time = Denktijd voor Moeilijk
setup-half-second = Een halve seconde
setup-seconds = { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
}
setup-case = Zo zien de letters eruit
setup-letters = Letters om mee te spelen
setup-letters-all = Allemaal
setup-letters-first = De eerste letters
setup-letters-count = { $count ->
    [one] { $count } letter
   *[other] { $count } letters
}
setup-letters-too-few = Kies minstens { $count } letters om een bord te maken.
setup-start = Start het spel
setup-back = Terug
setup-print = Printen
setup-who-plays = Wie speelt er mee?
