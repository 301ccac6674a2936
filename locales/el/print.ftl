# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Το ταμπλό
print-board-note = Κόψτε στις διακεκομμένες γραμμές, βάλτε κάθε σελίδα πάνω στη γκρι λωρίδα της διπλανής, ώστε να ταιριάζουν τα κουτάκια, και κολλήστε.
print-board-page = Σελίδα { $page } από { $pages }: σειρά { $row }, στήλη { $column }
print-glue = Κολλήστε εδώ τη σελίδα { $page }
print-cards = Κάρτες για κόψιμο
print-cards-note = Κόψτε στις γραμμές. Σελίδα { $page } από { $pages }.
print-card-wild = Πάει σε όποιο άδειο κουτάκι θέλεις
print-card-remove = Παίρνει ένα πούλι
print-howto-note = Διαβάστε το μαζί πριν από το πρώτο παιχνίδι.
print-making = Ετοιμάζονται οι σελίδες για εκτύπωση…
print-written = Οι σελίδες για εκτύπωση είναι στο ⁦{ $file }⁩.
print-failed = Οι σελίδες για εκτύπωση δεν μπόρεσαν να ετοιμαστούν: { $error }
print-no-folder = Το Lineup δεν βρήκε φάκελο εγγράφων για να βάλει τις σελίδες.
