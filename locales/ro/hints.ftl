# Hints: why the computer suggests this move, in a child's words.
# $team is a colour's name (Roșu, Albastru ...), used as the team's name.

hint-wins-game = Așa câștigi jocul!
hint-makes-sequence = Așa termini o linie!
hint-blocks = Așa { $team } nu mai ajunge la { $chips } în linie
hint-takes-away = Așa iei un jeton din linia lui { $team }
hint-builds-line = Așa ai { $chips } în linie
hint-trades-dead-card = Nimeni nu poate folosi cartea asta: schimb-o
hint-starts-lines = O căsuță bună ca să începi o linie
