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
