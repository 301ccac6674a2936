# Ευγενικά λόγια για μια κίνηση που δεν επιτρέπουν οι κανόνες.

error-not-your-turn = Περίμενε τη σειρά σου
error-card-not-in-hand = Αυτή η κάρτα δεν είναι στο χέρι σου
error-card-does-not-fit = Αυτή η κάρτα δεν πάει εκεί
error-cell-occupied = Εκεί υπάρχει ήδη πούλι
error-cell-is-free = Οι γωνίες είναι για όλους
error-cell-empty = Εκεί δεν υπάρχει πούλι για να πάρεις
error-not-an-opponent-chip = Μπορείς να πάρεις μόνο πούλι άλλης ομάδας
error-chip-in-sequence = Αυτό το πούλι είναι σε γραμμή που έγινε: μένει εκεί
error-not-a-dead-card = Αυτή η κάρτα μπορεί ακόμα να παιχτεί
error-one-dead-card-per-turn = Κάθε φορά που παίζεις αλλάζεις μόνο μία κάρτα
error-game-over = Το παιχνίδι τελείωσε
error-no-draw-owed = Τώρα δεν χρειάζεται να τραβήξεις κάρτα
error-no-such-cell = Αυτό δεν είναι πάνω στο ταμπλό
error-discard-pending = Πρώτα κάθε παίκτης της ομάδας πρέπει να αφήσει κάτω μία κάρτα
error-no-discard-owed = Δεν χρειάζεται να αφήσεις κάτω κάρτα
error-nothing-to-discard = Αυτή η ομάδα δεν έχει κάρτες
error-no-such-team = Δεν υπάρχει τέτοια ομάδα
