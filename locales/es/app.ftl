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
picture-too-complex = el dibujo es demasiado complejo para mostrarlo: vuelve a guardarlo como PNG o dibújalo más sencillo
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = No se pueden mostrar { $count } imágenes: { $files }. { $why }. En su lugar se muestran sus palabras.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = El archivo { $file } ocupa { $size }, más que cualquier archivo que pueda leer Lineup, así que no se ha abierto.

# A file's size.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Importado de { $file }: { $games ->
    [one] un juego o tablero
   *[other] { $games } juegos o tableros
} y { $recordings ->
    [one] una grabación
   *[other] { $recordings } grabaciones
}.
bring-already = { $count ->
    [one] Un archivo ya era igual al tuyo.
   *[other] { $count } archivos ya eran iguales a los tuyos.
}
# $names: "themes/our class → our class (2)".
bring-beside = Guardado con un nombre nuevo junto a los tuyos, para no cambiar nada de lo tuyo: { $names }.
bring-refused = { $count ->
    [one] Un archivo no se ha importado
   *[other] { $count } archivos no se han importado
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = y { $count } más
bring-dropped = { $count ->
    [one] Se ha dejado fuera una imagen de juegos que no se pueden jugar.
   *[other] Se han dejado fuera { $count } imágenes de juegos que no se pueden jugar.
}
bring-why-leads-out = su nombre lleva fuera de las carpetas de Lineup
bring-why-too-large = ocupa { $size }, más que cualquier archivo que guarde Lineup
bring-why-cannot-be-played = no se puede jugar: { $why }
bring-why-class-has-own = ya tienes el tuyo, que se ha conservado; borra el tuyo en «Nuestros archivos» para importar este
bring-why-not-lineups = no es un archivo que lea Lineup
bring-why-not-kept = no se pudo guardar: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = El archivo { $file } no es un archivo de Lineup con las cosas de tu clase, así que no se ha importado nada de él. Vuelve a guardarlo desde Lineup con «{ home-save-files }».
bring-too-many-files = El archivo { $file } contiene más de { $count } archivos, más de los que Lineup guarda nunca, así que no se ha importado nada de él.
bring-too-large = El archivo { $file } contiene más de { $size }, más de lo que Lineup guarda nunca, así que no se ha importado nada de él.
# Why a recording of the class's voice was not kept.
recording-not-sound = no es un archivo de sonido grabado por Lineup
recording-cut-short = la grabación está incompleta
recording-too-long = la grabación dura más de un minuto
recording-silent = no se oye nada en la grabación
