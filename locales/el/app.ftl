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
app-may-be-cleared = Αυτό το πρόγραμμα περιήγησης μπορεί να σβήσει το αποθηκευμένο παιχνίδι της τάξης, αν δεν ανοίξετε το Lineup για αρκετό καιρό. Για να το κρατήσετε, προσθέστε το Lineup στην αρχική οθόνη (ή εγκαταστήστε το) ή χρησιμοποιήστε το «{ home-save-files }».
app-file-not-kept = Το αρχείο { $file } δεν μπόρεσε να φυλαχτεί σε αυτό το πρόγραμμα περιήγησης: { $why }
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
picture-too-many-pixels = η εικόνα είναι { $width } × { $height } πίξελ, πάνω από 8000 σε μία πλευρά: μικρύνετε την εικόνα και αποθηκεύστε την ξανά
picture-not-a-picture = δεν είναι εικόνα PNG, JPEG ή SVG: αποθηκεύστε την ξανά ως PNG ή JPEG
picture-cut-short = το αρχείο της εικόνας είναι ελλιπές: αντιγράψτε το ξανά ή αποθηκεύστε την εικόνα ξανά ως PNG ή JPEG
picture-unreadable = το αρχείο της εικόνας δεν μπορεί να διαβαστεί: { $why }
picture-drawing-reaches-out = το σχέδιο χρησιμοποιεί ένα άλλο αρχείο, { $file }, έξω από τον φάκελό του: αποθηκεύστε το σχέδιο ξανά ως PNG ή βάλτε αυτό το αρχείο στον ίδιο φάκελο
picture-too-complex = το σχέδιο είναι πολύ περίπλοκο για να εμφανιστεί: αποθηκεύστε το ξανά ως PNG ή σχεδιάστε το πιο απλά
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count ->
    [one] Δεν ήταν δυνατό να εμφανιστεί { $count } εικόνα
   *[other] Δεν ήταν δυνατό να εμφανιστούν { $count } εικόνες
}: { $files }. { $why }. Στη θέση τους φαίνονται οι λέξεις τους.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Το αρχείο { $file } είναι { $size }, μεγαλύτερο από κάθε αρχείο που διαβάζει το Lineup, οπότε δεν άνοιξε.

# A file's size.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } byte
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Από το αρχείο { $file } προστέθηκαν { $games ->
    [one] ένα παιχνίδι ή ταμπλό
   *[other] { $games } παιχνίδια ή ταμπλό
} και { $recordings ->
    [one] μία ηχογράφηση
   *[other] { $recordings } ηχογραφήσεις
}.
bring-already = { $count ->
    [one] Ένα αρχείο ήταν ήδη ίδιο με το δικό σας.
   *[other] { $count } αρχεία ήταν ήδη ίδια με τα δικά σας.
}
# $names: "themes/our class → our class (2)".
bring-beside = Φυλάχτηκαν δίπλα στα δικά σας, με νέο όνομα, ώστε να μην αλλάξει τίποτα δικό σας: { $names }.
bring-refused = { $count ->
    [one] Ένα αρχείο δεν προστέθηκε
   *[other] { $count } αρχεία δεν προστέθηκαν
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = και { $count } ακόμη
bring-dropped = { $count ->
    [one] Μία εικόνα από παιχνίδια που δεν μπορούν να παιχτούν έμεινε έξω.
   *[other] { $count } εικόνες από παιχνίδια που δεν μπορούν να παιχτούν έμειναν έξω.
}
bring-why-leads-out = το όνομά του οδηγεί έξω από τους φακέλους του Lineup
bring-why-too-large = είναι { $size }, μεγαλύτερο από κάθε αρχείο που φυλάει το Lineup
bring-why-cannot-be-played = δεν μπορεί να παιχτεί: { $why }
bring-why-class-has-own = έχετε ήδη το δικό σας, που φυλάχτηκε· για να προστεθεί αυτό, διαγράψτε το δικό σας στη σελίδα «Τα αρχεία μας»
bring-why-not-lineups = δεν είναι αρχείο που διαβάζει το Lineup
bring-why-not-kept = δεν μπόρεσε να φυλαχτεί: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Το αρχείο { $file } δεν είναι αρχείο όπου το Lineup αποθηκεύει τα πράγματα της τάξης σας, οπότε δεν προστέθηκε τίποτα από αυτό. Αποθηκεύστε το ξανά από το Lineup με το «{ home-save-files }».
bring-too-many-files = Το αρχείο { $file } περιέχει πάνω από { $count ->
    [one] { $count } αρχείο
   *[other] { $count } αρχεία
}, περισσότερα από όσα αποθηκεύει ποτέ το Lineup, οπότε δεν προστέθηκε τίποτα από αυτό.
bring-too-large = Το αρχείο { $file } περιέχει πάνω από { $size }, περισσότερα από όσα αποθηκεύει ποτέ το Lineup, οπότε δεν προστέθηκε τίποτα από αυτό.
# Why a recording of the class's voice was not kept.
recording-not-sound = δεν είναι αρχείο ήχου που ηχογράφησε το Lineup
recording-cut-short = η ηχογράφηση είναι ελλιπής
recording-too-long = η ηχογράφηση διαρκεί πάνω από ένα λεπτό
recording-silent = στην ηχογράφηση δεν ακούγεται τίποτα
