# Η αρχική οθόνη: τα κουτιά με τα παιχνίδια.

home-pick-a-game = Διάλεξε παιχνίδι
home-resume = Συνέχισε το τελευταίο παιχνίδι: { $game }
home-loading = Ψάχνουμε το τελευταίο παιχνίδι…
home-ages = Για ηλικίες { $ages }
home-sound-on = Με ήχο
home-sound-off = Χωρίς ήχο
home-voice-on = Με φωνή
home-voice-off = Χωρίς φωνή
home-volume = Ένταση
home-motion-on = Με κίνηση
home-motion-off = Χωρίς κίνηση
home-own-games = Τα δικά σας παιχνίδια
# Ένα αρχείο παιχνιδιού του δασκάλου που δεν μπορεί να παιχτεί· το $why λέει τι φταίει και πώς διορθώνεται.
home-broken-game = Το αρχείο { $file } δεν μπορεί να παιχτεί: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Αποθήκευση σε αρχείο
home-open-files = Άνοιγμα αρχείου
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Δημιουργία ταμπλό από φάκελο με εικόνες
home-make-board-how = Βάλτε τις εικόνες σας σε έναν φάκελο, την καθεμία με όνομα τη λέξη της: Μαρία.jpg, φεγγάρι.png. Δύο εικόνες για κάθε γράμμα. Γλώσσα του ταμπλό: { $language }.
home-make-board-folder = Φάκελος με εικόνες
home-make-board-how-pick = Διαλέξτε τις εικόνες σας, την καθεμία με όνομα τη λέξη της: Μαρία.jpg, φεγγάρι.png. Δύο εικόνες για κάθε γράμμα. Γλώσσα του ταμπλό: { $language }.
home-make-board-choose = Επιλογή εικόνων
home-make-board-go = Δημιουργία ταμπλό
home-make-board-close = Κλείσιμο
home-making-board = Το ταμπλό ετοιμάζεται…
home-board-made = Το ταμπλό είναι έτοιμο, με { $count } γράμματα: { $letters }. Σε αυτό παίζεται το παιχνίδι «Γράμματα» (γλώσσα: { $language }).
home-board-one-picture = Αυτά τα γράμματα έμειναν έξω, γιατί έχουν μόνο μία εικόνα (κάθε γράμμα χρειάζεται δύο): { $letters }
home-board-spare = Αυτές οι λέξεις έμειναν έξω, γιατί το γράμμα τους έχει ήδη δύο εικόνες: { $words }
home-board-no-letter = Αυτές οι λέξεις έμειναν έξω, γιατί δεν αρχίζουν από κανένα γράμμα του ταμπλό: { $words }
home-board-heard-otherwise = Ελέγξτε αυτές τις λέξεις: ίσως δεν αρχίζουν με τον ήχο του γράμματός τους: { $words }
home-board-too-few = { $count ->
    [one] Μόνο { $count } γράμμα έχει δύο εικόνες, και ένα ταμπλό χρειάζεται τουλάχιστον { $needed }. Προσθέστε εικόνες για περισσότερα γράμματα.
   *[other] Μόνο { $count } γράμματα έχουν δύο εικόνες, και ένα ταμπλό χρειάζεται τουλάχιστον { $needed }. Προσθέστε εικόνες για περισσότερα γράμματα.
}
home-board-no-folder = Δεν υπάρχει ο φάκελος { $folder }.
home-board-no-pictures = Ο φάκελος { $folder } δεν έχει εικόνες (αρχεία που τελειώνουν σε .png, .jpg ή .svg).
home-board-not-kept = Δεν ήταν δυνατό να αποθηκευτεί το ταμπλό στο { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Εμφάνιση όλων ({ $count })
home-notices-fewer = Εμφάνιση λιγότερων

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Τα αρχεία μας
ours-how = Όλα όσα φυλάει εδώ το Lineup για την τάξη σας. Διαγράψτε ό,τι δεν θέλετε πια: ένα παιχνίδι ή ταμπλό, τις ηχογραφήσεις με τη φωνή της τάξης σας, το παιχνίδι που μπορείτε να συνεχίσετε ή τις ρυθμίσεις με τα ονόματα που γράψατε για κάθε παίκτη.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Αυτό το πρόγραμμα περιήγησης φυλάει { $used } για το Lineup, από τα { $allowed } που επιτρέπει.
ours-listing = Κοιτάμε τι φυλάει το Lineup…
ours-nothing = Το Lineup δεν φυλάει ακόμη τίποτα εδώ για την τάξη σας.
ours-removed = Διαγράφηκε: { $name }
ours-not-removed = Δεν ήταν δυνατό να διαγραφεί: { $why }
ours-game = Το παιχνίδι σας: { $name }
ours-board = Το ταμπλό σας με γράμματα: { $language }
ours-unplayable = Παιχνίδια ή ταμπλό που δεν μπορούν να παιχτούν: { $count }
ours-recordings = { $count ->
    [one] Μία ηχογράφηση
   *[other] { $count } ηχογραφήσεις
} με τη φωνή της τάξης σας (γλώσσα: { $language })
ours-saved-game = Το παιχνίδι που μπορείτε να συνεχίσετε
ours-settings = Οι ρυθμίσεις, με τα ονόματα που γράψατε για κάθε παίκτη
ours-other = Ένα αρχείο που το Lineup έβαλε στην άκρη
ours-remove = Διαγραφή
ours-sure = Να διαγραφεί οριστικά το { $name };
ours-remove-yes = Ναι, διαγραφή
ours-keep = Να μείνει
ours-close = Κλείσιμο
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
