# Pencere, dil seçimi, dosyalar ve sesle ilgili iletiler.

# Bu dilin kendi adı, dil seçiminde böyle görünür.
language-name = Türkçe
app-title = Lineup
app-language = Dil
app-settings-not-saved = Ayarlar kaydedilemedi: { $error }
app-game-not-saved = Oyun kaydedilemedi: { $error }
app-file-set-aside = { $file } dosyası okunamadı ({ $why }). Dosya { $aside } adıyla saklandı ve Lineup baştan başladı.
app-file-left = { $file } dosyası okunamadı ({ $why }). Dosya olduğu yerde bırakıldı ve Lineup baştan başladı.
app-saved-game-gone = Kaydedilen oyun yeniden başlatılamadı: { $why }
app-no-sound = Ses aygıtı bulunamadı, bu yüzden Lineup sessiz çalışıyor.
app-theme-not-loaded = “{ $theme }” oyunu yüklü değil. Lineup’ı --themes ve oyunun dosyasının bulunduğu klasörle başlatın.
app-save-theme-missing = “{ $theme }” oyununun kaydı burada sürdürülemiyor: bu oyun yüklü değil. Kayıt { $file } adıyla saklandı. Devam etmek için Lineup’ı --themes ve oyunun dosyasının bulunduğu klasörle başlatın: lineup --themes KLASÖR resume { $file }
app-save-move-refused = Kaydedilen oyunun { $number }. hamlesi yeniden oynanamıyor: { $why }
app-new-board-question = { $language } harf ve resimlerle yeni bir oyun başlatalım mı?
app-new-board-yes = Yeni oyun
app-new-board-no = Oynamaya devam et
app-file-not-lineups = { $file } dosyası Lineup’ın kaydettiği bir oyun ya da ayar değil: { $why }
