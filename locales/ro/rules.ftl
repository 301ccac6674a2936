# Gentle words for a move the rules do not allow.

error-not-your-turn = Așteaptă-ți rândul
error-card-not-in-hand = Cartea asta nu e în mâna ta
error-card-does-not-fit = Cartea asta nu merge acolo
error-cell-occupied = Acolo e deja un jeton
error-cell-is-free = Colțurile sunt ale tuturor
error-cell-empty = Acolo nu e niciun jeton de luat
error-not-an-opponent-chip = Poți lua doar jetonul altei echipe
error-chip-in-sequence = Jetonul ăsta e într-o linie terminată: rămâne acolo
error-not-a-dead-card = Cartea asta încă se poate juca
error-one-dead-card-per-turn = Poți schimba o singură carte când e rândul tău
error-game-over = Jocul s-a terminat
error-no-draw-owed = Acum nu e de tras nicio carte
error-no-such-cell = Asta nu e pe tablă
error-discard-pending = Mai întâi, fiecare din echipă trebuie să pună jos o carte
error-no-discard-owed = Nu trebuie să pui jos nicio carte
error-nothing-to-discard = Echipa asta nu are cărți
error-no-such-team = Nu există echipa asta
