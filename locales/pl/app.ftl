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
