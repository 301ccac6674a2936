# Hazır oyunların adları, açıklamaları ve seçenekleri, takım renkleri. Bir klasörden eklenen
# oyun kendi sözcüklerini gösterir.

theme-classic-name = Klasik
theme-classic-description = İki deste iskambil kartı, yan yana beş taş.
theme-classic-option-jacks = Valeler
theme-classic-option-jacks-two-eyed = İki gözlü valeler joker, tek gözlü valeler bir taş alır
theme-classic-option-jacks-red-black = Kırmızı valeler joker, siyah valeler bir taş alır
theme-single-deck-name = Tek Deste
theme-single-deck-description = Bir deste kart, her kart tahtada bir kez, yan yana dört taş.
theme-single-deck-option-to_win = Kazanmak için gereken dizi sayısı
theme-single-deck-option-to_win-2 = İki dizi
theme-single-deck-option-to_win-3 = Üçüncü diziye kadar oynamaya devam
theme-single-deck-option-to_win-4 = Dördüncü diziye kadar oynamaya devam
theme-animals-name = Hayvanlar
theme-animals-description = Hayvan kartları, yan yana dört taş. Tek boynuzlu at her yere gider, ejderha bir taş alır.
theme-letters-name = Harfler
theme-letters-description = Bir harf oyna, o harfle başlayan bir resmin üstüne taş koy. Yan yana dört taş dizen kazanır.

color-red = Kırmızı
color-blue = Mavi
color-green = Yeşil
color-yellow = Sarı
color-orange = Turuncu
color-purple = Mor
color-pink = Pembe
color-brown = Kahverengi
color-black = Siyah
color-white = Beyaz
