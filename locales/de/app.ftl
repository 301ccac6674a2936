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
picture-too-complex = die Zeichnung ist zu aufwendig zum Anzeigen: die Zeichnung als PNG neu speichern oder einfacher zeichnen
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } Bilder können nicht angezeigt werden: { $files }. { $why }. An ihrer Stelle stehen ihre Wörter.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Die Datei { $file } ist { $size } groß, größer als jede Datei, die Lineup liest, darum wurde sie nicht geöffnet.

# A file's size.
size-bytes = { $count ->
    [one] { $count } Byte
   *[other] { $count } Bytes
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Aus { $file } übernommen: { $games ->
    [one] ein Spiel oder Spielbrett
   *[other] { $games } Spiele oder Spielbretter
} und { $recordings ->
    [one] eine Aufnahme
   *[other] { $recordings } Aufnahmen
}.
bring-already = { $count ->
    [one] Eine Datei war
   *[other] { $count } Dateien waren
} schon genau so vorhanden.
# $names: "themes/our class → our class (2)".
bring-beside = Unter neuem Namen neben den vorhandenen aufbewahrt, damit nichts Vorhandenes verändert wird: { $names }.
bring-refused = { $count ->
    [one] Eine Datei wurde
   *[other] { $count } Dateien wurden
} nicht übernommen: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = und { $count } weitere
bring-dropped = { $count ->
    [one] Ein Bild von Spielen, die sich nicht spielen lassen, wurde weggelassen.
   *[other] { $count } Bilder von Spielen, die sich nicht spielen lassen, wurden weggelassen.
}
bring-why-leads-out = ihr Name führt aus den Ordnern von Lineup hinaus
bring-why-too-large = sie ist { $size } groß, größer als jede Datei, die Lineup aufbewahrt
bring-why-cannot-be-played = sie lässt sich nicht spielen: { $why }
bring-why-class-has-own = es gibt schon eine eigene, die behalten wurde; um diese hier zu übernehmen, die eigene unter „Unsere Dateien“ löschen
bring-why-not-lineups = das ist keine Datei, die Lineup liest
bring-why-not-kept = sie konnte nicht gespeichert werden: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Die Datei { $file } ist keine Lineup-Datei mit den eigenen Sachen der Klasse, darum wurde nichts daraus übernommen. In Lineup mit „{ home-save-files }“ neu speichern.
bring-too-many-files = Die Datei { $file } enthält mehr als { $count } Dateien, mehr als Lineup je speichert, darum wurde nichts daraus übernommen.
bring-too-large = Die Datei { $file } enthält mehr als { $size }, mehr als Lineup je speichert, darum wurde nichts daraus übernommen.
# Why a recording of the class's voice was not kept.
recording-not-sound = das ist keine Tondatei, die Lineup aufgenommen hat
recording-cut-short = die Aufnahme ist unvollständig
recording-too-long = die Aufnahme ist länger als eine Minute
recording-silent = in der Aufnahme ist nichts zu hören
