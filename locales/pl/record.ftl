# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Nagraj nasz głos
rec-how = Dotknij „Nagraj”, powiedz to, a potem dotknij „Zatrzymaj”: Lineup od razu to odtworzy. Nagrywaj od nowa, aż będzie ci się podobać. To, czego nie nagrasz, zostanie z głosem komputera.
rec-progress = { $at } z { $count }
rec-name = Nazwa litery
rec-sound = Głoska litery
rec-word = Słowo
rec-record = Nagraj
rec-stop = Zatrzymaj
rec-hear = Posłuchaj
rec-computer = Użyj głosu komputera
rec-back = Wróć
rec-next = Dalej
rec-close = Zamknij
rec-ours = Nagrane przez ciebie.
rec-count = Nagrane przez ciebie: { $ours } z { $count }
rec-kept = Zachowane. Tak usłyszy to klasa.
rec-nothing = Nie było słychać żadnego słowa. Sprawdź, czy mikrofon jest włączony, i spróbuj jeszcze raz.
rec-too-quiet = To było za cicho. Podejdź bliżej mikrofonu i mów głośniej.
rec-clipped = To było za głośno i trzeszczy. Odsuń się trochę od mikrofonu.
rec-no-mic = Nie ma mikrofonu. Podłącz jakiś i spróbuj jeszcze raz.
rec-refused = Lineup nie może używać mikrofonu. Zezwól na to w ustawieniach przeglądarki albo komputera i spróbuj jeszcze raz.
rec-failed = Mikrofon nie zadziałał: { $why }
rec-not-kept = Nie udało się zachować nagrania: { $why }
# The button on home and on the page of a board just made.
rec-open = Nagraj nasz głos
