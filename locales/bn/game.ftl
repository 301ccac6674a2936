# খেলার পাতা: কার পালা, হাতের কার্ড, নির্দেশ আর শিক্ষকের বোতাম।
#
# Bengali verbs do not change with a player's gender, so every message reads right for a boy
# or a girl. A name gets no case ending here: Bengali writes -র after a vowel and -এর after a
# consonant (রিয়ার, রাকিবের), which a message cannot know, so the name goes where it needs none.
# $card is isolated so a card shows as printed on it (a ten of diamonds as "10", not in Bengali digits).

game-your-turn = { $name }, তোমার পালা!
game-thinking = { $name } ভাবছে…
# $team is a colour alone ("লাল", as children name a team in a board game) or "Name (Colour)".
game-wins = { $team } জিতেছে!
game-no-winner = আর কেউ চাল দিতে পারবে না: খেলা সমান সমান!
game-team = { $names } ({ $colour })
# Bengali plurals (CLDR): one is 0 and 1, other the rest; 0 has its own words.
game-cards-left = { $count ->
    [0] আর কোনো কার্ড নেই
   *[other] আর { $count }টি কার্ড বাকি
}
game-pick-a-card = তোমার হাতের একটা কার্ড বেছে নাও
game-pick-a-space = এই কার্ডের জন্য একটা ঘর বেছে নাও
game-pick-any-space = যেকোনো খালি ঘর বেছে নাও
game-pick-a-chip = সরানোর জন্য একটা গুটি বেছে নাও
game-nowhere = এই কার্ডের জন্য কোনো ঘর খালি নেই
game-dead-card = অচল কার্ড: এটা বদলে নাও
game-turn-in = এই কার্ডটা বদলাও
game-draw = একটা কার্ড তোলো
# Table talk: a player told a teammate about the cards in hand.
game-put-down-a-card = বলে দেওয়া বারণ! একটা কার্ড আলাদা করে রাখো
game-pass-to = এবার খেলবে { $name }: তৈরি হলে স্ক্রিন ছোঁও
game-discards = খেলা হয়ে যাওয়া কার্ড
# Followed by a button for each team: the teacher taps the team that told.
game-table-talk = কে বলে দিয়েছে:
game-undo = চাল ফেরাও
game-restart = আবার শুরু
game-home = শুরুর পাতা
game-play-again = আবার খেলো
game-hint = পরামর্শ
game-words = শব্দ

# শিক্ষকের মেনু: একটা বোতাম, সব ভাষায় একই জায়গায়, যা একটা ছোট প্যানেল খোলে।
game-menu = শিক্ষকের জন্য
game-menu-close = বন্ধ করুন
game-end = খেলা শেষ করুন
# Sound: the game's sounds (a chip placed, a line made); Voice: the voice that reads letters
# and words aloud.
game-sound = শব্দ
game-voice = পড়ে শোনানো
game-motion = নড়াচড়া
game-ask-restart = খেলাটি কি একেবারে শুরু থেকে আবার খেলবেন? কার্ড আবার বাঁটা হবে।
game-ask-end = খেলাটি শেষ করে শুরুর পাতায় ফিরবেন? পরে আর এটি চালিয়ে যাওয়া যাবে না।
game-yes-restart = হ্যাঁ, আবার শুরু করুন
game-yes-end = হ্যাঁ, খেলা শেষ করুন
game-keep-playing = না, খেলা চলুক

# স্কোর, কথায়: "সারি: নীল: ২টির মধ্যে ১টি"।
game-score = সারি
game-score-team = { $team }: { $goal }টির মধ্যে { $count }টি
game-goal = { $goal ->
    [1] জিততে একটা সারি লাগবে
   *[other] জিততে { $goal }টি সারি লাগবে
}

# কম্পিউটার যখন ভাবে, তখন তার কার্ড দেখা যায় না।
game-computer-hand = ভাবছে…
# বিশেষ কার্ড কী করে, কার্ডের ওপর লেখা।
game-card-any-space = যেকোনো ঘর
game-card-take-chip = গুটি সরাও
# কি-বোর্ডে লেখা এমন কার্ড, যা খেলোয়াড়ের হাতে নেই।
game-not-in-hand = তোমার হাতে ⁨{ $card }⁩ নেই

# এইমাত্র কী হলো, পালার পট্টির নিচে এক লাইনে। $name একজন খেলোয়াড়, $card দেখানো কার্ড।
game-played = { $name } ⁨{ $card }⁩ খেলল।
game-played-sequence = { $name } ⁨{ $card }⁩ খেলে একটা সারি বানাল!
game-played-wild = { $name } ⁨{ $card }⁩ খেলে পছন্দমতো একটা ঘর নিল।
game-took-chip = { $name } ⁨{ $card }⁩ খেলে একটা গুটি সরিয়ে দিল।
game-traded = { $name } একটা অচল কার্ড বদলে নিল।
