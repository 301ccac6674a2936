# Los nombres, descripciones y opciones de los temas incluidos, y los colores de los equipos.
# Un tema añadido desde una carpeta muestra sus propias palabras.

theme-classic-name = Clásico
theme-classic-description = Dos barajas de cartas, cinco fichas en línea.
theme-classic-option-jacks = Jotas
theme-classic-option-jacks-two-eyed = Las jotas de dos ojos son comodines; las de un ojo quitan una ficha
theme-classic-option-jacks-red-black = Las jotas rojas son comodines; las negras quitan una ficha
theme-single-deck-name = Una baraja
theme-single-deck-description = Una sola baraja, cada carta está una vez en el tablero, cuatro en línea.
theme-single-deck-option-to_win = Líneas para ganar
theme-single-deck-option-to_win-2 = Dos líneas
theme-single-deck-option-to_win-3 = Seguir jugando hasta una tercera línea
theme-single-deck-option-to_win-4 = Seguir jugando hasta una cuarta línea
theme-animals-name = Animales
theme-animals-description = Cartas de animales, cuatro en línea. El unicornio va donde quiera y el dragón quita una ficha.
theme-letters-name = Letras
theme-letters-description = Juega una letra y tapa un dibujo que empiece por ella. Cuatro en línea gana.

color-red = Rojo
color-blue = Azul
color-green = Verde
color-yellow = Amarillo
color-orange = Naranja
color-purple = Morado
color-pink = Rosa
color-brown = Marrón
color-black = Negro
color-white = Blanco
