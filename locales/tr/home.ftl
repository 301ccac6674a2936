# Giriş ekranı: oyunların kutucukları.

home-pick-a-game = Bir oyun seç
home-resume = Son oyuna devam et: { $game }
home-loading = Son oyun aranıyor…
home-ages = { $ages } yaş
home-sound-on = Ses açık
home-sound-off = Ses kapalı
home-voice-on = Seslendirme açık
home-voice-off = Seslendirme kapalı
home-volume = Ses düzeyi
home-motion-on = Animasyonlar açık
home-motion-off = Animasyonlar kapalı
home-own-games = Kendi oyunların
# Öğretmenin oynanamayan bir oyun dosyası; $why neyin yanlış olduğunu ve nasıl düzeltileceğini söyler.
home-broken-game = { $file } dosyası oynanamıyor: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Dosyaya kaydet
home-open-files = Dosya aç
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Bir resim klasöründen oyun tahtası hazırla
home-make-board-how = Resimlerinizi bir klasöre koyun ve her dosyaya resmin sözcüğünü ad olarak verin: Maria.jpg, ay.png. Her harf için iki resim. Tahtanın dili: { $language }.
home-make-board-folder = Resim klasörü
home-make-board-how-pick = Resimlerinizi seçin; her dosyanın adı, resmin sözcüğü olmalı: Maria.jpg, ay.png. Her harf için iki resim. Tahtanın dili: { $language }.
home-make-board-choose = Resimleri seç
home-make-board-go = Tahtayı hazırla
home-make-board-close = Kapat
home-making-board = Tahta hazırlanıyor…
home-board-made = Oyun tahtası hazır, { $count } harfli: { $letters }. “Harfler” oyunu bu tahtada oynanır (dil: { $language }).
home-board-one-picture = Yalnızca bir resmi olduğu için dışarıda bırakılan harfler (her harfe iki resim gerekir): { $letters }
home-board-spare = Harfinin zaten iki resmi olduğu için dışarıda bırakılan sözcükler: { $words }
home-board-no-letter = Tahtadaki hiçbir harfle başlamadığı için dışarıda bırakılan sözcükler: { $words }
home-board-heard-otherwise = Bu sözcükleri kontrol edin, harflerinin sesiyle başlamıyor olabilirler: { $words }
home-board-too-few = Yalnızca { $count } harfin iki resmi var, ama bir oyun tahtası için en az { $needed } harf gerekir. Başka harfler için de resim ekleyin.
home-board-no-folder = { $folder } diye bir klasör yok.
home-board-no-pictures = { $folder } klasöründe hiç resim yok (.png, .jpg ya da .svg ile biten dosya yok).
home-board-not-kept = Oyun tahtası { $file } dosyasına kaydedilemedi: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Tümünü göster ({ $count })
home-notices-fewer = Daha azını göster

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Dosyalarımız
ours-how = Lineup’ın burada sınıfınız için sakladığı her şey. Artık istemediklerinizi silin: bir oyun ya da oyun tahtası, sınıfınızın ses kayıtları, devam edilecek oyun ya da oyuncular için yazılan adlarla birlikte ayarlar.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Lineup bu tarayıcıda, tarayıcının izin verdiği { $allowed } alanın { $used } kadarını kullanıyor.
ours-listing = Lineup’ın sakladıklarına bakılıyor…
ours-nothing = Lineup burada sınıfınız için henüz hiçbir şey saklamıyor.
ours-removed = Silindi: { $name }
ours-not-removed = Silinemedi: { $why }
ours-game = Oyununuz: { $name }
ours-board = Harf tahtanız: { $language }
ours-unplayable = Oynanamayan oyunlar ya da oyun tahtaları: { $count }
ours-recordings = { $count ->
    [one] Sınıfınızın sesiyle bir kayıt
   *[other] Sınıfınızın sesiyle { $count } kayıt
} (dil: { $language })
ours-saved-game = Devam edilecek oyun
ours-settings = Ayarlar, oyuncular için yazılan adlarla birlikte
ours-other = Lineup’ın bir kenara ayırdığı bir dosya
ours-remove = Sil
ours-sure = { $name } kalıcı olarak silinsin mi?
ours-remove-yes = Evet, sil
ours-keep = Kalsın
ours-close = Kapat
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
