# La pantalla de inicio: las fichas de los juegos.

home-pick-a-game = Elige un juego
home-resume = Seguir con la última partida
home-loading = Buscando la última partida…
home-ages = Edad: { $ages }
home-sound-on = Sonido activado
home-sound-off = Sonido desactivado
home-voice-on = Voz activada
home-voice-off = Voz desactivada
home-volume = Volumen
