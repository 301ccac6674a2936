# About Lineup, opened from home: its version, its licence, and who made its voices and fonts
# (their names and licences follow these words as they are written).
about-title = Σχετικά με το Lineup
about-version = Έκδοση { $version }
about-free = Το Lineup είναι ελεύθερο λογισμικό: ο καθένας μπορεί να το χρησιμοποιεί, να το μοιράζεται και να το αλλάζει (άδεια MIT ή Apache-2.0).
about-voices = Φωνές
about-sounds = Ο ήχος κάθε γράμματος: espeak-ng (GPL-3.0-or-later)
about-fonts = Γράμματα και εικόνες
about-close = Κλείσιμο
