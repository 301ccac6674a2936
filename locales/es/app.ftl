# La ventana, el selector de idioma y los mensajes sobre archivos y sonido.

# El nombre de este idioma en su propia lengua, tal como lo muestra el selector.
language-name = Español
app-title = Lineup
app-language = Idioma
app-settings-not-saved = No se pudieron guardar los ajustes: { $error }
app-game-not-saved = No se pudo guardar la partida: { $error }
app-file-set-aside = No se pudo leer el archivo { $file } ({ $why }). Se ha guardado como { $aside } y Lineup ha empezado de cero.
app-file-left = No se pudo leer el archivo { $file } ({ $why }). Se ha dejado donde estaba y Lineup ha empezado de cero.
app-saved-game-gone = No se pudo continuar la partida guardada: { $why }
app-no-sound = No se ha encontrado ningún dispositivo de sonido, así que Lineup juega sin sonido.
app-theme-not-loaded = El juego «{ $theme }» no está cargado. Abre Lineup con --themes y la carpeta que contiene su archivo.
app-save-theme-missing = La partida guardada de «{ $theme }» no puede seguir aquí: ese juego no está cargado. Se ha guardado como { $file }. Para seguirla, abre Lineup con --themes y la carpeta que contiene el archivo del juego: lineup --themes CARPETA resume { $file }
app-save-move-refused = La jugada { $number } de la partida guardada no se puede volver a jugar: { $why }
app-new-board-question = { $language }: ¿empezamos una partida nueva con las letras y los dibujos de este idioma?
app-new-board-yes = Partida nueva
app-new-board-no = Seguir jugando
app-file-not-lineups = El archivo { $file } no es una partida ni una configuración guardada por Lineup: { $why }
