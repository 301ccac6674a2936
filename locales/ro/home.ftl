# The home screen: the game tiles.

home-pick-a-game = Alege un joc
home-resume = Continuă ultimul joc: { $game }
home-loading = Se caută ultimul joc…
home-ages = Vârsta: { $ages }
home-sound-on = Sunet pornit
home-sound-off = Sunet oprit
home-voice-on = Voce pornită
home-voice-off = Voce oprită
home-volume = Volum
home-motion-on = Mișcare pornită
home-motion-off = Mișcare oprită
home-own-games = Jocurile voastre
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } nu poate fi jucat: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Salvează într-un fișier
home-open-files = Deschide un fișier
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Fă o tablă dintr-un dosar cu imagini
home-make-board-how = Puneți imaginile într-un dosar, fiecare cu numele cuvântului ei: Maria.jpg, lună.png. Câte două imagini pentru fiecare literă. Tabla va fi pentru { $language }.
home-make-board-folder = Dosarul cu imagini
home-make-board-how-pick = Alegeți imaginile, fiecare cu numele cuvântului ei: Maria.jpg, lună.png. Câte două imagini pentru fiecare literă. Tabla va fi pentru { $language }.
home-make-board-choose = Alege imaginile
home-make-board-go = Fă tabla
home-make-board-close = Închide
home-making-board = Se face tabla…
home-board-made = Tabla e gata, cu { $count ->
    [one] { $count } literă
    [few] { $count } litere
   *[other] { $count } de litere
}: { $letters }. Jocul „Litere” se joacă pe ea, pentru { $language }.
home-board-one-picture = Lăsate deoparte, pentru că au o singură imagine (fiecare literă are nevoie de două): { $letters }
home-board-spare = Mai mult de două imagini pentru litera lor, lăsate deoparte: { $words }
home-board-no-letter = Cuvinte care nu încep cu nicio literă a tablei, lăsate deoparte: { $words }
home-board-heard-otherwise = Verificați aceste cuvinte: s-ar putea să nu înceapă cu sunetul literei lor: { $words }
home-board-too-few = { $count ->
    [one] Doar { $count } literă are două imagini
    [few] Doar { $count } litere au două imagini
   *[other] Doar { $count } de litere au două imagini
}, iar o tablă are nevoie de cel puțin { $needed }. Adăugați imagini pentru mai multe litere.
home-board-no-folder = Nu există dosarul { $folder }.
home-board-no-pictures = Dosarul { $folder } nu are imagini (fișiere care se termină cu .png, .jpg sau .svg).
home-board-not-kept = Tabla nu a putut fi păstrată în { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Arată-le pe toate ({ $count })
home-notices-fewer = Arată mai puține

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Fișierele noastre
ours-how = Tot ce păstrează Lineup aici pentru clasa voastră. Ștergeți ce nu mai vreți: un joc sau o tablă, înregistrările cu vocea clasei, jocul de continuat sau setările cu numele scrise pentru fiecare loc.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = În acest browser, Lineup ocupă { $used } din { $allowed } disponibili.
ours-listing = Se caută ce păstrează Lineup…
ours-nothing = Lineup nu păstrează încă nimic aici pentru clasa voastră.
ours-removed = Șters: { $name }
ours-not-removed = Nu a putut fi șters: { $why }
ours-game = Jocul vostru: { $name }
ours-board = Tabla voastră de litere: { $language }
ours-unplayable = Jocuri sau table care nu pot fi jucate: { $count }
ours-recordings = { $count ->
    [one] O înregistrare
    [few] { $count } înregistrări
   *[other] { $count } de înregistrări
} cu vocea clasei, pentru { $language }
ours-saved-game = Jocul de continuat
ours-settings = Setările, cu numele scrise pentru fiecare loc
ours-other = Un fișier pus deoparte de Lineup
ours-remove = Șterge
ours-sure = Ștergeți { $name } definitiv?
ours-remove-yes = Da, șterge
ours-keep = Păstrează
ours-close = Închide
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
