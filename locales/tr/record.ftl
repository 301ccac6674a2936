# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Sesimizi kaydet
rec-how = “Kaydet” düğmesine dokunun, söyleyin, sonra “Durdur” düğmesine dokunun: Lineup kaydı hemen çalar. Beğenene kadar yeniden kaydedin. Kaydetmediğiniz her şey bilgisayarın sesiyle kalır.
rec-progress = { $at }/{ $count }
rec-name = Harfin adı
rec-sound = Harfin sesi
rec-word = Sözcük
rec-record = Kaydet
rec-stop = Durdur
rec-hear = Dinle
rec-computer = Bilgisayarın sesini kullan
rec-back = Geri
rec-next = İleri
rec-close = Kapat
rec-ours = Sizin kaydınız.
rec-count = Kayıtlarınız: { $ours }/{ $count }
rec-kept = Kaydedildi. Sınıf bunu duyacak.
rec-nothing = Hiçbir sözcük duyulmadı. Mikrofonun açık olduğunu kontrol edip yeniden deneyin.
rec-too-quiet = Ses çok kısıktı. Mikrofona yaklaşıp daha yüksek sesle konuşun.
rec-clipped = Ses çok yüksekti ve cızırdıyor. Mikrofondan biraz uzaklaşın.
rec-no-mic = Mikrofon yok. Bir mikrofon takıp yeniden deneyin.
rec-refused = Lineup’ın mikrofonu kullanma izni yok. Tarayıcının ya da bilgisayarın ayarlarından izin verip yeniden deneyin.
rec-failed = Mikrofon çalışmadı: { $why }
rec-not-kept = Kayıt saklanamadı: { $why }
# The button on home and on the page of a board just made.
rec-open = Sesimizi kaydet
