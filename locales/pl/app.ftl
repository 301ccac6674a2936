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
app-theme-not-loaded = Gra „{ $theme }” nie jest wczytana. Uruchom Lineup z --themes i folderem, w którym jest jej plik.
app-save-theme-missing = Zapisana gra „{ $theme }” nie może być tu kontynuowana: ta gra nie jest wczytana. Została zachowana jako { $file }. Aby grać dalej, uruchom Lineup z --themes i folderem, w którym jest plik gry: lineup --themes FOLDER resume { $file }
app-save-move-refused = Ruchu { $number } zapisanej gry nie da się zagrać ponownie: { $why }
# Pytanie pada zawsze po polsku, więc nazwę języka zastępuje słowo „polskimi”.
app-new-board-question = Zacząć nową grę z polskimi literami i obrazkami?
app-new-board-yes = Nowa gra
app-new-board-no = Gramy dalej
app-file-not-lineups = Plik { $file } nie jest grą ani ustawieniami zapisanymi przez Lineup: { $why }
