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
app-new-board-question = Ein neues Spiel mit den Buchstaben und Bildern auf { $language } starten?
app-new-board-yes = Neues Spiel
app-new-board-no = Weiterspielen
