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
