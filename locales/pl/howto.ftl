# Jak grać: jedna krótka strona z obrazkami dla każdej gry, otwierana z ekranu startowego i z ekranu gry.

howto-open = Jak grać?
howto-title = Jak grać: { $game }
howto-back = Wróć
howto-turn = Kiedy jest twoja kolej, wybierz jedną ze swoich kart.
howto-place = Połóż pionek na polu z takim samym obrazkiem.
howto-place-letter = Połóż pionek na obrazku, którego nazwa zaczyna się na tę literę.
howto-wild = Ta karta pasuje do każdego pustego pola.
howto-remove = Ta karta zabiera pionek innej drużyny.
howto-line = Ułóż { $length ->
    [one] { $length } pionek
    [few] { $length } pionki
    [many] { $length } pionków
   *[other] { $length } pionka
} w rzędzie: poziomo, pionowo albo na ukos.
howto-goal = { $goal ->
    [one] Wygrywa drużyna, która pierwsza ułoży jeden rząd!
    [few] Wygrywa drużyna, która pierwsza ułoży { $goal } rzędy!
    [many] Wygrywa drużyna, która pierwsza ułoży { $goal } rzędów!
   *[other] Wygrywa drużyna, która pierwsza ułoży { $goal } rzędu!
}
howto-free = Róg z gwiazdką liczy się dla każdej drużyny.
howto-dead = Oba pola dla twojej karty są już zajęte? Wymień ją na nową.
howto-locked = Gotowy rząd zostaje: nikt nie może zabrać jego pionków.
