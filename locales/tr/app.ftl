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
picture-too-complex = çizim gösterilemeyecek kadar karmaşık: çizimi PNG olarak yeniden kaydedin ya da daha sade çizin
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } resim gösterilemiyor: { $files }. { $why }. Resimlerin yerinde sözcükleri görünüyor.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = { $file } dosyası { $size } boyutunda; Lineup bu kadar büyük dosyaları okumadığı için dosya açılmadı.

# A file's size.
size-bytes = { $count ->
    [one] { $count } bayt
   *[other] { $count } bayt
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = { $file } dosyasından { $games ->
    [one] bir oyun ya da tahta
   *[other] { $games } oyun ya da tahta
} ve { $recordings ->
    [one] bir kayıt
   *[other] { $recordings } kayıt
} aktarıldı.
bring-already = { $count ->
    [one] Bir dosya sizde zaten olanla aynıydı.
   *[other] { $count } dosya sizde zaten olanlarla aynıydı.
}
# $names: "themes/our class → our class (2)".
bring-beside = Sizinkilerin yanında yeni bir adla saklandı, böylece sizinkilerin hiçbiri değişmedi: { $names }.
bring-refused = { $count ->
    [one] Bir dosya
   *[other] { $count } dosya
} aktarılmadı: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = ve { $count } tane daha
bring-dropped = Oynanamayan oyunlara ait { $count ->
    [one] bir resim
   *[other] { $count } resim
} dışarıda bırakıldı.
bring-why-leads-out = adı Lineup’ın klasörlerinin dışına çıkıyor
bring-why-too-large = boyutu { $size }, Lineup bu kadar büyük dosyaları saklamıyor
bring-why-cannot-be-played = oynanamıyor: { $why }
bring-why-class-has-own = sizin de kendi dosyanız var ve o saklandı; bunu aktarmak için kendinizinkini “Dosyalarımız” sayfasından silin
bring-why-not-lineups = Lineup’ın okuduğu bir dosya değil
bring-why-not-kept = saklanamadı: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = { $file } dosyası, Lineup’ın sınıfınıza ait her şeyi kaydettiği bir dosya değil, bu yüzden ondan hiçbir şey aktarılmadı. Dosyayı Lineup’ta “{ home-save-files }” düğmesiyle yeniden kaydedin.
bring-too-many-files = { $file } dosyasında { $count } dosyadan fazlası var; Lineup hiçbir zaman bu kadar çok dosya kaydetmez, bu yüzden ondan hiçbir şey aktarılmadı.
bring-too-large = { $file } dosyasında { $size } boyutundan fazla veri var; Lineup hiçbir zaman bu kadar çok veri kaydetmez, bu yüzden ondan hiçbir şey aktarılmadı.
# Why a recording of the class's voice was not kept.
recording-not-sound = Lineup’ın kaydettiği bir ses dosyası değil
recording-cut-short = kayıt eksik
recording-too-long = kayıt bir dakikadan uzun
recording-silent = kayıtta hiçbir şey duyulmuyor
