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
app-may-be-cleared = Este navegador puede borrar la partida guardada de la clase si Lineup no se abre durante un tiempo. Para conservarla, añade Lineup a la pantalla de inicio (o instálalo), o usa «{ home-save-files }».
app-file-not-kept = No se pudo guardar el archivo { $file } en este navegador: { $why }
app-theme-not-loaded = El juego «{ $theme }» no está cargado. Abre Lineup con --themes y la carpeta que contiene su archivo.
app-save-theme-missing = La partida guardada de «{ $theme }» no puede seguir aquí: ese juego no está cargado. Se ha guardado como { $file }. Para seguirla, abre Lineup con --themes y la carpeta que contiene el archivo del juego: lineup --themes CARPETA resume { $file }
app-save-move-refused = La jugada { $number } de la partida guardada no se puede volver a jugar: { $why }
app-new-board-question = { $language }: ¿empezamos una partida nueva con las letras y los dibujos de este idioma?
app-new-board-yes = Partida nueva
app-new-board-no = Seguir jugando
app-file-not-lineups = El archivo { $file } no es una partida ni una configuración guardada por Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = No se puede mostrar la imagen { $file }: { $why }. En su lugar se muestra su palabra.
picture-no-name = falta el nombre del archivo de la imagen: escríbelo, por ejemplo image = "luna.png"
picture-outside-folder = la imagen está fuera de la carpeta del archivo del juego: ponla en esa carpeta o en una carpeta que esté dentro de ella
picture-missing = no hay ningún archivo de imagen con ese nombre: revisa el nombre y la terminación (.png, .jpg o .svg)
picture-not-a-file = es una carpeta, no un archivo de imagen: escribe el nombre de un archivo de imagen
picture-too-many-bytes = el archivo de la imagen ocupa { $megabytes } MB, más de 20 MB: haz la imagen más pequeña y vuelve a guardarla
picture-too-many-pixels = la imagen mide { $width } × { $height } píxeles, más de 8000 por un lado: hazla más pequeña y vuelve a guardarla
picture-not-a-picture = no es una imagen PNG, JPEG ni SVG: vuelve a guardarla como PNG o JPEG
picture-cut-short = el archivo de la imagen está incompleto: vuelve a copiarlo o vuelve a guardar la imagen como PNG o JPEG
picture-unreadable = no se puede leer el archivo de la imagen: { $why }
picture-drawing-reaches-out = el dibujo muestra otro archivo, { $file }, de fuera de su carpeta: vuelve a guardar el dibujo como PNG o pon lo que muestra en su carpeta
