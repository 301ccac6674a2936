# Η οθόνη του παιχνιδιού: ποιος παίζει, οι κάρτες στο χέρι, οδηγίες και τα κουμπιά του δασκάλου.

# Greek puts an article before a name (ο Νίκος, η Μαρία), and it depends on a gender the app
# does not know; and calling a player by name needs the vocative (Παίκτη 1, Νίκο), which the
# app cannot make. So a name stands first, as a label before a colon, in the nominative.
game-your-turn = { $name }: σειρά σου!
game-thinking = { $name }: σκέφτεται…
# $team is a colour alone ("Κόκκινο") or "Name (Colour)": it stands as a label, so no article
# or ending has to agree with it.
game-wins = { $team }: νίκη! Μπράβο!
game-no-winner = Κανείς δεν μπορεί να παίξει: ισοπαλία!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Δεν έμειναν άλλες κάρτες
    [one] Έμεινε μία κάρτα
   *[other] Έμειναν { $count } κάρτες
}
game-pick-a-card = Διάλεξε μία από τις κάρτες σου
game-pick-a-space = Διάλεξε ένα κουτάκι για αυτή την κάρτα
game-pick-any-space = Διάλεξε όποιο άδειο κουτάκι θέλεις
game-pick-a-chip = Διάλεξε ένα πούλι για να το πάρεις
game-nowhere = Αυτή η κάρτα δεν έχει πού να μπει
game-dead-card = Νεκρή κάρτα: άλλαξέ τη
game-turn-in = Άλλαξε αυτή την κάρτα
game-draw = Τράβα μια κάρτα
game-put-down-a-card = Δεν μιλάμε για τις κάρτες! Άφησε κάτω μία κάρτα
game-pass-to = Τώρα παίζει: { $name }. Πάτησε την οθόνη για να ξεκινήσεις
game-discards = Κάρτες που παίχτηκαν
# Before the team buttons of the teacher's menu: the teacher taps the team that talked.
game-table-talk = Ποιος μίλησε για τις κάρτες;
game-undo = Αναίρεση
game-restart = Από την αρχή
game-home = Αρχική
game-play-again = Παίζουμε ξανά
game-hint = Βοήθεια
game-words = Λέξεις

# Το μενού του δασκάλου: ένα κουμπί, στην ίδια θέση σε κάθε γλώσσα, που ανοίγει ένα μικρό πλαίσιο.
# "Για μεγάλους" (for grown-ups): "δάσκαλος" / "δασκάλα" would name one gender.
game-menu = Για μεγάλους
game-menu-close = Κλείσιμο
game-end = Τέλος παιχνιδιού
game-sound = Ήχος
game-voice = Φωνή
game-motion = Κίνηση
game-ask-restart = Να ξεκινήσει αυτό το παιχνίδι από την αρχή; Οι κάρτες θα μοιραστούν ξανά.
game-ask-end = Να τελειώσει αυτό το παιχνίδι και να γυρίσουμε στην πρώτη οθόνη; Μετά δεν θα μπορεί να συνεχιστεί.
game-yes-restart = Ναι, από την αρχή
game-yes-end = Ναι, τέλος παιχνιδιού
game-keep-playing = Όχι, συνεχίζουμε

# Το σκορ με λέξεις: «Γραμμές: Μπλε 1 από 2».
game-score = Γραμμές
game-score-team = { $team } { $count } από { $goal }
game-goal = { $goal ->
    [one] Μία γραμμή για τη νίκη
   *[other] { $goal } γραμμές για τη νίκη
}

# Οι κάρτες του υπολογιστή δεν φαίνονται όσο σκέφτεται.
game-computer-hand = Σκέφτεται…
# Τι κάνουν οι ειδικές κάρτες, γραμμένο πάνω στην κάρτα.
game-card-any-space = όπου θέλεις
game-card-take-chip = πάρε ένα πούλι
# Μια κάρτα που γράφτηκε με το πληκτρολόγιο και ο παίκτης δεν την έχει.
game-not-in-hand = Δεν έχεις την κάρτα { $card } στο χέρι σου

# Τι μόλις έγινε, σε μια γραμμή κάτω από τον τίτλο. $name είναι ένας παίκτης, $card μια κάρτα όπως φαίνεται.
game-played = { $name }: έπαιξε την κάρτα { $card }.
game-played-sequence = { $name }: έπαιξε την κάρτα { $card } και έκανε γραμμή!
game-played-wild = { $name }: έπαιξε την κάρτα { $card } και διάλεξε ένα άδειο κουτάκι.
game-took-chip = { $name }: έπαιξε την κάρτα { $card } και πήρε ένα πούλι.
game-traded = { $name }: άλλαξε μια νεκρή κάρτα.
