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
