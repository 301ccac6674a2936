# Gentle words for a move the rules do not allow.

error-not-your-turn = Wait for your turn
error-card-not-in-hand = That card is not in your hand
error-card-does-not-fit = That card does not go there
error-cell-occupied = There is a chip there already
error-cell-is-free = The corners are free for everyone
error-cell-empty = There is no chip there to take
error-not-an-opponent-chip = You can only take another team's chip
error-chip-in-sequence = That chip is in a finished line: it stays
error-not-a-dead-card = That card can still be played
error-one-dead-card-per-turn = Only one card can be traded each turn
error-game-over = The game is over
error-no-draw-owed = There is no card to draw now
error-no-such-cell = That is not on the board
error-discard-pending = First, the team must put down a card each
error-no-discard-owed = You do not have to put down a card
error-nothing-to-discard = That team has no cards
error-no-such-team = There is no such team
