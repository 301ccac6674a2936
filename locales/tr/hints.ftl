# İpuçları: bilgisayarın bu hamleyi neden önerdiği, çocuğun anlayacağı sözcüklerle.

hint-wins-game = Böylece oyunu kazanırsın!
hint-makes-sequence = Böylece bir diziyi tamamlarsın!
hint-blocks = Böylece { $team } takım yan yana { $chips } taş dizemez
hint-takes-away = Böylece { $team } takımın dizisinden bir taş alırsın
hint-builds-line = Böylece yan yana { $chips } taşın olur
hint-trades-dead-card = Bu kartı kimse kullanamaz: yenisiyle değiştir
hint-starts-lines = Yeni bir dizi başlatmak için güzel bir yer
