# La pantalla de inicio: las fichas de los juegos.

home-pick-a-game = Elige un juego
home-resume = Seguir con la última partida: { $game }
home-loading = Buscando la última partida…
home-ages = Edad: { $ages }
home-sound-on = Sonido activado
home-sound-off = Sonido desactivado
home-voice-on = Voz activada
home-voice-off = Voz desactivada
home-volume = Volumen
home-motion-on = Animaciones activadas
home-motion-off = Animaciones desactivadas
home-own-games = Tus propios juegos
# Un archivo de juego del docente que no se puede jugar; $why dice qué falla y cómo arreglarlo.
home-broken-game = { $file } no se puede jugar: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Guardar en un archivo
home-open-files = Abrir un archivo
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Hacer un tablero con una carpeta de imágenes
home-make-board-how = Pon tus imágenes en una carpeta, cada una con su palabra como nombre: Maria.jpg, luna.png. Dos imágenes para cada letra. Idioma del tablero: { $language }.
home-make-board-folder = Carpeta de imágenes
home-make-board-how-pick = Elige tus imágenes, cada una con su palabra como nombre: Maria.jpg, luna.png. Dos imágenes para cada letra. Idioma del tablero: { $language }.
home-make-board-choose = Elegir las imágenes
home-make-board-go = Hacer el tablero
home-make-board-close = Cerrar
home-making-board = Haciendo el tablero…
home-board-made = El tablero está hecho, con { $count } letras: { $letters }. En él se juega a «Letras» (idioma: { $language }).
home-board-one-picture = Estas letras se han quedado fuera porque solo tienen una imagen (cada letra necesita dos): { $letters }
home-board-spare = Estas palabras se han quedado fuera porque su letra ya tiene dos imágenes: { $words }
home-board-no-letter = Estas palabras se han quedado fuera porque no empiezan por ninguna letra del tablero: { $words }
home-board-heard-otherwise = Revisa estas palabras: puede que no empiecen por el sonido de su letra: { $words }
home-board-too-few = { $count ->
    [one] Solo { $count } letra tiene dos imágenes, y un tablero necesita por lo menos { $needed }. Añade imágenes para más letras.
   *[other] Solo { $count } letras tienen dos imágenes, y un tablero necesita por lo menos { $needed }. Añade imágenes para más letras.
}
home-board-no-folder = No existe la carpeta { $folder }.
home-board-no-pictures = En la carpeta { $folder } no hay imágenes (archivos que terminen en .png, .jpg o .svg).
home-board-not-kept = No se pudo guardar el tablero en { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Mostrar los { $count }
home-notices-fewer = Mostrar menos

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Nuestros archivos
ours-how = Todo lo que Lineup guarda aquí para tu clase. Borra lo que ya no quieras: un juego o tablero, las grabaciones de la voz de tu clase, la partida para seguir o los ajustes con los nombres escritos para cada jugador.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Este navegador guarda { $used } para Lineup, de los { $allowed } que permite.
ours-listing = Buscando lo que guarda Lineup…
ours-nothing = Lineup todavía no guarda nada aquí para tu clase.
ours-removed = Borrado: { $name }
ours-not-removed = No se pudo borrar: { $why }
ours-game = Tu juego: { $name }
ours-board = Tu tablero de letras: { $language }
ours-unplayable = Juegos o tableros que no se pueden jugar: { $count }
ours-recordings = { $count ->
    [one] Una grabación
   *[other] { $count } grabaciones
} de la voz de tu clase en { $language }
ours-saved-game = La partida para seguir
ours-settings = Los ajustes, con los nombres escritos para cada jugador
ours-other = Un archivo que Lineup ha apartado
ours-remove = Borrar
ours-sure = ¿Borrar { $name } para siempre?
ours-remove-yes = Sí, borrarlo
ours-keep = Conservarlo
ours-close = Cerrar
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
