# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = আমাদের কণ্ঠ রেকর্ড করুন
rec-how = “রেকর্ড” চাপুন, বলুন, তারপর “থামুন” চাপুন: Lineup সঙ্গে সঙ্গে সেটা বাজিয়ে শোনাবে। পছন্দ না হওয়া পর্যন্ত আবার রেকর্ড করুন। যা রেকর্ড করবেন না, তা কম্পিউটারের কণ্ঠেই থাকবে।
rec-progress = { $count }টির মধ্যে { $at }
rec-name = বর্ণের নাম
rec-sound = বর্ণের ধ্বনি
rec-word = শব্দ
rec-record = রেকর্ড
rec-stop = থামুন
rec-hear = শুনুন
rec-computer = কম্পিউটারের কণ্ঠ ব্যবহার করুন
rec-back = পেছনে
rec-next = পরেরটি
rec-close = বন্ধ করুন
rec-ours = আপনার রেকর্ড করা।
rec-count = আপনার রেকর্ড করা: { $count }টির মধ্যে { $ours }টি
rec-kept = রাখা হলো। ক্লাস এটাই শুনবে।
rec-nothing = কোনো কথা শোনা যায়নি। মাইক্রোফোন চালু আছে কি না দেখে আবার চেষ্টা করুন।
rec-too-quiet = খুব আস্তে হয়েছে। মাইক্রোফোনের কাছে এসে জোরে বলুন।
rec-clipped = খুব জোরে হয়েছে, তাই আওয়াজ ফেটে যাচ্ছে। মাইক্রোফোন থেকে একটু সরে বসুন।
rec-no-mic = কোনো মাইক্রোফোন নেই। একটা মাইক্রোফোন লাগিয়ে আবার চেষ্টা করুন।
rec-refused = Lineup-কে মাইক্রোফোন ব্যবহার করতে দেওয়া হয়নি। ব্রাউজার বা কম্পিউটারের সেটিংসে অনুমতি দিয়ে আবার চেষ্টা করুন।
rec-failed = মাইক্রোফোন কাজ করেনি: ⁨{ $why }⁩
rec-not-kept = রেকর্ডিংটি রাখা গেল না: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = আমাদের কণ্ঠ রেকর্ড করুন
