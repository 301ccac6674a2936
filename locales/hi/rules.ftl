# जब नियम किसी चाल की इजाज़त नहीं देते, तब के प्यार भरे शब्द।

error-not-your-turn = अपनी बारी का इंतज़ार करो
error-card-not-in-hand = यह कार्ड तुम्हारे पास नहीं है
error-card-does-not-fit = यह कार्ड यहाँ नहीं चलता
error-cell-occupied = यहाँ पहले से एक गोटी है
error-cell-is-free = कोने सबके लिए हैं
error-cell-empty = यहाँ हटाने के लिए कोई गोटी नहीं है
error-not-an-opponent-chip = सिर्फ़ दूसरी टीम की गोटी हटाई जा सकती है
error-chip-in-sequence = यह गोटी पूरी हो चुकी लाइन में है: यह यहीं रहेगी
error-not-a-dead-card = यह कार्ड अभी खेला जा सकता है
error-one-dead-card-per-turn = एक बारी में सिर्फ़ एक कार्ड बदला जा सकता है
error-game-over = खेल ख़त्म हो गया है
error-no-draw-owed = अभी कार्ड उठाने की ज़रूरत नहीं है
error-no-such-cell = यह बोर्ड पर नहीं है
error-discard-pending = पहले टीम के हर खिलाड़ी को एक कार्ड अलग रखना है
error-no-discard-owed = तुम्हें कोई कार्ड अलग नहीं रखना है
error-nothing-to-discard = उस टीम के पास कोई कार्ड नहीं है
error-no-such-team = ऐसी कोई टीम नहीं है
