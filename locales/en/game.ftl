# The game screen: the turn banner, the hand, prompts and the teacher's buttons.

game-your-turn = Your turn, { $name }!
game-thinking = { $name } is thinking…
game-wins = { $team } wins!
game-no-winner = Nobody can move: it is a draw!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [one] 1 card left
   *[other] { $count } cards left
}
game-pick-a-card = Pick a card from your hand
game-pick-a-space = Pick a space with this card
game-pick-any-space = Pick any empty space
game-pick-a-chip = Pick a chip to take away
game-nowhere = This card has nowhere to go
game-dead-card = Dead card: trade it in
game-turn-in = Trade in this card
game-draw = Draw a card
game-put-down-a-card = Table talk! Put down one card
game-pass-to = Pass to { $name }: tap when ready
game-discards = Cards played
game-table-talk = Table talk:
game-undo = Undo
game-restart = Restart
game-home = Home
game-play-again = Play again
game-hint = Hint
game-words = Words

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = Teacher
game-menu-close = Close
game-end = End game
game-sound = Sound
game-voice = Voice
game-motion = Motion
game-ask-restart = Start this game again from the beginning? The cards are dealt again.
game-ask-end = End this game and go back to the first screen? It cannot be picked up again.
game-yes-restart = Yes, start again
game-yes-end = Yes, end the game
game-keep-playing = No, keep playing

# The score, in words: "Sequences: Blue 1 of 2".
game-score = Sequences
game-score-team = { $team } { $count } of { $goal }
game-goal = { $goal ->
    [one] One sequence wins
   *[other] { $goal } sequences win
}

# A computer's hand is not shown while it thinks.
game-computer-hand = Thinking…
# What the special cards do, written on the card.
game-card-any-space = any space
game-card-take-chip = take a chip
# A card typed on the keyboard that the player does not hold.
game-not-in-hand = There is no { $card } in your hand

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
game-played = { $name } played { $card }.
game-played-sequence = { $name } played { $card } and made a sequence!
game-played-wild = { $name } played { $card } and took any space.
game-took-chip = { $name } played { $card } and took away a chip.
game-traded = { $name } traded in a dead card.
