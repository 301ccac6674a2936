# The setup screen: who plays, and the game's options.

setup-players = Players
setup-seat-name = Player { $number }
setup-person = Person
setup-computer-level = Computer: { $level }
setup-level-random = Random
setup-level-greedy = Greedy
setup-level-easy = Easy
setup-level-medium = Medium
setup-level-just-right = Just right
setup-level-hard = Hard
setup-colour = Colour
setup-hands-open = Cards face up
setup-hands-private = Cards hidden
setup-drawing = Drawing
setup-draw-automatic = Automatic
setup-draw-manual = By hand (forget and lose it)
setup-first = Who starts
setup-first-cut = Cut the deck
setup-first-random = At random
setup-first-chosen = Player 1
setup-words = Words under the pictures
setup-words-shown = Shown
setup-words-hidden = Hidden
setup-hints = Hints
setup-hints-button = On request
setup-hints-always = Always
setup-think-time = Thinking time for Hard
setup-half-second = Half a second
setup-seconds = { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
setup-case = Letters look like
setup-letters = Letters to play with
setup-letters-all = All of them
setup-letters-first = First letters
setup-letters-count = { $count ->
    [one] 1 letter
   *[other] { $count } letters
}
setup-letters-too-few = Pick at least { $count } letters to make a board.
setup-start = Start the game
setup-back = Back
setup-print = Print
setup-who-plays = Who plays
