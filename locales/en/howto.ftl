# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = How to play
howto-title = How to play: { $game }
howto-back = Back
howto-turn = On your turn, pick a card from your hand.
howto-place = Put a chip on a space with the same picture.
howto-place-letter = Put a chip on a picture that starts with this letter.
howto-wild = This card goes on any empty space.
howto-remove = This card takes away another team's chip.
howto-line = Get { $length } chips in a row: across, down or on a slant.
howto-goal = { $goal ->
    [one] The first team with one row wins!
   *[other] The first team with { $goal } rows wins!
}
howto-free = A star corner counts for every team.
howto-dead = Both spaces for your card are covered? Trade the card in for a new one.
howto-locked = A finished row stays: nobody can take its chips away.
