# Oyun ekranı: sıranın kimde olduğu, eldeki kartlar, yönergeler ve öğretmenin düğmeleri.

game-your-turn = Sıra sende, { $name }!
game-thinking = { $name } düşünüyor…
game-wins = { $team } kazandı!
game-no-winner = Kimse oynayamıyor: berabere!
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Hiç kart kalmadı
    [one] 1 kart kaldı
   *[other] { $count } kart kaldı
}
game-pick-a-card = Elindeki kartlardan birini seç
game-pick-a-space = Bu kart için bir yer seç
game-pick-any-space = İstediğin boş bir yeri seç
game-pick-a-chip = Alacağın taşı seç
game-nowhere = Bu kartı şimdi hiçbir yere oynayamazsın
game-dead-card = Ölü kart: yenisiyle değiştir
game-turn-in = Bu kartı değiştir
game-draw = Bir kart çek
game-put-down-a-card = Kopya vermek yok! Bir kartını at
game-pass-to = Şimdi { $name } oynayacak: hazır olunca dokun
game-discards = Oynanan kartlar
game-table-talk = Kopya verdi:
game-undo = Geri al
game-restart = Yeniden başlat
game-home = Ana menü
game-play-again = Bir daha oyna
game-hint = İpucu
game-words = Sözcükler

# Öğretmen menüsü: her dilde aynı yerde duran ve küçük bir pencere açan tek bir düğme.
game-menu = Öğretmen
game-menu-close = Kapat
game-end = Oyunu bitir
game-sound = Ses
game-voice = Seslendirme
game-motion = Animasyonlar
game-ask-restart = Bu oyunu en baştan başlatalım mı? Kartlar yeniden dağıtılır.
game-ask-end = Bu oyunu bitirip giriş ekranına dönelim mi? Bu oyuna sonra devam edilemez.
game-yes-restart = Evet, yeniden başlat
game-yes-end = Evet, oyunu bitir
game-keep-playing = Hayır, oynamaya devam et

# Sözcüklerle puan durumu: "Diziler: Mavi 1/2".
game-score = Diziler
game-score-team = { $team } { $count }/{ $goal }
game-goal = { $goal ->
    [one] Bir dizi tamamlayan kazanır
   *[other] { $goal } dizi tamamlayan kazanır
}

# Bilgisayar düşünürken kartları görünmez.
game-computer-hand = Düşünüyor…
# Özel kartların ne yaptığı, kartın üstünde yazar.
game-card-any-space = her yere
game-card-take-chip = bir taş al
# Klavyeden yazılan ama oyuncunun elinde olmayan bir kart.
game-not-in-hand = Elinde { $card } kartı yok

# Az önce ne oldu: başlığın altındaki satırda söylenir. $name bir oyuncu, $card ekranda göründüğü gibi bir kart.
game-played = { $name }, { $card } kartını oynadı.
game-played-sequence = { $name }, { $card } kartını oynadı ve bir dizi tamamladı!
game-played-wild = { $name }, { $card } kartını oynadı ve istediği yere taş koydu.
game-took-chip = { $name }, { $card } kartını oynadı ve bir taş aldı.
game-traded = { $name } ölü bir kartı yenisiyle değiştirdi.
