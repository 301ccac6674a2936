# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = खेल का बोर्ड
print-board-note = बिंदुओं वाली रेखाओं पर काटें, हर पन्ने को बगल वाले पन्ने की स्लेटी पट्टी पर ऐसे रखें कि खाने एक सीध में आ जाएँ, और चिपका दें।
print-board-page = पन्ना { $page } ({ $pages } में से): पंक्ति { $row }, स्तंभ { $column }
print-glue = पन्ना { $page } यहाँ चिपकाएँ
print-cards = काटने के लिए कार्ड
print-cards-note = रेखाओं पर काटें। पन्ना { $page } ({ $pages } में से)।
print-card-wild = किसी भी खाली जगह पर चल जाता है
print-card-remove = एक गोटी हटा देता है
print-howto-note = पहला खेल शुरू करने से पहले मिलकर पढ़ें।
print-making = छापने के लिए पन्ने तैयार हो रहे हैं…
print-written = छापने के पन्ने ⁦{ $file }⁩ में हैं।
print-failed = छापने के पन्ने तैयार नहीं हो सके: { $error }
print-no-folder = Lineup को पन्ने रखने के लिए कोई दस्तावेज़ फ़ोल्डर नहीं मिला।
