# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = O tabuleiro
print-board-note = Recorte nas linhas pontilhadas, coloque cada folha sobre a faixa cinza da folha ao lado para os lugares se encaixarem, e cole.
print-board-page = Folha { $page } de { $pages }: linha { $row }, coluna { $column }
print-glue = Cole a folha { $page } aqui
print-cards = Cartas para recortar
print-cards-note = Recorte nas linhas. Folha { $page } de { $pages }.
print-card-wild = Vai em qualquer lugar vazio
print-card-remove = Tira uma ficha
print-howto-note = Leiam juntos antes da primeira partida.
print-making = Preparando as folhas para imprimir…
print-written = As folhas para imprimir estão em ⁦{ $file }⁩.
print-failed = Não foi possível preparar as folhas para imprimir: { $error }
print-no-folder = O Lineup não encontrou uma pasta de documentos para guardar as folhas.
