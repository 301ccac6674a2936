# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = The board
print-board-note = Cut along the dotted lines, lay each page on the grey strip of the page beside it so the spaces line up, and glue.
print-board-page = Page { $page } of { $pages }: row { $row }, column { $column }
print-glue = Glue page { $page } here
print-cards = Cards to cut out
print-cards-note = Cut along the lines. Page { $page } of { $pages }.
print-card-wild = Goes on any empty space
print-card-remove = Takes away a chip
print-howto-note = Read it together before the first game.
print-making = Making the pages to print…
print-written = The pages to print are in ⁦{ $file }⁩.
print-failed = The pages to print could not be made: { $error }
print-no-folder = Lineup found no documents folder to put the pages in.
