# শুরুর পাতা: খেলার টাইল।

home-pick-a-game = একটা খেলা বেছে নাও
home-resume = আগের খেলাটা চালিয়ে যাও: { $game }
home-loading = আগের খেলাটা খোঁজা হচ্ছে…
home-ages = বয়স { $ages }
home-sound-on = শব্দ চালু
home-sound-off = শব্দ বন্ধ
home-voice-on = পড়ে শোনানো চালু
home-voice-off = পড়ে শোনানো বন্ধ
home-volume = আওয়াজ
home-motion-on = নড়াচড়া চালু
home-motion-off = নড়াচড়া বন্ধ
home-own-games = নিজেদের খেলা
# শিক্ষকের খেলার ফাইল যা খেলা যায় না; $why বলে কী ভুল আর কীভাবে ঠিক করবেন।
home-broken-game = ⁦{ $file }⁩ খেলা যাচ্ছে না: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = ফাইলে সংরক্ষণ করুন
home-open-files = ফাইল খুলুন
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = ছবির ফোল্ডার থেকে বোর্ড বানান
home-make-board-how = আপনার ছবিগুলো একটা ফোল্ডারে রাখুন, প্রতিটি ফাইলের নাম হবে তার ছবির শব্দ: রিয়া.jpg, চাঁদ.png। প্রতিটি বর্ণের জন্য দুটি ছবি। বোর্ডটি হবে { $language } ভাষার।
home-make-board-folder = ছবির ফোল্ডার
home-make-board-how-pick = আপনার ছবিগুলো বেছে নিন, প্রতিটি ফাইলের নাম হবে তার ছবির শব্দ: রিয়া.jpg, চাঁদ.png। প্রতিটি বর্ণের জন্য দুটি ছবি। বোর্ডটি হবে { $language } ভাষার।
home-make-board-choose = ছবি বেছে নিন
home-make-board-go = বোর্ড বানান
home-make-board-close = বন্ধ করুন
home-making-board = বোর্ড বানানো হচ্ছে…
home-board-made = বোর্ড তৈরি, { $count }টি বর্ণ নিয়ে: { $letters }। “বর্ণমালা” খেলা এই বোর্ডে { $language } ভাষায় খেলা হবে।
home-board-one-picture = এই বর্ণগুলো বাদ দেওয়া হয়েছে, কারণ এদের ছবি মাত্র একটি (প্রতিটি বর্ণের দুটি লাগে): { $letters }
home-board-spare = এই শব্দগুলো বাদ দেওয়া হয়েছে, কারণ এদের বর্ণের দুটি ছবি আগেই আছে: { $words }
home-board-no-letter = এই শব্দগুলো বোর্ডের কোনো বর্ণ দিয়ে শুরু হয় না, তাই বাদ দেওয়া হয়েছে: { $words }
home-board-heard-otherwise = এই শব্দগুলো একবার দেখে নিন: হয়তো এগুলো তাদের বর্ণের ধ্বনি দিয়ে শুরু হয় না: { $words }
home-board-too-few = মাত্র { $count }টি বর্ণের দুটি করে ছবি আছে, আর একটা বোর্ডের জন্য অন্তত { $needed }টি লাগে। আরও বর্ণের জন্য ছবি যোগ করুন।
home-board-no-folder = ⁦{ $folder }⁩ নামে কোনো ফোল্ডার নেই।
home-board-no-pictures = ⁦{ $folder }⁩ ফোল্ডারে কোনো ছবি নেই (.png, .jpg বা .svg দিয়ে শেষ হওয়া ফাইল)।
home-board-not-kept = বোর্ডটি ⁦{ $file }⁩ ফাইলে রাখা গেল না: ⁨{ $why }⁩
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = সবগুলো দেখান ({ $count }টি)
home-notices-fewer = কম দেখান

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = আমাদের ফাইল
ours-how = আপনার ক্লাসের জন্য Lineup এখানে যা কিছু রাখে, সব এই তালিকায়। যা আর লাগবে না, মুছে ফেলুন: কোনো খেলা বা বোর্ড, আপনার ক্লাসের কণ্ঠের রেকর্ডিং, চালিয়ে যাওয়ার খেলা, বা প্রতিটি আসনের জন্য লেখা নামসহ সেটিংস।
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = এই ব্রাউজার Lineup-এর জন্য { $allowed }-এর মধ্যে { $used } জায়গা রাখছে।
ours-listing = Lineup কী কী রাখে, দেখা হচ্ছে…
ours-nothing = Lineup এখনো এখানে আপনার ক্লাসের জন্য কিছু রাখেনি।
ours-removed = মুছে ফেলা হয়েছে: ⁨{ $name }⁩
ours-not-removed = মোছা গেল না: ⁨{ $why }⁩
ours-game = আপনার খেলা: ⁨{ $name }⁩
ours-board = আপনার বর্ণের বোর্ড: { $language }
ours-unplayable = যে খেলা বা বোর্ড খেলা যায় না: { $count }টি
ours-recordings = { $language } ভাষায় আপনার ক্লাসের কণ্ঠের { $count }টি রেকর্ডিং
ours-saved-game = চালিয়ে যাওয়ার খেলা
ours-settings = সেটিংস, প্রতিটি আসনের জন্য লেখা নামসহ
ours-other = Lineup-এর সরিয়ে রাখা একটি ফাইল
ours-remove = মুছুন
ours-sure = ⁨{ $name }⁩ কি চিরতরে মুছে ফেলবেন?
ours-remove-yes = হ্যাঁ, মুছে ফেলুন
ours-keep = রেখে দিন
ours-close = বন্ধ করুন
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
