# Το παράθυρο, η επιλογή γλώσσας και μηνύματα για αρχεία και ήχο.

# Το όνομα αυτής της γλώσσας στη δική της γλώσσα, όπως το δείχνει η επιλογή γλώσσας.
language-name = Ελληνικά
app-title = Lineup
app-language = Γλώσσα
app-settings-not-saved = Δεν ήταν δυνατό να αποθηκευτούν οι ρυθμίσεις: { $error }
app-game-not-saved = Δεν ήταν δυνατό να αποθηκευτεί το παιχνίδι: { $error }
app-file-set-aside = Δεν ήταν δυνατό να διαβαστεί το αρχείο { $file } ({ $why }). Φυλάχτηκε ως { $aside } και το Lineup ξεκίνησε από την αρχή.
app-file-left = Δεν ήταν δυνατό να διαβαστεί το αρχείο { $file } ({ $why }). Έμεινε εκεί που ήταν και το Lineup ξεκίνησε από την αρχή.
app-saved-game-gone = Δεν ήταν δυνατό να συνεχιστεί το αποθηκευμένο παιχνίδι: { $why }
app-no-sound = Δεν βρέθηκε συσκευή ήχου, οπότε το Lineup παίζει χωρίς ήχο.
app-may-be-cleared = Αυτό το πρόγραμμα περιήγησης μπορεί να σβήσει το αποθηκευμένο παιχνίδι της τάξης, αν το Lineup δεν ανοίξει για λίγο καιρό. Για να το κρατήσετε, προσθέστε το Lineup στην αρχική οθόνη (ή εγκαταστήστε το) ή χρησιμοποιήστε το «{ home-save-files }».
app-theme-not-loaded = Το παιχνίδι «{ $theme }» δεν έχει φορτωθεί. Ξεκινήστε το Lineup με --themes και τον φάκελο όπου βρίσκεται το αρχείο του.
app-save-theme-missing = Το αποθηκευμένο παιχνίδι «{ $theme }» δεν μπορεί να συνεχιστεί εδώ: αυτό το παιχνίδι δεν έχει φορτωθεί. Φυλάχτηκε ως { $file }. Για να το συνεχίσετε, ξεκινήστε το Lineup με --themes και τον φάκελο όπου βρίσκεται το αρχείο του παιχνιδιού: lineup --themes ΦΑΚΕΛΟΣ resume { $file }
app-save-move-refused = Η κίνηση { $number } του αποθηκευμένου παιχνιδιού δεν μπορεί να παιχτεί ξανά: { $why }
# $language is the language's own name ("Ελληνικά", "English"): it stands first, so it needs
# no article or case ending.
app-new-board-question = { $language }: να ξεκινήσουμε νέο παιχνίδι με τα γράμματα και τις εικόνες αυτής της γλώσσας;
app-new-board-yes = Νέο παιχνίδι
app-new-board-no = Συνεχίζουμε
app-file-not-lineups = Το αρχείο { $file } δεν είναι παιχνίδι ή ρυθμίσεις που αποθήκευσε το Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Δεν ήταν δυνατό να εμφανιστεί η εικόνα { $file }: { $why }. Στη θέση της φαίνεται η λέξη της.
picture-no-name = το όνομα του αρχείου της εικόνας είναι κενό: γράψτε το, π.χ. image = "φεγγάρι.png"
picture-outside-folder = η εικόνα είναι έξω από τον φάκελο του αρχείου του παιχνιδιού: βάλτε την σε αυτόν τον φάκελο ή σε έναν φάκελο μέσα σε αυτόν
picture-missing = δεν υπάρχει τέτοιο αρχείο εικόνας: ελέγξτε το όνομά του, μαζί με την κατάληξη (.png, .jpg ή .svg)
picture-not-a-file = αυτό είναι φάκελος, όχι αρχείο εικόνας: δώστε το όνομα ενός αρχείου εικόνας
picture-too-many-bytes = το αρχείο της εικόνας είναι { $megabytes } MB, πάνω από 20 MB: μικρύνετε την εικόνα και αποθηκεύστε την ξανά
picture-too-many-pixels = η εικόνα είναι { $width } × { $height } pixel, πάνω από 8000 σε μία πλευρά: μικρύνετε την εικόνα και αποθηκεύστε την ξανά
picture-not-a-picture = δεν είναι εικόνα PNG, JPEG ή SVG: αποθηκεύστε την ξανά ως PNG ή JPEG
picture-cut-short = το αρχείο της εικόνας είναι ελλιπές: αντιγράψτε το ξανά ή αποθηκεύστε την εικόνα ξανά ως PNG ή JPEG
picture-unreadable = το αρχείο της εικόνας δεν μπορεί να διαβαστεί: { $why }
picture-drawing-reaches-out = το σχέδιο δείχνει ένα άλλο αρχείο, { $file }, από έξω από τον φάκελό του: αποθηκεύστε το σχέδιο ξανά ως PNG ή βάλτε ό,τι δείχνει μέσα στον φάκελό του
