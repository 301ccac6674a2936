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
