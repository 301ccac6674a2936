# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = Classic
theme-classic-description = Two decks of playing cards, five chips in a row.
theme-classic-option-jacks = Jacks
theme-classic-option-jacks-two-eyed = Two-eyed jacks are wild, one-eyed jacks remove a chip
theme-classic-option-jacks-red-black = Red jacks are wild, black jacks remove a chip
theme-single-deck-name = Single Deck
theme-single-deck-description = One deck of cards, every card once on the board, four in a row.
theme-single-deck-option-to_win = Sequences to win
theme-single-deck-option-to_win-2 = Two sequences
theme-single-deck-option-to_win-3 = Keep playing for a third sequence
theme-single-deck-option-to_win-4 = Keep playing for a fourth sequence
theme-animals-name = Animals
theme-animals-description = Animal cards, four in a row. The unicorn goes anywhere, the dragon takes a chip.
theme-letters-name = Letters
theme-letters-description = Play a letter, cover a picture that starts with it. Four in a row wins.

color-red = Red
color-blue = Blue
color-green = Green
color-yellow = Yellow
color-orange = Orange
color-purple = Purple
color-pink = Pink
color-brown = Brown
color-black = Black
color-white = White
