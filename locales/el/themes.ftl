# Τα ονόματα, οι περιγραφές και οι επιλογές των έτοιμων παιχνιδιών, και τα χρώματα των ομάδων.
# Ένα παιχνίδι που προστέθηκε από φάκελο δείχνει τα δικά του λόγια.

theme-classic-name = Κλασικό
theme-classic-description = Δύο τράπουλες, πέντε πούλια στη σειρά.
theme-classic-option-jacks = Βαλέδες
theme-classic-option-jacks-two-eyed = Οι βαλέδες με δύο μάτια πάνε όπου θέλεις, οι βαλέδες με ένα μάτι παίρνουν ένα πούλι
theme-classic-option-jacks-red-black = Οι κόκκινοι βαλέδες πάνε όπου θέλεις, οι μαύροι βαλέδες παίρνουν ένα πούλι
theme-single-deck-name = Μία τράπουλα
theme-single-deck-description = Μία τράπουλα, κάθε κάρτα μία φορά στο ταμπλό, τέσσερα στη σειρά.
theme-single-deck-option-to_win = Γραμμές για τη νίκη
theme-single-deck-option-to_win-2 = Δύο γραμμές
theme-single-deck-option-to_win-3 = Συνεχίζουμε ως την τρίτη γραμμή
theme-single-deck-option-to_win-4 = Συνεχίζουμε ως την τέταρτη γραμμή
theme-animals-name = Ζωάκια
theme-animals-description = Κάρτες με ζωάκια, τέσσερα στη σειρά. Ο μονόκερος πάει όπου θέλει, ο δράκος παίρνει ένα πούλι.
theme-letters-name = Γράμματα
theme-letters-description = Παίξε ένα γράμμα και σκέπασε μια εικόνα που αρχίζει από αυτό. Τέσσερα στη σειρά κερδίζουν.

# Team colours: neuter, the colour's own name ("το κόκκινο"), capitalised like a name. In board
# games children call a player or team by it ("παίζει το κόκκινο", "κέρδισε το μπλε"), and the
# hints say "το { $team }". Μπλε, πορτοκαλί, μωβ, ροζ and καφέ never change their ending.
color-red = Κόκκινο
color-blue = Μπλε
color-green = Πράσινο
color-yellow = Κίτρινο
color-orange = Πορτοκαλί
color-purple = Μωβ
color-pink = Ροζ
color-brown = Καφέ
color-black = Μαύρο
color-white = Άσπρο
