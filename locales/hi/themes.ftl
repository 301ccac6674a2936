# पहले से बने खेलों के नाम, विवरण और विकल्प, और टीमों के रंग। फ़ोल्डर से जोड़ा गया खेल अपने
# शब्द ख़ुद दिखाता है।

theme-classic-name = क्लासिक
theme-classic-description = ताश की दो गड्डियाँ, एक लाइन में पाँच गोटियाँ।
# The jack of playing cards is गुलाम in India.
theme-classic-option-jacks = गुलाम
theme-classic-option-jacks-two-eyed = दो आँख वाले गुलाम कहीं भी चलते हैं, एक आँख वाले गुलाम गोटी हटाते हैं
theme-classic-option-jacks-red-black = लाल गुलाम कहीं भी चलते हैं, काले गुलाम गोटी हटाते हैं
theme-single-deck-name = एक गड्डी
theme-single-deck-description = ताश की एक गड्डी, हर पत्ता बोर्ड पर एक बार, एक लाइन में चार गोटियाँ।
theme-single-deck-option-to_win = जीतने के लिए लाइनें
theme-single-deck-option-to_win-2 = दो लाइनें
theme-single-deck-option-to_win-3 = तीसरी लाइन तक खेलते रहो
theme-single-deck-option-to_win-4 = चौथी लाइन तक खेलते रहो
theme-animals-name = जानवर
theme-animals-description = जानवरों वाले कार्ड, एक लाइन में चार गोटियाँ। यूनिकॉर्न कहीं भी चलता है, ड्रैगन गोटी हटाता है।
theme-letters-name = अक्षर
theme-letters-description = एक अक्षर खेलो, और उस अक्षर से शुरू होने वाली तस्वीर पर गोटी रखो। एक लाइन में चार गोटियाँ, तो जीत!

# Team colours, in the form children use to name a team in a game ("नीला जीता"): masculine,
# as a colour named on its own is. The messages put $team where it needs no ending (no
# postposition after it, no feminine agreement), so नीला, हरा, पीला, भूरा, काला read right.
color-red = लाल
color-blue = नीला
color-green = हरा
color-yellow = पीला
color-orange = नारंगी
color-purple = बैंगनी
color-pink = गुलाबी
color-brown = भूरा
color-black = काला
color-white = सफ़ेद
