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
