# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = Cum se joacă
howto-title = Cum se joacă: { $game }
howto-back = Înapoi
howto-turn = Când e rândul tău, alege o carte din mână.
howto-place = Pune un jeton pe o căsuță cu aceeași imagine.
howto-place-letter = Pune un jeton pe o imagine care începe cu litera asta.
howto-wild = Cartea asta merge pe orice căsuță liberă.
howto-remove = Cartea asta ia un jeton al altei echipe.
howto-line = Pune { $length ->
    [one] { $length } jeton
    [few] { $length } jetoane
   *[other] { $length } de jetoane
} în linie: de la stânga la dreapta, de sus în jos sau pieziș.
howto-goal = { $goal ->
    [one] Câștigă prima echipă care face o linie!
    [few] Câștigă prima echipă care face { $goal } linii!
   *[other] Câștigă prima echipă care face { $goal } de linii!
}
howto-free = Un colț cu stea e al tuturor echipelor.
howto-dead = Ambele căsuțe ale cărții tale sunt acoperite? Schimb-o cu o carte nouă.
howto-locked = O linie terminată rămâne: nimeni nu-i mai poate lua jetoanele.
