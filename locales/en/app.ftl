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
picture-too-complex = the drawing is too complex to draw: save it again as PNG, or draw it more simply
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } pictures cannot be shown: { $files }. { $why }. Their words show in their place.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = The file { $file } is { $size }, larger than any file Lineup reads, so it was not opened.

# A file's size.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = From { $file }: { $games ->
    [0] no game or board
    [one] one game or board
   *[other] { $games } games or boards
} and { $recordings ->
    [0] no recording
    [one] one recording
   *[other] { $recordings } recordings
} brought.
bring-already = { $count ->
    [one] One file was
   *[other] { $count } files were
} the same as yours already.
# $names: "themes/our class → our class (2)".
bring-beside = Kept beside yours, under a new name, so nothing of yours was changed: { $names }.
bring-refused = { $count ->
    [one] One file was
   *[other] { $count } files were
} not brought: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = and { $count } more
bring-dropped = { $count ->
    [one] One picture
   *[other] { $count } pictures
} of games that cannot be played were left out.
bring-why-leads-out = its name leads out of Lineup’s folders
bring-why-too-large = it is { $size }, larger than any file Lineup keeps
bring-why-cannot-be-played = it cannot be played: { $why }
bring-why-class-has-own = you have your own, which was kept; remove yours in Our files to bring this one
bring-why-not-lineups = it is not a file Lineup reads
bring-why-not-kept = it could not be kept: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = The file { $file } is not a file of Lineup’s own things, so nothing was brought from it. Save it again from Lineup with “{ home-save-files }”.
bring-too-many-files = The file { $file } holds more than { $count } files, more than Lineup ever saves, so nothing was brought from it.
bring-too-large = The file { $file } holds more than { $size }, more than Lineup ever saves, so nothing was brought from it.
# Why a recording of the class's voice was not kept.
recording-not-sound = it is not a sound file Lineup recorded
recording-cut-short = the recording is cut short
recording-too-long = the recording is longer than a minute
recording-silent = nothing can be heard in the recording
