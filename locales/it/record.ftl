# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Registra la nostra voce
rec-how = Tocca «Registra», dillo e poi tocca «Ferma»: Lineup te lo fa riascoltare. Registralo di nuovo finché non ti piace. Quello che non registri resta con la voce del computer.
rec-progress = { $at } di { $count }
rec-name = Il nome della lettera
rec-sound = Il suono della lettera
rec-word = La parola
rec-record = Registra
rec-stop = Ferma
rec-hear = Ascolta
rec-computer = Usa la voce del computer
rec-back = Indietro
rec-next = Avanti
rec-close = Chiudi
rec-ours = Registrato da te.
rec-count = Registrati da te: { $ours } di { $count }
rec-kept = Salvato. La classe sentirà questo.
rec-nothing = Non si è sentita nessuna parola. Controlla che il microfono sia acceso e riprova.
rec-too-quiet = Era troppo piano. Avvicinati al microfono e parla più forte.
rec-clipped = Era troppo forte e gracchia. Allontanati un po’ dal microfono.
rec-no-mic = Non c’è nessun microfono. Collegane uno e riprova.
rec-refused = Lineup non ha il permesso di usare il microfono. Consentilo nelle impostazioni del browser o del computer e riprova.
rec-failed = Il microfono non ha funzionato: { $why }
rec-not-kept = Non è stato possibile conservare la registrazione: { $why }
# The button on home and on the page of a board just made.
rec-open = Registra la nostra voce
