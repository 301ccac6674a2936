# Łagodne słowa, gdy ruch jest niezgodny z zasadami.

error-not-your-turn = Poczekaj na swoją kolej
error-card-not-in-hand = Nie masz tej karty
error-card-does-not-fit = Ta karta tu nie pasuje
error-cell-occupied = Tu już leży pionek
error-cell-is-free = Rogi należą do wszystkich
error-cell-empty = Tu nie ma pionka do zabrania
error-not-an-opponent-chip = Możesz zabrać tylko pionek innej drużyny
error-chip-in-sequence = Ten pionek jest w gotowym rzędzie: zostaje
error-not-a-dead-card = Tą kartą można jeszcze zagrać
error-one-dead-card-per-turn = W jednej kolejce możesz wymienić tylko jedną kartę
error-game-over = Gra się skończyła
error-no-draw-owed = Teraz nie dobierasz karty
error-no-such-cell = Tego nie ma na planszy
error-discard-pending = Najpierw każdy z drużyny musi odłożyć jedną kartę
error-no-discard-owed = Nie musisz odkładać karty
error-nothing-to-discard = Ta drużyna nie ma kart
error-no-such-team = Nie ma takiej drużyny
