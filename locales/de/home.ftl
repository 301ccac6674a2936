# Der Startbildschirm: die Kacheln der Spiele.

home-pick-a-game = Such dir ein Spiel aus
home-resume = Das letzte Spiel weiterspielen: { $game }
home-loading = Das letzte Spiel wird gesucht …
home-ages = Alter: { $ages }
home-sound-on = Ton an
home-sound-off = Ton aus
home-voice-on = Vorlesen an
home-voice-off = Vorlesen aus
home-volume = Lautstärke
home-motion-on = Animationen an
home-motion-off = Animationen aus
home-own-games = Eigene Spiele
# Eine Spieldatei der Lehrkraft, die sich nicht spielen lässt; $why sagt, was daran falsch ist und wie man es behebt.
home-broken-game = { $file } lässt sich nicht spielen: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = In einer Datei speichern
home-open-files = Datei öffnen
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Spielbrett aus einem Ordner mit Bildern erstellen
home-make-board-how = Die Bilder in einen Ordner legen, jedes mit seinem Wort als Dateinamen: Maria.jpg, Sonne.png. Zwei Bilder für jeden Buchstaben. Sprache des Spielbretts: { $language }.
home-make-board-folder = Ordner mit Bildern
home-make-board-how-pick = Die Bilder auswählen, jedes mit seinem Wort als Dateinamen: Maria.jpg, Sonne.png. Zwei Bilder für jeden Buchstaben. Sprache des Spielbretts: { $language }.
home-make-board-choose = Bilder auswählen
home-make-board-go = Spielbrett erstellen
home-make-board-close = Schließen
home-making-board = Das Spielbrett wird erstellt …
home-board-made = Das Spielbrett ist fertig, mit { $count } Buchstaben: { $letters }. Darauf wird das Spiel „Buchstaben“ auf { $language } gespielt.
home-board-one-picture = Diese Buchstaben wurden weggelassen, weil sie nur ein Bild haben (jeder Buchstabe braucht zwei): { $letters }
home-board-spare = Diese Wörter wurden weggelassen, weil ihr Buchstabe schon zwei Bilder hat: { $words }
home-board-no-letter = Diese Wörter wurden weggelassen, weil sie mit keinem Buchstaben des Spielbretts anfangen: { $words }
home-board-heard-otherwise = Diese Wörter prüfen: Sie fangen vielleicht nicht mit dem Laut ihres Buchstabens an: { $words }
home-board-too-few = { $count ->
    [one] Nur { $count } Buchstabe hat zwei Bilder, und ein Spielbrett braucht mindestens { $needed }. Bilder für weitere Buchstaben hinzufügen.
   *[other] Nur { $count } Buchstaben haben zwei Bilder, und ein Spielbrett braucht mindestens { $needed }. Bilder für weitere Buchstaben hinzufügen.
}
home-board-no-folder = Den Ordner { $folder } gibt es nicht.
home-board-no-pictures = Im Ordner { $folder } sind keine Bilder (Dateien mit der Endung .png, .jpg oder .svg).
home-board-not-kept = Das Spielbrett konnte nicht in { $file } gespeichert werden: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Alle { $count } anzeigen
home-notices-fewer = Weniger anzeigen

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Unsere Dateien
ours-how = Alles, was Lineup hier für die Klasse aufbewahrt. Löschen, was nicht mehr gebraucht wird: ein Spiel oder Spielbrett, die Aufnahmen mit der Stimme der Klasse, das Spiel zum Weiterspielen oder die Einstellungen mit den eingetippten Namen der Spieler.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Lineup belegt in diesem Browser { $used } von den erlaubten { $allowed }.
ours-listing = Es wird nachgesehen, was Lineup aufbewahrt …
ours-nothing = Lineup bewahrt hier noch nichts für die Klasse auf.
ours-removed = Gelöscht: { $name }
ours-not-removed = Konnte nicht gelöscht werden: { $why }
ours-game = Eigenes Spiel: { $name }
ours-board = Eigenes Spielbrett: { $language }
ours-unplayable = Spiele oder Spielbretter, die sich nicht spielen lassen: { $count }
ours-recordings = { $count ->
    [one] Eine Aufnahme
   *[other] { $count } Aufnahmen
} mit der Stimme der Klasse auf { $language }
ours-saved-game = Das Spiel zum Weiterspielen
ours-settings = Die Einstellungen mit den eingetippten Namen der Spieler
ours-other = Eine von Lineup beiseitegelegte Datei
ours-remove = Löschen
ours-sure = { $name } endgültig löschen?
ours-remove-yes = Ja, löschen
ours-keep = Behalten
ours-close = Schließen
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
