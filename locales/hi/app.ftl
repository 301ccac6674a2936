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
app-theme-not-loaded = खेल “{ $theme }” लोड नहीं है। Lineup को --themes और उस फ़ोल्डर के साथ शुरू करें जिसमें इसकी फ़ाइल है।
app-save-theme-missing = “{ $theme }” का सहेजा हुआ खेल यहाँ आगे नहीं चल सकता: यह खेल लोड नहीं है। उसे { $file } के रूप में रखा गया है। उसे आगे खेलने के लिए Lineup को --themes और उस फ़ोल्डर के साथ शुरू करें जिसमें खेल की फ़ाइल है: lineup --themes फ़ोल्डर resume { $file }
app-save-move-refused = सहेजे हुए खेल की चाल { $number } फिर से नहीं चली जा सकती: { $why }
# $language is the language's own name ("English", "Українська").
app-new-board-question = { $language } के अक्षरों और तस्वीरों के साथ नया खेल शुरू करें?
app-new-board-yes = नया खेल
app-new-board-no = यही खेल खेलते रहें
app-file-not-lineups = फ़ाइल { $file } Lineup का सहेजा हुआ खेल या सेटिंग्स नहीं है: { $why }
