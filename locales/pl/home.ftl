# Ekran startowy: kafelki z grami.

home-pick-a-game = Wybierz grę
home-resume = Wróć do ostatniej gry: { $game }
home-loading = Szukam ostatniej gry…
home-ages = Wiek: { $ages }
home-sound-on = Dźwięk włączony
home-sound-off = Dźwięk wyłączony
home-voice-on = Głos włączony
home-voice-off = Głos wyłączony
home-volume = Głośność
home-motion-on = Animacje włączone
home-motion-off = Animacje wyłączone
home-own-games = Własne gry
# Plik gry od nauczyciela, w którą nie da się zagrać; $why mówi, co jest nie tak i jak to naprawić.
home-broken-game = Gry z pliku { $file } nie da się uruchomić: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Zapisz do pliku
home-open-files = Otwórz plik
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Ułóż planszę z obrazków z folderu
home-make-board-how = Włóż swoje obrazki do jednego folderu i nazwij każdy plik jego słowem: Maria.jpg, księżyc.png. Po dwa obrazki na każdą literę. Język planszy: { $language }.
home-make-board-folder = Folder z obrazkami
home-make-board-how-pick = Wybierz swoje obrazki, każdy w pliku nazwanym jego słowem: Maria.jpg, księżyc.png. Po dwa obrazki na każdą literę. Język planszy: { $language }.
home-make-board-choose = Wybierz obrazki
home-make-board-go = Ułóż planszę
home-make-board-close = Zamknij
home-making-board = Układam planszę…
home-board-made = Plansza jest gotowa i ma { $count ->
    [one] { $count } literę
    [few] { $count } litery
    [many] { $count } liter
   *[other] { $count } litery
}: { $letters }. Na tej planszy gra się w „Litery” (język: { $language }).
home-board-one-picture = Te litery pominięto, bo mają tylko jeden obrazek (każda litera potrzebuje dwóch): { $letters }
home-board-spare = Te słowa pominięto, bo ich litera ma już dwa obrazki: { $words }
home-board-no-letter = Te słowa pominięto, bo nie zaczynają się od żadnej litery z planszy: { $words }
home-board-heard-otherwise = Sprawdź te słowa, bo mogą nie zaczynać się od głoski swojej litery: { $words }
home-board-too-few = { $count ->
    [one] Tylko { $count } litera ma dwa obrazki, a plansza potrzebuje co najmniej { $needed }. Dodaj obrazki dla innych liter.
    [few] Tylko { $count } litery mają dwa obrazki, a plansza potrzebuje co najmniej { $needed }. Dodaj obrazki dla innych liter.
    [many] Tylko { $count } liter ma dwa obrazki, a plansza potrzebuje co najmniej { $needed }. Dodaj obrazki dla innych liter.
   *[other] Tylko { $count } litery ma dwa obrazki, a plansza potrzebuje co najmniej { $needed }. Dodaj obrazki dla innych liter.
}
home-board-no-folder = Nie ma folderu { $folder }.
home-board-no-pictures = W folderze { $folder } nie ma obrazków (plików z rozszerzeniem .png, .jpg lub .svg).
home-board-not-kept = Nie udało się zapisać planszy w pliku { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Pokaż wszystkie ({ $count })
home-notices-fewer = Pokaż mniej

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Nasze pliki
ours-how = Wszystko, co Lineup przechowuje tu dla twojej klasy. Usuń to, czego już nie potrzebujesz: grę lub planszę, nagrania głosu twojej klasy, grę do wznowienia albo ustawienia z wpisanymi imionami graczy.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Lineup zajmuje w tej przeglądarce { $used } z dozwolonych { $allowed }.
ours-listing = Sprawdzam, co przechowuje Lineup…
ours-nothing = Lineup nie przechowuje tu jeszcze niczego dla twojej klasy.
ours-removed = Usunięto: { $name }
ours-not-removed = Nie udało się usunąć: { $why }
ours-game = Twoja gra: { $name }
ours-board = Twoja plansza z literami: { $language }
ours-unplayable = Gry lub plansze, w które nie da się zagrać: { $count }
ours-recordings = { $count ->
    [one] Jedno nagranie
    [few] { $count } nagrania
    [many] { $count } nagrań
   *[other] { $count } nagrania
} głosu twojej klasy (język: { $language })
ours-saved-game = Gra do wznowienia
ours-settings = Ustawienia z wpisanymi imionami graczy
ours-other = Plik, który Lineup odłożył na bok
ours-remove = Usuń
ours-sure = Usunąć { $name } na zawsze?
ours-remove-yes = Tak, usuń
ours-keep = Zostaw
ours-close = Zamknij
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
