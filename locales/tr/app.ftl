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
app-may-be-cleared = Lineup bir süre açılmazsa bu tarayıcı sınıfın kayıtlı oyununu silebilir. Oyunu korumak için Lineup’ı ana ekrana ekleyin (ya da yükleyin) veya “{ home-save-files }” düğmesini kullanın.
app-file-not-kept = { $file } dosyası bu tarayıcıda saklanamadı: { $why }
app-theme-not-loaded = “{ $theme }” oyunu yüklü değil. Lineup’ı --themes ve oyunun dosyasının bulunduğu klasörle başlatın.
app-save-theme-missing = “{ $theme }” oyununun kaydı burada sürdürülemiyor: bu oyun yüklü değil. Kayıt { $file } adıyla saklandı. Devam etmek için Lineup’ı --themes ve oyunun dosyasının bulunduğu klasörle başlatın: lineup --themes KLASÖR resume { $file }
app-save-move-refused = Kaydedilen oyunun { $number }. hamlesi yeniden oynanamıyor: { $why }
app-new-board-question = { $language } harf ve resimlerle yeni bir oyun başlatalım mı?
app-new-board-yes = Yeni oyun
app-new-board-no = Oynamaya devam et
app-file-not-lineups = { $file } dosyası Lineup’ın kaydettiği bir oyun ya da ayar değil: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = { $file } resmi gösterilemiyor: { $why }. Resmin yerinde sözcüğü görünüyor.
picture-no-name = resim dosyasının adı boş: adını yazın, örneğin image = "ay.png"
picture-outside-folder = resim, oyun dosyasının bulunduğu klasörün dışında: resmi o klasöre ya da onun içindeki bir klasöre koyun
picture-missing = böyle bir resim dosyası yok: dosyanın adını uzantısıyla birlikte (.png, .jpg ya da .svg) kontrol edin
picture-not-a-file = bu bir klasör, resim dosyası değil: bir resim dosyasının adını yazın
picture-too-many-bytes = resim dosyası { $megabytes } MB, en fazla 20 MB olabilir: resmi küçültüp yeniden kaydedin
picture-too-many-pixels = resim { $width } × { $height } piksel, bir kenarı en fazla 8000 piksel olabilir: resmi küçültüp yeniden kaydedin
picture-not-a-picture = bu bir PNG, JPEG ya da SVG resmi değil: resmi PNG ya da JPEG olarak yeniden kaydedin
picture-cut-short = resim dosyası eksik: dosyayı yeniden kopyalayın ya da resmi PNG ya da JPEG olarak yeniden kaydedin
picture-unreadable = resim dosyası okunamıyor: { $why }
picture-drawing-reaches-out = çizim, klasörünün dışındaki başka bir dosyayı ({ $file }) gösteriyor: çizimi PNG olarak yeniden kaydedin ya da gösterdiği dosyayı onun klasörüne koyun
