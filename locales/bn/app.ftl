# উইন্ডো, ভাষা বাছাই, আর ফাইল ও শব্দ নিয়ে বার্তা।
# Messages for the teacher (files, start-up) say আপনি; everything a child reads says তুমি.
# Bengali children read Bengali digits (০ ১ ২ ৩), which the app writes for every number: a file
# path, a command and the system's own words ($why, $error) are isolated (U+2066/U+2068 …
# U+2069) so that they keep the digits as the computer wrote them, as in the Persian files.
# Bengali nouns do not change with a number ("৩টি ফাইল"), so most counts need no plural forms.

# এই ভাষার নিজের নাম, নিজের লিপিতে, যেমন ভাষা বাছাইয়ের তালিকায় দেখা যায়।
language-name = বাংলা
app-title = Lineup
app-language = ভাষা
app-settings-not-saved = সেটিংস সংরক্ষণ করা গেল না: ⁨{ $error }⁩
app-game-not-saved = খেলাটি সংরক্ষণ করা গেল না: ⁨{ $error }⁩
app-file-set-aside = ⁦{ $file }⁩ ফাইলটি পড়া গেল না (⁨{ $why }⁩)। সেটি ⁦{ $aside }⁩ নামে রেখে দেওয়া হয়েছে, আর Lineup নতুন করে শুরু হয়েছে।
app-file-left = ⁦{ $file }⁩ ফাইলটি পড়া গেল না (⁨{ $why }⁩)। সেটি যেখানে ছিল সেখানেই আছে, আর Lineup নতুন করে শুরু হয়েছে।
app-saved-game-gone = সংরক্ষিত খেলাটি আবার শুরু করা গেল না: ⁨{ $why }⁩
app-no-sound = কোনো সাউন্ড ডিভাইস পাওয়া যায়নি, তাই Lineup শব্দ ছাড়াই চলছে।
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = কিছুদিন Lineup খোলা না হলে এই ব্রাউজার ক্লাসের সংরক্ষিত খেলাটি মুছে ফেলতে পারে। খেলাটি রাখতে Lineup হোম স্ক্রিনে যোগ করুন (বা ইনস্টল করুন), অথবা “{ home-save-files }” ব্যবহার করুন।
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = ⁦{ $file }⁩ ফাইলটি এই ব্রাউজারে রাখা গেল না: ⁨{ $why }⁩
app-theme-not-loaded = “⁨{ $theme }⁩” খেলাটি লোড করা নেই। ⁦--themes⁩ আর এর ফাইল যে ফোল্ডারে আছে সেই ফোল্ডার দিয়ে Lineup চালু করুন।
app-save-theme-missing = সংরক্ষিত খেলা “⁨{ $theme }⁩” এখানে চালানো যাবে না: খেলাটি লোড করা নেই। এটি ⁦{ $file }⁩ নামে রাখা আছে। খেলাটি চালিয়ে যেতে ⁦--themes⁩ আর খেলার ফাইল যে ফোল্ডারে আছে সেই ফোল্ডার দিয়ে Lineup চালু করুন: ⁦lineup --themes ফোল্ডার resume { $file }⁩
app-save-move-refused = সংরক্ষিত খেলার { $number } নম্বর চাল আবার খেলা গেল না: ⁨{ $why }⁩
# $language is the language's own name ("English", "বাংলা").
app-new-board-question = { $language } ভাষার বর্ণ আর ছবি দিয়ে নতুন খেলা শুরু করবেন?
app-new-board-yes = নতুন খেলা
app-new-board-no = এই খেলাটাই চলুক
app-file-not-lineups = ⁦{ $file }⁩ ফাইলটি Lineup-এর সংরক্ষিত খেলা বা সেটিংস নয়: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = ⁦{ $file }⁩ ছবিটি দেখানো যাচ্ছে না: ⁨{ $why }⁩। তার জায়গায় তার শব্দটি দেখানো হচ্ছে।
picture-no-name = ছবির ফাইলের নাম খালি: নামটি লিখুন, যেমন image = "চাঁদ.png"
picture-outside-folder = ছবিটি খেলার ফাইলের ফোল্ডারের বাইরে: ছবিটি সেই ফোল্ডারে, বা তার ভেতরের কোনো ফোল্ডারে রাখুন
picture-missing = এই নামে কোনো ছবির ফাইল নেই: নামটি আর তার শেষাংশ (.png, .jpg বা .svg) মিলিয়ে দেখুন
picture-not-a-file = এটি একটি ফোল্ডার, ছবির ফাইল নয়: একটি ছবির ফাইলের নাম দিন
picture-too-many-bytes = ছবির ফাইলটি { $megabytes } MB, অর্থাৎ 20 MB-এর বেশি: ছবিটি ছোট করে আবার সংরক্ষণ করুন
picture-too-many-pixels = ছবিটি { $width } × { $height } পিক্সেল, অর্থাৎ কোনো এক দিকে 8000-এর বেশি: ছবিটি ছোট করে আবার সংরক্ষণ করুন
picture-not-a-picture = এটি PNG, JPEG বা SVG ছবি নয়: এটি আবার PNG বা JPEG হিসেবে সংরক্ষণ করুন
picture-cut-short = ছবির ফাইলটি অসম্পূর্ণ: ফাইলটি আবার কপি করুন, বা ছবিটি আবার PNG বা JPEG হিসেবে সংরক্ষণ করুন
picture-unreadable = ছবির ফাইলটি পড়া যাচ্ছে না: ⁨{ $why }⁩
picture-drawing-reaches-out = আঁকাটি তার ফোল্ডারের বাইরের আরেকটি ফাইল, ⁦{ $file }⁩, দেখায়: আঁকাটি আবার PNG হিসেবে সংরক্ষণ করুন, বা সেটি যা দেখায় তা তার ফোল্ডারে রাখুন
picture-too-complex = আঁকাটি দেখানোর পক্ষে খুব জটিল: আবার PNG হিসেবে সংরক্ষণ করুন, বা আরও সহজ করে আঁকুন
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count }টি ছবি দেখানো যাচ্ছে না: ⁨{ $files }⁩। ⁨{ $why }⁩। সেগুলোর জায়গায় সেগুলোর শব্দ দেখানো হচ্ছে।
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = ⁦{ $file }⁩ ফাইলটি { $size }, Lineup যত বড় ফাইল পড়ে তার চেয়েও বড়, তাই এটি খোলা হয়নি।

# A file's size.
size-bytes = { $count } বাইট
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = ⁦{ $file }⁩ থেকে { $games ->
    [0] কোনো খেলা বা বোর্ড আসেনি
   *[other] { $games }টি খেলা বা বোর্ড এসেছে
}, আর { $recordings ->
    [0] কোনো রেকর্ডিং আসেনি
   *[other] { $recordings }টি রেকর্ডিং এসেছে
}।
bring-already = { $count }টি ফাইল আপনার কাছে আগে থেকেই হুবহু এমনই ছিল।
# $names: "themes/our class → our class (2)".
bring-beside = আপনার কিছুই যাতে না বদলায়, তাই এগুলো নতুন নামে আপনার ফাইলের পাশে রাখা হয়েছে: ⁦{ $names }⁩।
bring-refused = { $count }টি ফাইল আনা হয়নি: ⁨{ $files }⁩।
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = আর আরও { $count }টি
bring-dropped = যে খেলাগুলো খেলা যায় না, সেগুলোর { $count }টি ছবি বাদ দেওয়া হয়েছে।
bring-why-leads-out = এর নাম Lineup-এর ফোল্ডারগুলোর বাইরে নিয়ে যায়
bring-why-too-large = এটি { $size }, Lineup যত বড় ফাইল রাখে তার চেয়েও বড়
bring-why-cannot-be-played = এটি খেলা যায় না: ⁨{ $why }⁩
bring-why-class-has-own = আপনার নিজেরটি আছে, সেটি রাখা হয়েছে; এটি আনতে “আমাদের ফাইল”-এ গিয়ে আপনারটি মুছে দিন
bring-why-not-lineups = এটি এমন ফাইল নয় যা Lineup পড়ে
bring-why-not-kept = এটি রাখা গেল না: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = ⁦{ $file }⁩ ফাইলটিতে Lineup-এর রাখা ক্লাসের জিনিস নেই, তাই এখান থেকে কিছু আনা হয়নি। এটি Lineup থেকে “{ home-save-files }” দিয়ে আবার সংরক্ষণ করুন।
bring-too-many-files = ⁦{ $file }⁩ ফাইলটিতে { $count }টির বেশি ফাইল আছে, Lineup কখনো যত ফাইল সংরক্ষণ করে তার চেয়েও বেশি, তাই এখান থেকে কিছু আনা হয়নি।
bring-too-large = ⁦{ $file }⁩ ফাইলটিতে { $size }-এর বেশি আছে, Lineup কখনো যতটা সংরক্ষণ করে তার চেয়েও বেশি, তাই এখান থেকে কিছু আনা হয়নি।
# Why a recording of the class's voice was not kept.
recording-not-sound = এটি Lineup-এ রেকর্ড করা শব্দের ফাইল নয়
recording-cut-short = রেকর্ডিংটি অসম্পূর্ণ
recording-too-long = রেকর্ডিংটি এক মিনিটের চেয়ে লম্বা
recording-silent = রেকর্ডিংয়ে কিছুই শোনা যাচ্ছে না
