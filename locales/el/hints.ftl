# Βοήθεια: γιατί ο υπολογιστής προτείνει αυτή την κίνηση, με λόγια παιδιού.

hint-wins-game = Έτσι κερδίζεις το παιχνίδι!
hint-makes-sequence = Έτσι κλείνεις μια γραμμή!
# $team is a colour alone, a neuter noun as children say it in board games ("παίζει το
# κόκκινο"): "το Κόκκινο", "το Μπλε". Its nominative and accusative are the same, so every
# colour reads right; a genitive ("του Κόκκινου") is avoided.
# $chips is the count the other team would reach: stop them before they get there.
hint-blocks = Έτσι σταματάς το { $team } πριν κάνει { $chips } στη σειρά
hint-takes-away = Έτσι παίρνεις ένα πούλι από τη γραμμή που φτιάχνει το { $team }
hint-builds-line = Έτσι κάνεις { $chips } στη σειρά
hint-trades-dead-card = Κανείς δεν μπορεί να παίξει αυτή την κάρτα: άλλαξέ τη
hint-starts-lines = Καλό κουτάκι για να ξεκινήσεις μια γραμμή
