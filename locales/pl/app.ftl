# Okno, wybór języka i komunikaty o plikach i dźwięku.

# Nazwa tego języka w nim samym, tak jak pokazuje ją wybór języka.
language-name = Polski
app-title = Lineup
app-language = Język
app-settings-not-saved = Nie udało się zapisać ustawień: { $error }
app-game-not-saved = Nie udało się zapisać gry: { $error }
app-file-set-aside = Nie udało się odczytać pliku { $file } ({ $why }). Został zachowany jako { $aside }, a Lineup zaczyna od nowa.
app-file-left = Nie udało się odczytać pliku { $file } ({ $why }). Został tam, gdzie był, a Lineup zaczyna od nowa.
app-saved-game-gone = Nie udało się wznowić zapisanej gry: { $why }
app-no-sound = Nie znaleziono urządzenia dźwiękowego, więc Lineup gra bez dźwięku.
app-may-be-cleared = Ta przeglądarka może usunąć zapisaną grę klasy, jeśli Lineup przez jakiś czas nie będzie otwierany. Aby ją zachować, dodaj Lineup do ekranu początkowego (albo go zainstaluj) lub użyj „{ home-save-files }”.
app-file-not-kept = Nie udało się zachować pliku { $file } w tej przeglądarce: { $why }
app-theme-not-loaded = Gra „{ $theme }” nie jest wczytana. Uruchom Lineup z --themes i folderem, w którym jest jej plik.
app-save-theme-missing = Zapisana gra „{ $theme }” nie może być tu kontynuowana: ta gra nie jest wczytana. Została zachowana jako { $file }. Aby grać dalej, uruchom Lineup z --themes i folderem, w którym jest plik gry: lineup --themes FOLDER resume { $file }
app-save-move-refused = Ruchu { $number } zapisanej gry nie da się zagrać ponownie: { $why }
# Pytanie pada zawsze po polsku, więc nazwę języka zastępuje słowo „polskimi”.
app-new-board-question = Zacząć nową grę z polskimi literami i obrazkami?
app-new-board-yes = Nowa gra
app-new-board-no = Gramy dalej
app-file-not-lineups = Plik { $file } nie jest grą ani ustawieniami zapisanymi przez Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Nie da się pokazać obrazka { $file }: { $why }. Zamiast niego widać jego słowo.
picture-no-name = nazwa pliku obrazka jest pusta: wpisz ją, na przykład image = "księżyc.png"
picture-outside-folder = obrazek jest poza folderem z plikiem gry: przenieś go do tego folderu albo do folderu, który jest w nim
picture-missing = nie ma takiego pliku obrazka: sprawdź jego nazwę razem z rozszerzeniem (.png, .jpg lub .svg)
picture-not-a-file = to jest folder, a nie plik obrazka: podaj nazwę pliku obrazka
picture-too-many-bytes = plik obrazka ma { $megabytes } MB, więcej niż 20 MB: zmniejsz obrazek i zapisz go jeszcze raz
picture-too-many-pixels = obrazek ma { $width } × { $height } pikseli, więcej niż 8000 na jednym boku: zmniejsz go i zapisz jeszcze raz
picture-not-a-picture = to nie jest obrazek PNG, JPEG ani SVG: zapisz go jeszcze raz jako PNG lub JPEG
picture-cut-short = plik obrazka jest niekompletny: skopiuj go jeszcze raz albo zapisz obrazek ponownie jako PNG lub JPEG
picture-unreadable = nie da się odczytać pliku obrazka: { $why }
picture-drawing-reaches-out = rysunek pokazuje inny plik, { $file }, spoza swojego folderu: zapisz rysunek jeszcze raz jako PNG albo przenieś to, co pokazuje, do jego folderu
picture-too-complex = rysunek jest zbyt złożony, by go pokazać: zapisz go jeszcze raz jako PNG albo narysuj prościej
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Nie da się pokazać { $count ->
    [one] { $count } obrazka
    [few] { $count } obrazków
    [many] { $count } obrazków
   *[other] { $count } obrazka
}: { $files }. { $why }. Zamiast nich widać ich słowa.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Plik { $file } ma { $size }, a tak dużych plików Lineup nie odczytuje, więc nie został otwarty.

# A file's size.
size-bytes = { $count ->
    [one] { $count } bajt
    [few] { $count } bajty
    [many] { $count } bajtów
   *[other] { $count } bajta
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Z pliku { $file } dodano { $games ->
    [one] jedną grę lub planszę
    [few] { $games } gry lub plansze
    [many] { $games } gier lub plansz
   *[other] { $games } gry lub planszy
} i { $recordings ->
    [one] jedno nagranie
    [few] { $recordings } nagrania
    [many] { $recordings } nagrań
   *[other] { $recordings } nagrania
}.
bring-already = { $count ->
    [one] Jeden plik zawierał to samo, co już masz.
    [few] { $count } pliki zawierały to samo, co już masz.
    [many] { $count } plików zawierało to samo, co już masz.
   *[other] { $count } pliku zawierało to samo, co już masz.
}
# $names: "themes/our class → our class (2)".
bring-beside = Zachowano obok twoich pod nową nazwą, więc żaden z twoich plików się nie zmienił: { $names }.
bring-refused = Nie dodano { $count ->
    [one] jednego pliku
    [few] { $count } plików
    [many] { $count } plików
   *[other] { $count } pliku
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = i jeszcze { $count }
bring-dropped = Pominięto { $count ->
    [one] jeden obrazek
    [few] { $count } obrazki
    [many] { $count } obrazków
   *[other] { $count } obrazka
} z gier, w które nie da się zagrać.
bring-why-leads-out = jego nazwa prowadzi poza foldery Lineup
bring-why-too-large = ma { $size }, a tak dużych plików Lineup nie przechowuje
bring-why-cannot-be-played = nie da się go uruchomić: { $why }
bring-why-class-has-own = masz już własną wersję, którą zachowano; aby dodać tę, usuń swoją na stronie „Nasze pliki”
bring-why-not-lineups = Lineup nie odczytuje takich plików
bring-why-not-kept = nie udało się go zachować: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Plik { $file } nie jest plikiem, w którym Lineup zapisuje rzeczy twojej klasy, więc nic z niego nie dodano. Zapisz go jeszcze raz w Lineup, używając „{ home-save-files }”.
bring-too-many-files = Plik { $file } zawiera ponad { $count ->
    [one] { $count } plik
    [few] { $count } pliki
    [many] { $count } plików
   *[other] { $count } pliku
}, a Lineup nigdy nie zapisuje aż tylu plików, więc nic z niego nie dodano.
bring-too-large = Plik { $file } zawiera ponad { $size }, a Lineup nigdy nie zapisuje aż tyle danych, więc nic z niego nie dodano.
# Why a recording of the class's voice was not kept.
recording-not-sound = to nie jest plik dźwiękowy nagrany przez Lineup
recording-cut-short = nagranie jest niekompletne
recording-too-long = nagranie trwa dłużej niż minutę
recording-silent = w nagraniu nic nie słychać
