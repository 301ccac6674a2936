# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = খেলার বোর্ড
print-board-note = বিন্দু-বিন্দু দাগ বরাবর কাটুন, প্রতিটি পাতা পাশের পাতার ধূসর পট্টির ওপর এমনভাবে রাখুন যাতে ঘরগুলো মিলে যায়, তারপর আঠা দিয়ে জুড়ে দিন।
print-board-page = পাতা { $page } ({ $pages }টির মধ্যে): সারি { $row }, কলাম { $column }
print-glue = { $page } নম্বর পাতা এখানে আঠা দিয়ে লাগান
print-cards = কেটে নেওয়ার কার্ড
print-cards-note = দাগ বরাবর কাটুন। পাতা { $page } ({ $pages }টির মধ্যে)।
print-card-wild = যেকোনো খালি ঘরে বসে
print-card-remove = একটা গুটি সরায়
print-howto-note = প্রথম খেলার আগে সবাই মিলে পড়ে নিন।
print-making = ছাপার পাতা তৈরি হচ্ছে…
print-written = ছাপার পাতাগুলো আছে ⁦{ $file }⁩ ফাইলে।
print-failed = ছাপার পাতা তৈরি করা গেল না: ⁨{ $error }⁩
print-no-folder = পাতাগুলো রাখার জন্য Lineup কোনো ডকুমেন্টস ফোল্ডার পেল না।
