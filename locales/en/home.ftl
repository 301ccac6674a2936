# The home screen: the game tiles.

home-pick-a-game = Pick a game
home-resume = Go on with the last game: { $game }
home-loading = Finding the last game…
home-ages = Ages { $ages }
home-sound-on = Sound on
home-sound-off = Sound off
home-voice-on = Voice on
home-voice-off = Voice off
home-volume = Volume
home-motion-on = Motion on
home-motion-off = Motion off
home-own-games = Your own games
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } cannot be played: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Save to a file
home-open-files = Open a file
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Make a board from a folder of pictures
home-make-board-how = Put your pictures in one folder, each named by its word: Maria.jpg, moon.png. Two pictures for each letter. The board will be for { $language }.
home-make-board-folder = Folder of pictures
home-make-board-how-pick = Choose your pictures, each named by its word: Maria.jpg, moon.png. Two pictures for each letter. The board will be for { $language }.
home-make-board-choose = Choose the pictures
home-make-board-go = Make the board
home-make-board-close = Close
home-making-board = Making the board…
home-board-made = The board is made, with { $count } letters: { $letters }. The Letters game plays on it in { $language }.
home-board-one-picture = Left off, because they have only one picture (each letter needs two): { $letters }
home-board-spare = More than two pictures for their letter, left off: { $words }
home-board-no-letter = No letter of the board starts these words, left off: { $words }
home-board-heard-otherwise = Check these words: they may not start with their letter’s sound: { $words }
home-board-too-few = Only { $count } letters have two pictures, and a board needs at least { $needed }. Add pictures for more letters.
home-board-no-folder = There is no folder { $folder }.
home-board-no-pictures = The folder { $folder } has no pictures (files ending .png, .jpg or .svg).
home-board-not-kept = The board could not be kept in { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Show all { $count }
home-notices-fewer = Show fewer

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Our files
ours-how = Everything Lineup keeps for your class here. Remove what you no longer want: a game or board, the recordings of your class’s voice, the game to go on with, or the settings with the names typed for each seat.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = This browser keeps { $used } for Lineup, of the { $allowed } it allows.
ours-listing = Looking at what Lineup keeps…
ours-nothing = Lineup keeps nothing for your class here yet.
ours-removed = Removed: { $name }
ours-not-removed = It could not be removed: { $why }
ours-game = Your game: { $name }
ours-board = Your letters board: { $language }
ours-unplayable = Games or boards that cannot be played: { $count }
ours-recordings = { $count ->
    [one] One recording
   *[other] { $count } recordings
} of your class’s voice in { $language }
ours-saved-game = The game to go on with
ours-settings = The settings, with the names typed for each seat
ours-other = A file Lineup set aside
ours-remove = Remove
ours-sure = Remove { $name } for good?
ours-remove-yes = Yes, remove it
ours-keep = Keep it
ours-close = Close
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
