# The game screen: the turn banner, the hand, prompts and the teacher's buttons.

game-your-turn = Jouw beurt, { $name }!
game-thinking = { $name } denkt na…
game-wins = { $team } wint!
game-no-winner = Niemand kan nog verder: gelijkspel!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Geen kaarten meer
    [one] Nog { $count } kaart
   *[other] Nog { $count } kaarten
}
game-pick-a-card = Kies een kaart uit je hand
game-pick-a-space = Kies een vakje voor deze kaart
game-pick-any-space = Kies zelf een leeg vakje
game-pick-a-chip = Kies een fiche om weg te halen
game-nowhere = Deze kaart past nergens
game-dead-card = Dode kaart: ruil hem om
game-turn-in = Ruil deze kaart om
game-draw = Pak een kaart
game-put-down-a-card = Niet voorzeggen! Leg één kaart weg
game-pass-to = Nu is { $name } aan de beurt: tik als je klaar bent
game-discards = Gespeelde kaarten
game-table-talk = Voorgezegd:
game-undo = Ongedaan maken
game-restart = Opnieuw beginnen
game-home = Beginscherm
game-play-again = Nog een keer
game-hint = Tip
game-words = Woorden

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = Leerkracht
game-menu-close = Sluiten
game-end = Spel stoppen
game-sound = Geluid
game-voice = Stem
game-motion = Beweging
game-ask-restart = Dit spel helemaal opnieuw beginnen? De kaarten worden opnieuw gedeeld.
game-ask-end = Dit spel stoppen en teruggaan naar het beginscherm? Daarna kan het niet meer verder.
game-yes-restart = Ja, begin opnieuw
game-yes-end = Ja, stop het spel
game-keep-playing = Nee, speel verder

# The score, in words: "Sequences: Blue 1 of 2".
game-score = Rijen
game-score-team = { $team } { $count } van { $goal }
game-goal = { $goal ->
    [one] Eén rij wint
   *[other] { $goal } rijen winnen
}

# A computer's hand is not shown while it thinks.
game-computer-hand = Denkt na…
# What the special cards do, written on the card.
game-card-any-space = elk vakje
game-card-take-chip = fiche weg
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = Je hebt geen { $card } in je hand

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name } heeft { $card } gespeeld.
game-played-sequence = { $name } heeft { $card } gespeeld en een rij gemaakt!
game-played-wild = { $name } heeft { $card } gespeeld en zelf een vakje gekozen.
game-took-chip = { $name } heeft { $card } gespeeld en een fiche weggehaald.
game-traded = { $name } heeft een dode kaart omgeruild.
