# Kuralların izin vermediği bir hamle için yumuşak sözler.

error-not-your-turn = Sıranı bekle
error-card-not-in-hand = Bu kart elinde yok
error-card-does-not-fit = Bu kart oraya uymuyor
error-cell-occupied = Orada zaten bir taş var
error-cell-is-free = Köşeler herkesin
error-cell-empty = Orada alınacak taş yok
error-not-an-opponent-chip = Yalnızca başka bir takımın taşını alabilirsin
error-chip-in-sequence = Bu taş tamamlanmış bir dizide: yerinde kalır
error-not-a-dead-card = Bu kart hâlâ oynanabilir
error-one-dead-card-per-turn = Sıran her geldiğinde yalnızca bir kart değiştirebilirsin
error-game-over = Oyun bitti
error-no-draw-owed = Şimdi çekilecek kart yok
error-no-such-cell = Orası oyun tahtasında değil
error-discard-pending = Önce takımdaki herkes birer kart atmalı
error-no-discard-owed = Kart atman gerekmiyor
error-nothing-to-discard = Bu takımın hiç kartı yok
error-no-such-team = Böyle bir takım yok
