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
