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
