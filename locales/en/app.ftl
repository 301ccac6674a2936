# The window, the language picker, and messages about files and sound.

# This language's own name, as the picker shows it.
language-name = English
app-title = Lineup
app-language = Language
app-settings-not-saved = The settings could not be saved: { $error }
app-game-not-saved = The game could not be saved: { $error }
app-file-set-aside = The file { $file } could not be read ({ $why }). It was kept as { $aside }, and Lineup started fresh.
app-file-left = The file { $file } could not be read ({ $why }). It was left where it is, and Lineup started fresh.
app-saved-game-gone = The saved game could not be started again: { $why }
app-no-sound = No sound device was found, so Lineup plays silently.
app-theme-not-loaded = The game “{ $theme }” is not loaded. Start Lineup with --themes and the folder that holds its file.
app-save-theme-missing = The saved game of “{ $theme }” cannot go on here: that game is not loaded. It is kept as { $file }. To go on with it, start Lineup with --themes and the folder that holds the game’s file: lineup --themes FOLDER resume { $file }
app-save-move-refused = Move { $number } of the saved game cannot be played again: { $why }
app-new-board-question = Start a new game with the letters and pictures of { $language }?
app-new-board-yes = New game
app-new-board-no = Keep playing
app-file-not-lineups = The file { $file } is not a game or settings saved by Lineup: { $why }
