# The game screen: the turn banner, the hand, prompts and the teacher's buttons.
# A sequence is a "linie" (as in "4 în linie", the Romanian name of Connect Four): "rând" also
# means a player's turn ("e rândul tău").

game-your-turn = E rândul tău, { $name }!
game-thinking = { $name } se gândește…
game-wins = Câștigă { $team }!
game-no-winner = Nimeni nu mai poate muta: e egalitate!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Nu mai sunt cărți
    [one] A mai rămas { $count } carte
    [few] Au mai rămas { $count } cărți
   *[other] Au mai rămas { $count } de cărți
}
game-pick-a-card = Alege o carte din mână
game-pick-a-space = Alege o căsuță pentru cartea asta
game-pick-any-space = Alege orice căsuță liberă
game-pick-a-chip = Alege jetonul pe care îl iei
game-nowhere = Cartea asta nu are unde să meargă
game-dead-card = Carte moartă: schimb-o
game-turn-in = Schimbă cartea asta
game-draw = Trage o carte
game-put-down-a-card = Nu se suflă! Pune jos o carte
game-pass-to = Urmează { $name }: atinge ecranul când ești gata
game-discards = Cărți jucate
game-table-talk = Au suflat:
game-undo = Anulează
game-restart = De la capăt
game-home = Acasă
game-play-again = Încă o dată
game-hint = Indiciu
game-words = Cuvinte

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = Profesor
game-menu-close = Închide
game-end = Încheie jocul
game-sound = Sunet
game-voice = Voce
game-motion = Mișcare
game-ask-restart = Începeți jocul din nou, de la capăt? Cărțile se împart din nou.
game-ask-end = Încheiați jocul și vă întoarceți la primul ecran? Nu va mai putea fi continuat.
game-yes-restart = Da, de la capăt
game-yes-end = Da, încheie jocul
game-keep-playing = Nu, jucăm mai departe

# The score, in words: "Sequences: Blue 1 of 2".
game-score = Linii
game-score-team = { $team } { $count } din { $goal }
game-goal = { $goal ->
    [one] Câștigă cine face o linie
    [few] Câștigă cine face { $goal } linii
   *[other] Câștigă cine face { $goal } de linii
}

# A computer's hand is not shown while it thinks.
game-computer-hand = Se gândește…
# What the special cards do, written on the card.
game-card-any-space = orice căsuță
game-card-take-chip = ia un jeton
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = Nu ai { $card } în mână

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name } a jucat { $card }.
game-played-sequence = { $name } a jucat { $card } și a făcut o linie!
game-played-wild = { $name } a jucat { $card } și și-a ales o căsuță.
game-took-chip = { $name } a jucat { $card } și a luat un jeton.
game-traded = { $name } a schimbat o carte moartă.
