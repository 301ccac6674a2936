# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Grabar nuestra voz
rec-how = Toca «Grabar», dilo y luego toca «Parar»: Lineup te lo reproduce. Grábalo otra vez hasta que te guste. Lo que no grabes se queda con la voz del ordenador.
rec-progress = { $at } de { $count }
rec-name = El nombre de la letra
rec-sound = El sonido de la letra
rec-word = La palabra
rec-record = Grabar
rec-stop = Parar
rec-hear = Escuchar
rec-computer = Usar la voz del ordenador
rec-back = Volver
rec-next = Siguiente
rec-close = Cerrar
rec-ours = Grabado por ti.
rec-count = Grabados por ti: { $ours } de { $count }
rec-kept = Guardado. Esto es lo que oirá la clase.
rec-nothing = No se ha oído ninguna palabra. Comprueba que el micrófono está encendido y vuelve a intentarlo.
rec-too-quiet = Se ha oído muy bajo. Acércate al micrófono y habla más alto.
rec-clipped = Se ha oído demasiado fuerte y se distorsiona. Aléjate un poco del micrófono.
rec-no-mic = No hay ningún micrófono. Conecta uno y vuelve a intentarlo.
rec-refused = Lineup no tiene permiso para usar el micrófono. Permítelo en los ajustes del navegador o del ordenador y vuelve a intentarlo.
rec-failed = El micrófono no ha funcionado: { $why }
rec-not-kept = No se pudo guardar la grabación: { $why }
# The button on home and on the page of a board just made.
rec-open = Grabar nuestra voz
