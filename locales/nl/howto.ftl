# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = Zo speel je het
howto-title = Zo speel je het: { $game }
howto-back = Terug
howto-turn = Ben jij aan de beurt? Kies een kaart uit je hand.
howto-place = Leg een fiche op een vakje met hetzelfde plaatje.
howto-place-letter = Leg een fiche op een plaatje dat met deze letter begint.
howto-wild = Deze kaart mag op elk leeg vakje.
howto-remove = Met deze kaart haal je een fiche van een ander team weg.
howto-line = Leg { $length } fiches op een rij: naast elkaar, onder elkaar of schuin.
howto-goal = { $goal ->
    [one] Het team dat als eerste een rij heeft, wint!
   *[other] Het team dat als eerste { $goal } rijen heeft, wint!
}
howto-free = Een hoek met een ster telt mee voor elk team.
howto-dead = Liggen er al fiches op allebei de vakjes van je kaart? Ruil de kaart dan om voor een nieuwe.
howto-locked = Een rij die af is, blijft liggen: niemand mag er een fiche uit weghalen.
