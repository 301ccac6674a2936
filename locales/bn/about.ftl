# Lineup সম্পর্কে, প্রথম পাতা থেকে খোলে: এর সংস্করণ, লাইসেন্স, আর এর কণ্ঠ ও ফন্ট কারা বানিয়েছেন
# (their names and licences follow these words as they are written).
# Version numbers and licence names are isolated so they keep 0-9 when Bengali digits are on.
about-title = Lineup সম্পর্কে
about-version = সংস্করণ { $version }
about-free = Lineup মুক্ত সফটওয়্যার: যে কেউ এটি ব্যবহার করতে পারে, অন্যদের দিতে পারে আর বদলাতে পারে (MIT বা ⁦Apache-2.0⁩ লাইসেন্স)।
about-voices = কণ্ঠ
about-sounds = প্রতিটি বর্ণের ধ্বনি: ⁦espeak-ng (GPL-3.0-or-later)⁩
about-fonts = অক্ষর আর ছবি
about-close = বন্ধ করুন
