# खिड़की, भाषा का चुनाव, और फ़ाइलों व आवाज़ के बारे में संदेश।
# Messages for the teacher (files, start-up) say आप; everything a child reads says तुम.

# इस भाषा का अपना नाम, अपनी लिपि में, जैसा भाषा चुनने की सूची में दिखता है।
language-name = हिन्दी
app-title = Lineup
app-language = भाषा
app-settings-not-saved = सेटिंग्स सहेजी नहीं जा सकीं: { $error }
app-game-not-saved = खेल सहेजा नहीं जा सका: { $error }
app-file-set-aside = फ़ाइल { $file } पढ़ी नहीं जा सकी ({ $why })। उसे { $aside } के नाम से रख दिया गया है, और Lineup नए सिरे से शुरू हुआ।
app-file-left = फ़ाइल { $file } पढ़ी नहीं जा सकी ({ $why })। वह जहाँ थी, वहीं छोड़ दी गई है, और Lineup नए सिरे से शुरू हुआ।
app-saved-game-gone = सहेजा हुआ खेल फिर से शुरू नहीं हो सका: { $why }
app-no-sound = आवाज़ के लिए कोई डिवाइस नहीं मिला, इसलिए Lineup बिना आवाज़ के चल रहा है।
app-may-be-cleared = अगर Lineup कुछ समय तक नहीं खोला गया, तो यह ब्राउज़र कक्षा का सहेजा हुआ खेल मिटा सकता है। इसे बचाए रखने के लिए Lineup को होम स्क्रीन पर जोड़ें (या इंस्टॉल करें), या “{ home-save-files }” का इस्तेमाल करें।
app-file-not-kept = फ़ाइल { $file } इस ब्राउज़र में नहीं रखी जा सकी: { $why }
app-theme-not-loaded = खेल “{ $theme }” लोड नहीं है। Lineup को --themes और उस फ़ोल्डर के साथ शुरू करें जिसमें इसकी फ़ाइल है।
app-save-theme-missing = “{ $theme }” का सहेजा हुआ खेल यहाँ आगे नहीं चल सकता: यह खेल लोड नहीं है। उसे { $file } के रूप में रखा गया है। उसे आगे खेलने के लिए Lineup को --themes और उस फ़ोल्डर के साथ शुरू करें जिसमें खेल की फ़ाइल है: lineup --themes फ़ोल्डर resume { $file }
app-save-move-refused = सहेजे हुए खेल की चाल { $number } फिर से नहीं चली जा सकती: { $why }
# $language is the language's own name ("English", "Українська").
app-new-board-question = { $language } के अक्षरों और तस्वीरों के साथ नया खेल शुरू करें?
app-new-board-yes = नया खेल
app-new-board-no = यही खेल खेलते रहें
app-file-not-lineups = फ़ाइल { $file } Lineup का सहेजा हुआ खेल या सेटिंग्स नहीं है: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = तस्वीर { $file } दिखाई नहीं जा सकती: { $why }। उसकी जगह उसका शब्द दिखाया जा रहा है।
picture-no-name = तस्वीर की फ़ाइल का नाम खाली है: नाम लिखें, जैसे image = "चाँद.png"
picture-outside-folder = तस्वीर खेल की फ़ाइल वाले फ़ोल्डर से बाहर है: उसे उसी फ़ोल्डर में, या उसके अंदर के किसी फ़ोल्डर में रखें
picture-missing = इस नाम की कोई तस्वीर-फ़ाइल नहीं है: उसका नाम और एक्सटेंशन (.png, .jpg या .svg) जाँच लें
picture-not-a-file = यह एक फ़ोल्डर है, तस्वीर की फ़ाइल नहीं: किसी तस्वीर की फ़ाइल का नाम दें
picture-too-many-bytes = तस्वीर की फ़ाइल { $megabytes } MB की है, यानी 20 MB से ज़्यादा: तस्वीर को छोटा करके फिर से सहेजें
picture-too-many-pixels = तस्वीर { $width } × { $height } पिक्सेल की है, यानी किसी एक तरफ़ 8000 से ज़्यादा: तस्वीर को छोटा करके फिर से सहेजें
picture-not-a-picture = यह PNG, JPEG या SVG तस्वीर नहीं है: इसे PNG या JPEG में फिर से सहेजें
picture-cut-short = तस्वीर की फ़ाइल अधूरी है: उसे फिर से कॉपी करें, या तस्वीर को PNG या JPEG में फिर से सहेजें
picture-unreadable = तस्वीर की फ़ाइल पढ़ी नहीं जा सकी: { $why }
picture-drawing-reaches-out = यह चित्र अपने फ़ोल्डर के बाहर की एक और फ़ाइल, { $file }, दिखाता है: चित्र को PNG में फिर से सहेजें, या जो वह दिखाता है उसे उसी फ़ोल्डर में रखें
picture-too-complex = यह चित्र दिखाने के लिए बहुत जटिल है: इसे PNG में फिर से सहेजें, या इसे और सरल बनाएँ
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count } तस्वीरें दिखाई नहीं जा सकतीं: { $files }। { $why }। उनकी जगह उनके शब्द दिखाए जा रहे हैं।
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = फ़ाइल { $file } { $size } की है, यानी Lineup जितनी बड़ी फ़ाइल पढ़ सकता है उससे भी बड़ी, इसलिए उसे खोला नहीं गया।

# A file's size.
size-bytes = { $count ->
    [one] { $count } बाइट
   *[other] { $count } बाइट
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = { $file } से जोड़े गए: { $games ->
    [one] { $games } खेल या बोर्ड
   *[other] { $games } खेल या बोर्ड
} और { $recordings ->
    [one] { $recordings } रिकॉर्डिंग
   *[other] { $recordings } रिकॉर्डिंग
}।
bring-already = { $count ->
    [one] { $count } फ़ाइल आपके पास पहले से ठीक ऐसी ही थी।
   *[other] { $count } फ़ाइलें आपके पास पहले से ठीक ऐसी ही थीं।
}
# $names: "themes/our class → our class (2)".
bring-beside = इन्हें आपकी फ़ाइलों के पास नए नाम से रखा गया, ताकि आपका कुछ भी न बदले: { $names }।
bring-refused = { $count ->
    [one] { $count } फ़ाइल नहीं जोड़ी गई
   *[other] { $count } फ़ाइलें नहीं जोड़ी गईं
}: { $files }।
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = और { $count } अन्य
bring-dropped = { $count ->
    [one] जो खेल खेले नहीं जा सकते, उनकी { $count } तस्वीर छोड़ दी गई।
   *[other] जो खेल खेले नहीं जा सकते, उनकी { $count } तस्वीरें छोड़ दी गईं।
}
bring-why-leads-out = इसका नाम Lineup के फ़ोल्डरों से बाहर ले जाता है
bring-why-too-large = यह { $size } की है, यानी Lineup जितनी बड़ी फ़ाइल रखता है उससे भी बड़ी
bring-why-cannot-be-played = इसे खेला नहीं जा सकता: { $why }
bring-why-class-has-own = आपके पास अपनी फ़ाइल पहले से है, जिसे रखा गया है; इसे जोड़ने के लिए “हमारी फ़ाइलें” में अपनी वाली हटाएँ
bring-why-not-lineups = यह ऐसी फ़ाइल नहीं है जिसे Lineup पढ़ता है
bring-why-not-kept = इसे रखा नहीं जा सका: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = फ़ाइल { $file } में Lineup की सहेजी हुई कक्षा की चीज़ें नहीं हैं, इसलिए उससे कुछ नहीं जोड़ा गया। उसे Lineup में “{ home-save-files }” से फिर से सहेजें।
bring-too-many-files = फ़ाइल { $file } में { $count } से ज़्यादा फ़ाइलें हैं, यानी Lineup जितनी फ़ाइलें सहेजता है उससे भी ज़्यादा, इसलिए उससे कुछ नहीं जोड़ा गया।
bring-too-large = फ़ाइल { $file } में { $size } से ज़्यादा है, यानी Lineup जितना सहेजता है उससे भी ज़्यादा, इसलिए उससे कुछ नहीं जोड़ा गया।
# Why a recording of the class's voice was not kept.
recording-not-sound = यह Lineup की रिकॉर्ड की हुई आवाज़ की फ़ाइल नहीं है
recording-cut-short = रिकॉर्डिंग अधूरी है
recording-too-long = रिकॉर्डिंग एक मिनट से लंबी है
recording-silent = रिकॉर्डिंग में कुछ भी सुनाई नहीं देता
