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
app-may-be-cleared = Dieser Browser löscht das gespeicherte Spiel der Klasse vielleicht, wenn Lineup eine Weile nicht geöffnet wird. Damit es bleibt: Lineup zum Home-Bildschirm hinzufügen (oder installieren) oder „{ home-save-files }“ nutzen.
app-file-not-kept = Die Datei { $file } konnte in diesem Browser nicht gespeichert werden: { $why }
app-theme-not-loaded = Das Spiel „{ $theme }“ ist nicht geladen. Lineup mit --themes und dem Ordner starten, in dem seine Datei liegt.
app-save-theme-missing = Das gespeicherte Spiel „{ $theme }“ kann hier nicht weitergehen: Dieses Spiel ist nicht geladen. Es wurde als { $file } aufbewahrt. Zum Weiterspielen Lineup mit --themes und dem Ordner mit der Datei des Spiels starten: lineup --themes ORDNER resume { $file }
app-save-move-refused = Zug { $number } des gespeicherten Spiels lässt sich nicht noch einmal spielen: { $why }
app-new-board-question = Ein neues Spiel mit den Buchstaben und Bildern auf { $language } starten?
app-new-board-yes = Neues Spiel
app-new-board-no = Weiterspielen
app-file-not-lineups = Die Datei { $file } ist kein Spiel und keine Einstellungen, die Lineup gespeichert hat: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Das Bild { $file } kann nicht angezeigt werden: { $why }. An seiner Stelle steht sein Wort.
picture-no-name = der Dateiname des Bildes ist leer: den Namen eintragen, etwa image = "Sonne.png"
picture-outside-folder = das Bild liegt außerhalb des Ordners mit der Datei des Spiels: es in diesen Ordner legen oder in einen Ordner darin
picture-missing = diese Bilddatei gibt es nicht: den Namen prüfen, mit der Endung (.png, .jpg oder .svg)
picture-not-a-file = das ist ein Ordner, keine Bilddatei: den Namen einer Bilddatei angeben
picture-too-many-bytes = die Bilddatei hat { $megabytes } MB, mehr als 20 MB: das Bild verkleinern und neu speichern
picture-too-many-pixels = das Bild hat { $width } × { $height } Pixel, mehr als 8000 an einer Seite: das Bild verkleinern und neu speichern
picture-not-a-picture = das ist kein PNG-, JPEG- oder SVG-Bild: das Bild als PNG oder JPEG neu speichern
picture-cut-short = die Bilddatei ist unvollständig: sie noch einmal kopieren oder das Bild als PNG oder JPEG neu speichern
picture-unreadable = die Bilddatei lässt sich nicht lesen: { $why }
picture-drawing-reaches-out = die Zeichnung zeigt eine andere Datei, { $file }, von außerhalb ihres Ordners: die Zeichnung als PNG neu speichern oder das Gezeigte in ihren Ordner legen
