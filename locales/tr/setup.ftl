# Hazırlık ekranı: kimler oynuyor ve oyunun ayarları.

setup-players = Oyuncular
setup-seat-name = Oyuncu { $number }
setup-person = İnsan
setup-computer-level = Bilgisayar: { $level }
setup-level-random = Rastgele
setup-level-greedy = Açgözlü
setup-level-easy = Kolay
setup-level-medium = Orta
setup-level-just-right = Tam kararında
setup-level-hard = Zor
setup-colour = Renk
setup-hands-open = Kartlar açık
setup-hands-private = Kartlar gizli
setup-drawing = Kart çekme
setup-draw-automatic = Otomatik
setup-draw-manual = Kendin çek (unutursan kartı kaybedersin)
setup-first = Kim başlasın?
setup-first-cut = Desteyi kes
setup-first-random = Rastgele
setup-first-chosen = Oyuncu 1
setup-words = Resimlerin altında sözcükler
setup-words-shown = Görünür
setup-words-hidden = Gizli
setup-hints = İpuçları
setup-hints-button = İstenince
setup-hints-always = Her zaman
setup-think-time = Düşünme süresi (Zor)
setup-half-second = Yarım saniye
setup-seconds = { $seconds ->
    [one] 1 saniye
   *[other] { $seconds } saniye
}
setup-case = Harflerin görünüşü
setup-letters = Oynanacak harfler
setup-letters-all = Hepsi
setup-letters-first = İlk öğrenilen harfler
setup-letters-count = { $count ->
    [one] 1 harf
   *[other] { $count } harf
}
setup-letters-too-few = Oyun tahtası için en az { $count } harf seç.
setup-start = Oyunu başlat
setup-back = Geri
setup-print = Yazdır
setup-who-plays = Kimler oynuyor?
