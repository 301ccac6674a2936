# मुख्य स्क्रीन: खेलों के टाइल।

home-pick-a-game = कोई खेल चुनो
home-resume = पिछला खेल आगे खेलो: { $game }
home-loading = पिछला खेल ढूँढ रहे हैं…
home-ages = उम्र: { $ages }
home-sound-on = आवाज़ें चालू
home-sound-off = आवाज़ें बंद
home-voice-on = पढ़कर सुनाना चालू
home-voice-off = पढ़कर सुनाना बंद
home-volume = आवाज़ का स्तर
home-motion-on = एनिमेशन चालू
home-motion-off = एनिमेशन बंद
home-own-games = अपने खेल
# शिक्षक की खेल-फ़ाइल जो खेली नहीं जा सकती; $why बताता है कि क्या गड़बड़ है और कैसे ठीक करें।
home-broken-game = { $file } वाला खेल नहीं खेला जा सकता: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = फ़ाइल में सहेजें
home-open-files = फ़ाइल खोलें
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = तस्वीरों के फ़ोल्डर से बोर्ड बनाएँ
home-make-board-how = अपनी तस्वीरें एक फ़ोल्डर में रखें, और हर फ़ाइल का नाम उसकी तस्वीर का शब्द रखें: मीरा.jpg, चाँद.png। हर अक्षर के लिए दो तस्वीरें। बोर्ड की भाषा: { $language }।
home-make-board-folder = तस्वीरों का फ़ोल्डर
home-make-board-how-pick = अपनी तस्वीरें चुनें, हर फ़ाइल का नाम उसकी तस्वीर का शब्द हो: मीरा.jpg, चाँद.png। हर अक्षर के लिए दो तस्वीरें। बोर्ड की भाषा: { $language }।
home-make-board-choose = तस्वीरें चुनें
home-make-board-go = बोर्ड बनाएँ
home-make-board-close = बंद करें
home-making-board = बोर्ड बन रहा है…
home-board-made = बोर्ड बन गया, { $count } अक्षरों के साथ: { $letters }। इस बोर्ड पर “अक्षर” खेल { $language } में खेला जाता है।
home-board-one-picture = ये अक्षर छोड़ दिए गए, क्योंकि इनकी एक ही तस्वीर है (हर अक्षर को दो चाहिए): { $letters }
home-board-spare = ये शब्द छोड़ दिए गए, क्योंकि इनके अक्षर की दो तस्वीरें पहले से हैं: { $words }
home-board-no-letter = ये शब्द छोड़ दिए गए, क्योंकि ये बोर्ड के किसी भी अक्षर से शुरू नहीं होते: { $words }
home-board-heard-otherwise = इन शब्दों को जाँच लें: हो सकता है ये अपने अक्षर की ध्वनि से शुरू न होते हों: { $words }
home-board-too-few = { $count ->
    [0] किसी भी अक्षर की दो तस्वीरें नहीं हैं, और बोर्ड के लिए कम से कम { $needed } चाहिए। और अक्षरों के लिए तस्वीरें जोड़ें।
    [one] सिर्फ़ { $count } अक्षर की दो तस्वीरें हैं, और बोर्ड के लिए कम से कम { $needed } चाहिए। और अक्षरों के लिए तस्वीरें जोड़ें।
   *[other] सिर्फ़ { $count } अक्षरों की दो-दो तस्वीरें हैं, और बोर्ड के लिए कम से कम { $needed } चाहिए। और अक्षरों के लिए तस्वीरें जोड़ें।
}
home-board-no-folder = फ़ोल्डर { $folder } मौजूद नहीं है।
home-board-no-pictures = फ़ोल्डर { $folder } में कोई तस्वीर नहीं है (.png, .jpg या .svg वाली फ़ाइलें)।
home-board-not-kept = बोर्ड { $file } में सहेजा नहीं जा सका: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = सभी { $count } दिखाएँ
home-notices-fewer = कम दिखाएँ

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = हमारी फ़ाइलें
ours-how = यहाँ वह सब है जो Lineup आपकी कक्षा के लिए रखता है। जो अब नहीं चाहिए, उसे हटा दें: कोई खेल या बोर्ड, आपकी कक्षा की आवाज़ की रिकॉर्डिंग, आगे खेलने के लिए सहेजा हुआ खेल, या हर खिलाड़ी के लिए लिखे गए नामों वाली सेटिंग्स।
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = यह ब्राउज़र Lineup के लिए { $allowed } में से { $used } रख रहा है।
ours-listing = देख रहे हैं कि Lineup क्या-क्या रखता है…
ours-nothing = Lineup ने अभी तक यहाँ आपकी कक्षा के लिए कुछ नहीं रखा है।
ours-removed = हटा दिया गया: { $name }
ours-not-removed = हटाया नहीं जा सका: { $why }
ours-game = आपका खेल: { $name }
ours-board = आपका अक्षरों का बोर्ड: { $language }
ours-unplayable = खेल या बोर्ड जो खेले नहीं जा सकते: { $count }
ours-recordings = { $language } में आपकी कक्षा की आवाज़ की { $count ->
    [one] { $count } रिकॉर्डिंग
   *[other] { $count } रिकॉर्डिंग
}
ours-saved-game = आगे खेलने के लिए सहेजा हुआ खेल
ours-settings = सेटिंग्स, हर खिलाड़ी के लिए लिखे गए नामों के साथ
ours-other = Lineup की अलग रखी हुई फ़ाइल
ours-remove = हटाएँ
ours-sure = { $name } को हमेशा के लिए हटाएँ?
ours-remove-yes = हाँ, हटाएँ
ours-keep = रहने दें
ours-close = बंद करें
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
