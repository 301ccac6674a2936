# আগে থেকে তৈরি খেলাগুলোর নাম, বিবরণ আর নিয়ম বাছাই, আর দলের রং। ফোল্ডার থেকে যোগ করা খেলা
# নিজের কথাই দেখায়।

theme-classic-name = ক্লাসিক
theme-classic-description = দুই প্যাকেট তাস, এক সারিতে পাঁচটি গুটি।
# The jack of playing cards is গোলাম in Bengali.
theme-classic-option-jacks = গোলাম
theme-classic-option-jacks-two-eyed = দুই চোখের গোলাম যেকোনো ঘরে বসে, এক চোখের গোলাম গুটি সরায়
theme-classic-option-jacks-red-black = লাল গোলাম যেকোনো ঘরে বসে, কালো গোলাম গুটি সরায়
theme-single-deck-name = এক প্যাকেট
theme-single-deck-description = এক প্যাকেট তাস, প্রতিটি তাস বোর্ডে একবার, এক সারিতে চারটি গুটি।
theme-single-deck-option-to_win = জিততে কয়টি সারি
theme-single-deck-option-to_win-2 = দুটি সারি
theme-single-deck-option-to_win-3 = তৃতীয় সারি পর্যন্ত খেলা চলবে
theme-single-deck-option-to_win-4 = চতুর্থ সারি পর্যন্ত খেলা চলবে
theme-animals-name = জীবজন্তু
theme-animals-description = জীবজন্তুর কার্ড, এক সারিতে চারটি গুটি। ইউনিকর্ন যেকোনো ঘরে বসে, ড্রাগন গুটি সরায়।
theme-letters-name = বর্ণমালা
theme-letters-description = একটা বর্ণ খেলো, আর সেই বর্ণ দিয়ে শুরু হওয়া একটা ছবিতে গুটি রাখো। এক সারিতে চারটি হলেই জিত!

# Team colours, as children name a team in a game ("নীল জিতেছে"). Bengali adjectives do not
# change, so each reads right wherever $team goes.
color-red = লাল
color-blue = নীল
color-green = সবুজ
color-yellow = হলুদ
color-orange = কমলা
color-purple = বেগুনি
color-pink = গোলাপি
color-brown = বাদামি
color-black = কালো
color-white = সাদা
