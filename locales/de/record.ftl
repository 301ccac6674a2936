# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Unsere Stimme aufnehmen
rec-how = Auf „Aufnehmen“ tippen, sprechen, dann auf „Stopp“ tippen: Lineup spielt die Aufnahme gleich ab. So oft neu aufnehmen, bis sie gefällt. Was nicht aufgenommen ist, spricht weiter die Computerstimme.
rec-progress = { $at } von { $count }
rec-name = Der Name des Buchstabens
rec-sound = Der Laut des Buchstabens
rec-word = Das Wort
rec-record = Aufnehmen
rec-stop = Stopp
rec-hear = Anhören
rec-computer = Computerstimme verwenden
rec-back = Zurück
rec-next = Weiter
rec-close = Schließen
rec-ours = Selbst aufgenommen.
rec-count = Selbst aufgenommen: { $ours } von { $count }
rec-kept = Gespeichert. So hört es die Klasse.
rec-nothing = Es war kein Wort zu hören. Prüfen, ob das Mikrofon an ist, und noch einmal versuchen.
rec-too-quiet = Das war zu leise. Näher ans Mikrofon gehen und lauter sprechen.
rec-clipped = Das war zu laut und knistert. Etwas weiter vom Mikrofon weggehen.
rec-no-mic = Es gibt kein Mikrofon. Eines anschließen und noch einmal versuchen.
rec-refused = Lineup darf das Mikrofon nicht benutzen. Es in den Einstellungen des Browsers oder des Computers erlauben und noch einmal versuchen.
rec-failed = Das Mikrofon hat nicht funktioniert: { $why }
rec-not-kept = Die Aufnahme konnte nicht gespeichert werden: { $why }
# The button on home and on the page of a board just made.
rec-open = Unsere Stimme aufnehmen
