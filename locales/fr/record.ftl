# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Enregistrer notre voix
rec-how = Touchez « Enregistrer », dites-le, puis touchez « Arrêter » : Lineup vous le fait réécouter. Recommencez jusqu’à ce que cela vous plaise. Ce que vous n’enregistrez pas garde la voix de l’ordinateur.
rec-progress = { $at } sur { $count }
rec-name = Le nom de la lettre
rec-sound = Le son de la lettre
rec-word = Le mot
rec-record = Enregistrer
rec-stop = Arrêter
rec-hear = Écouter
rec-computer = Utiliser la voix de l’ordinateur
rec-back = Retour
rec-next = Suivant
rec-close = Fermer
rec-ours = Enregistré par vous.
rec-count = Enregistrés par vous : { $ours } sur { $count }
rec-kept = Gardé. C’est ce que la classe entendra.
rec-nothing = Aucun mot n’a été entendu. Vérifiez que le microphone est allumé, puis réessayez.
rec-too-quiet = C’était trop faible. Rapprochez-vous du microphone et parlez plus fort.
rec-clipped = C’était trop fort, et ça grésille. Éloignez-vous un peu du microphone.
rec-no-mic = Il n’y a pas de microphone. Branchez-en un, puis réessayez.
rec-refused = Lineup n’a pas le droit d’utiliser le microphone. Autorisez-le dans les réglages du navigateur ou de l’ordinateur, puis réessayez.
rec-failed = Le microphone n’a pas fonctionné : { $why }
rec-not-kept = Impossible de garder l’enregistrement : { $why }
# The button on home and on the page of a board just made.
rec-open = Enregistrer notre voix
