# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = El tablero
print-board-note = Recorta por las líneas de puntos, pon cada hoja sobre la franja gris de la hoja de al lado para que las casillas coincidan, y pega.
print-board-page = Hoja { $page } de { $pages }: fila { $row }, columna { $column }
print-glue = Pega aquí la hoja { $page }
print-cards = Cartas para recortar
print-cards-note = Recorta por las líneas. Hoja { $page } de { $pages }.
print-card-wild = Va en cualquier casilla vacía
print-card-remove = Quita una ficha
print-howto-note = Leedlo juntos antes de la primera partida.
print-making = Preparando las hojas para imprimir…
print-written = Las hojas para imprimir están en ⁦{ $file }⁩.
print-failed = No se pudieron preparar las hojas para imprimir: { $error }
print-no-folder = Lineup no encontró ninguna carpeta de documentos donde guardar las hojas.
