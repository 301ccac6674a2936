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
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = This browser may clear the class’s saved game if Lineup is not opened for a while. To keep it, add Lineup to the Home Screen (or install it), or use “{ home-save-files }”.
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = The file { $file } could not be kept in this browser: { $why }
app-theme-not-loaded = The game “{ $theme }” is not loaded. Start Lineup with --themes and the folder that holds its file.
app-save-theme-missing = The saved game of “{ $theme }” cannot go on here: that game is not loaded. It is kept as { $file }. To go on with it, start Lineup with --themes and the folder that holds the game’s file: lineup --themes FOLDER resume { $file }
app-save-move-refused = Move { $number } of the saved game cannot be played again: { $why }
app-new-board-question = Start a new game with the letters and pictures of { $language }?
app-new-board-yes = New game
app-new-board-no = Keep playing
app-file-not-lineups = The file { $file } is not a game or settings saved by Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = The picture { $file } cannot be shown: { $why }. Its word shows in its place.
picture-no-name = the picture’s file name is empty: write it, like image = "moon.png"
picture-outside-folder = the picture is outside the folder of the game’s file: put it in that folder, or in a folder inside it
picture-missing = there is no such picture file: check its name, with its ending (.png, .jpg or .svg)
picture-not-a-file = this is a folder, not a picture file: give the name of a picture file
picture-too-many-bytes = the picture file is { $megabytes } MB, more than 20 MB: make it smaller and save it again
picture-too-many-pixels = the picture is { $width } × { $height } pixels, more than 8000 on a side: make it smaller and save it again
picture-not-a-picture = it is not a PNG, JPEG or SVG picture: save it again as PNG or JPEG
picture-cut-short = the picture file is cut short: copy it again, or save it again as PNG or JPEG
picture-unreadable = the picture file cannot be read: { $why }
picture-drawing-reaches-out = the drawing shows another file, { $file }, from outside its folder: save the drawing again as PNG, or put what it shows in its folder
