# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = Oyun tahtası
print-board-note = Noktalı çizgilerden kesin, her sayfayı yanındaki sayfanın gri şeridinin üstüne kareler tam denk gelecek şekilde koyun ve yapıştırın.
print-board-page = Sayfa { $page } / { $pages }: { $row }. sıra, { $column }. sütun
print-glue = { $page }. sayfayı buraya yapıştırın
print-cards = Kesilecek kartlar
print-cards-note = Çizgilerden kesin. Sayfa { $page } / { $pages }.
print-card-wild = Herhangi bir boş yere konur
print-card-remove = Bir taşı kaldırır
print-howto-note = İlk oyundan önce birlikte okuyun.
print-making = Yazdırılacak sayfalar hazırlanıyor…
print-written = Yazdırılacak sayfalar şurada: ⁦{ $file }⁩.
print-failed = Yazdırılacak sayfalar hazırlanamadı: { $error }
print-no-folder = Lineup sayfaları koyacak bir belgeler klasörü bulamadı.
