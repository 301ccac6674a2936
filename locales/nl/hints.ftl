# Hints: why the computer suggests this move, in a child's words.

hint-wins-game = Hiermee win je het spel!
hint-makes-sequence = Hiermee maak je een rij af!
hint-blocks = Zo krijgt { $team } geen { $chips } op een rij
hint-takes-away = Zo haal je een fiche uit de rij van { $team }
hint-builds-line = Zo heb je er { $chips } op een rij
hint-trades-dead-card = Niemand kan deze kaart gebruiken: ruil hem om
hint-starts-lines = Een goed vakje om een rij te beginnen
