# Nasıl oynanır: her oyun için resimli, kısa bir sayfa; giriş ekranından ve oyun ekranından açılır.

howto-open = Nasıl oynanır?
howto-title = Nasıl oynanır: { $game }
howto-back = Geri
howto-turn = Sıra sende olunca elindeki kartlardan birini seç.
howto-place = Aynı resmin olduğu bir yere taş koy.
howto-place-letter = Bu harfle başlayan bir resmin üstüne taş koy.
howto-wild = Bu kart istediğin boş bir yere gider.
howto-remove = Bu kartla başka bir takımın taşını alırsın.
howto-line = Yan yana { $length } taş diz: yatay, dikey ya da çapraz.
howto-goal = { $goal ->
    [one] İlk diziyi tamamlayan takım kazanır!
   *[other] { $goal } diziyi ilk tamamlayan takım kazanır!
}
howto-free = Yıldızlı köşe bütün takımlar için sayılır.
howto-dead = Kartının iki yeri de dolu mu? Kartı yenisiyle değiştir.
howto-locked = Tamamlanmış bir dizi yerinde kalır: kimse onun taşlarını alamaz.
