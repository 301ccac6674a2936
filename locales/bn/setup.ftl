# খেলার আগের পাতা: কে কে খেলবে, আর খেলার নিয়ম বাছাই।

setup-players = খেলোয়াড়
setup-seat-name = খেলোয়াড় { $number }
setup-person = মানুষ
setup-computer-level = কম্পিউটার: { $level }
setup-level-random = এলোমেলো
# Greedy for points: it takes whatever scores now.
setup-level-greedy = লোভী
setup-level-easy = সহজ
setup-level-medium = মাঝারি
# The computer that fits itself to the child.
setup-level-just-right = তোমার সমান
setup-level-hard = কঠিন
setup-colour = রং
setup-hands-open = কার্ড খোলা
setup-hands-private = কার্ড লুকানো
setup-drawing = কার্ড তোলা
setup-draw-automatic = নিজে থেকেই
setup-draw-manual = হাতে (ভুলে গেলে কার্ড গেল)
setup-first = কে আগে খেলবে
setup-first-cut = তাস কেটে
setup-first-random = লটারি করে
setup-first-chosen = খেলোয়াড় 1
setup-words = ছবির নিচে শব্দ
setup-words-shown = দেখা যাবে
setup-words-hidden = দেখা যাবে না
setup-hints = পরামর্শ
setup-hints-button = চাইলে
setup-hints-always = সব সময়
setup-think-time = কঠিন কম্পিউটারের ভাবার সময়
setup-half-second = আধা সেকেন্ড
setup-seconds = { $seconds } সেকেন্ড
# The label before the three buttons "Aa", "a", "A" (for a script with capitals; Bengali has
# none, so a Bengali board does not need it).
setup-case = বর্ণ দেখতে কেমন
setup-letters = খেলার বর্ণ
setup-letters-all = সব বর্ণ
# The letters a class meets first: the opening of the বর্ণমালা.
setup-letters-first = প্রথম বর্ণগুলো
setup-letters-count = { $count }টি বর্ণ
setup-letters-too-few = বোর্ড বানাতে অন্তত { $count }টি বর্ণ বেছে নাও।
setup-start = খেলা শুরু করো
setup-back = ফিরে যাও
setup-print = ছাপুন
setup-who-plays = কে কে খেলবে?
