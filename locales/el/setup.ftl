# Η οθόνη πριν από το παιχνίδι: ποιος παίζει και οι επιλογές του παιχνιδιού.

setup-players = Παίκτες
setup-seat-name = Παίκτης { $number }
setup-person = Άνθρωπος
# The levels are masculine, agreeing with "Υπολογιστής" ("Υπολογιστής: Εύκολος").
setup-computer-level = Υπολογιστής: { $level }
setup-level-random = Στην τύχη
# Greedy for points (not for sweets): he grabs whatever gains most at once.
setup-level-greedy = Άπληστος
setup-level-easy = Εύκολος
setup-level-medium = Μεσαίος
setup-level-just-right = Στα μέτρα σου
setup-level-hard = Δύσκολος
setup-colour = Χρώμα
setup-hands-open = Κάρτες ανοιχτές
setup-hands-private = Κάρτες κρυφές
setup-drawing = Τράβηγμα καρτών
setup-draw-automatic = Αυτόματα
setup-draw-manual = Με το χέρι (όποιος ξεχάσει, χάνει την κάρτα)
setup-first = Ποιος ξεκινά;
setup-first-cut = Κόψιμο της τράπουλας
setup-first-random = Στην τύχη
setup-first-chosen = Παίκτης 1
setup-words = Λέξεις κάτω από τις εικόνες
setup-words-shown = Φαίνονται
setup-words-hidden = Κρυμμένες
setup-hints = Βοήθεια
setup-hints-button = Όταν τη ζητάς
setup-hints-always = Πάντα
setup-think-time = Χρόνος σκέψης (Δύσκολος)
setup-half-second = Μισό δευτερόλεπτο
setup-seconds = { $seconds ->
    [one] { $seconds } δευτερόλεπτο
   *[other] { $seconds } δευτερόλεπτα
}
# The label before the three buttons "Aa", "a", "A".
setup-case = Κεφαλαία ή μικρά γράμματα
setup-letters = Γράμματα για το παιχνίδι
setup-letters-all = Όλα
# Τα γράμματα που μαθαίνει πρώτα η τάξη, με τη σειρά του βιβλίου «Γλώσσα Α΄ Δημοτικού».
setup-letters-first = Τα πρώτα γράμματα
setup-letters-count = { $count ->
    [one] { $count } γράμμα
   *[other] { $count } γράμματα
}
setup-letters-too-few = Διάλεξε τουλάχιστον { $count ->
    [one] { $count } γράμμα
   *[other] { $count } γράμματα
} για να γίνει ταμπλό.
setup-start = Ξεκινάμε!
setup-back = Πίσω
setup-print = Εκτύπωση
setup-who-plays = Ποιος παίζει;
