# Das Fenster, die Sprachauswahl und Meldungen zu Dateien und Ton.

# Der Name dieser Sprache in dieser Sprache, so wie ihn die Sprachauswahl zeigt.
language-name = Deutsch
app-title = Lineup
app-language = Sprache
app-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden: { $error }
app-game-not-saved = Das Spiel konnte nicht gespeichert werden: { $error }
app-file-set-aside = Die Datei { $file } konnte nicht gelesen werden ({ $why }). Sie wurde als { $aside } aufbewahrt, und Lineup hat neu angefangen.
app-file-left = Die Datei { $file } konnte nicht gelesen werden ({ $why }). Sie bleibt, wo sie ist, und Lineup hat neu angefangen.
app-saved-game-gone = Das gespeicherte Spiel konnte nicht fortgesetzt werden: { $why }
app-no-sound = Es wurde kein Gerät für den Ton gefunden, darum spielt Lineup ohne Ton.
app-theme-not-loaded = Das Spiel „{ $theme }“ ist nicht geladen. Lineup mit --themes und dem Ordner starten, in dem seine Datei liegt.
app-save-theme-missing = Das gespeicherte Spiel „{ $theme }“ kann hier nicht weitergehen: Dieses Spiel ist nicht geladen. Es wurde als { $file } aufbewahrt. Zum Weiterspielen Lineup mit --themes und dem Ordner mit der Datei des Spiels starten: lineup --themes ORDNER resume { $file }
app-save-move-refused = Zug { $number } des gespeicherten Spiels lässt sich nicht noch einmal spielen: { $why }
app-new-board-question = Ein neues Spiel mit den Buchstaben und Bildern auf { $language } starten?
app-new-board-yes = Neues Spiel
app-new-board-no = Weiterspielen
app-file-not-lineups = Die Datei { $file } ist kein Spiel und keine Einstellungen, die Lineup gespeichert hat: { $why }
