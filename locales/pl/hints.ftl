# Podpowiedzi: dlaczego komputer proponuje ten ruch, słowami dziecka.

hint-wins-game = Tym ruchem wygrasz grę!
hint-makes-sequence = Tym ruchem ułożysz cały rząd!
# Drużyna to tu sam kolor („Czerwony”): zdania mają go w mianowniku, żeby każdy kolor pasował.
hint-blocks = Tym ruchem przeszkodzisz: { $team } nie ułoży { $chips } w rzędzie
hint-takes-away = Tym ruchem zabierzesz pionek z rzędu, który układa { $team }
hint-builds-line = Tym ruchem ułożysz { $chips } w rzędzie
hint-trades-dead-card = Nikt nie może zagrać tą kartą: wymień ją
hint-starts-lines = To dobre pole, żeby zacząć rząd
