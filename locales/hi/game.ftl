# खेल की स्क्रीन: किसकी बारी, हाथ के कार्ड, निर्देश और शिक्षक के बटन।
#
# Hindi verbs show the speaker's gender (जीता/जीती, सोच रहा/रही), and a player's name can be
# a boy's or a girl's. So these messages use forms that do not change: the imperative of तुम
# (चुनो, रखो), ने with the past ("{ $name } ने … खेला": the verb agrees with the card), and
# "की बारी", "सोच में है".

game-your-turn = { $name }, तुम्हारी बारी!
game-thinking = { $name } सोच में है…
# $team is a colour alone ("लाल", as children call a team in a board game) or "Name (Colour)".
# A colour before a postposition would have to change (नीला → नीले की), so the winner is named
# after a colon.
game-wins = बधाई हो! विजेता: { $team }
game-no-winner = अब कोई भी चाल नहीं चल सकता: खेल बराबरी पर छूटा!
game-team = { $names } ({ $colour })
# Hindi plurals (CLDR): one is 0 and 1, other is the rest; 0 has its own words.
game-cards-left = { $count ->
    [0] कोई कार्ड नहीं बचा
    [one] { $count } कार्ड बचा है
   *[other] { $count } कार्ड बचे हैं
}
game-pick-a-card = अपने कार्डों में से एक कार्ड चुनो
game-pick-a-space = इस कार्ड के लिए एक जगह चुनो
game-pick-any-space = कोई भी खाली जगह चुनो
game-pick-a-chip = हटाने के लिए एक गोटी चुनो
game-nowhere = इस कार्ड के लिए कोई जगह नहीं बची
game-dead-card = बेकार कार्ड: इसे बदल लो
game-turn-in = यह कार्ड बदलो
game-draw = एक कार्ड उठाओ
# Table talk: a player told a teammate about the cards in hand.
game-put-down-a-card = बताना मना है! एक कार्ड अलग रखो
game-pass-to = अब { $name } की बारी: तैयार हो तो स्क्रीन छुओ
game-discards = खेले गए कार्ड
# Followed by a button for each team: the teacher taps the team that told.
game-table-talk = किसने बताया:
game-undo = चाल वापस लो
game-restart = फिर से शुरू
game-home = मुख्य स्क्रीन
game-play-again = फिर से खेलो
game-hint = सुझाव
game-words = शब्द

# शिक्षक का मेन्यू: एक बटन, हर भाषा में उसी जगह, जो एक छोटा पैनल खोलता है।
game-menu = शिक्षक के लिए
game-menu-close = बंद करें
game-end = खेल ख़त्म करें
# Sound: the game's sounds (a chip placed, a line made); Voice: the voice that reads letters
# and words aloud.
game-sound = आवाज़ें
game-voice = पढ़कर सुनाना
game-motion = एनिमेशन
game-ask-restart = यह खेल शुरू से फिर खेलें? कार्ड फिर से बाँटे जाएँगे।
game-ask-end = यह खेल ख़त्म करके पहली स्क्रीन पर लौटें? इसे बाद में आगे नहीं खेला जा सकेगा।
game-yes-restart = हाँ, फिर से शुरू करें
game-yes-end = हाँ, खेल ख़त्म करें
game-keep-playing = नहीं, खेलते रहें

# स्कोर, शब्दों में: "लाइनें: नीला: 2 में से 1"।
game-score = लाइनें
game-score-team = { $team }: { $goal } में से { $count }
game-goal = { $goal ->
    [one] जीतने के लिए एक लाइन
   *[other] जीतने के लिए { $goal } लाइनें
}

# कंप्यूटर सोचता है, तब उसके कार्ड नहीं दिखते।
game-computer-hand = सोच में…
# ख़ास कार्ड क्या करते हैं, कार्ड पर लिखा हुआ।
game-card-any-space = कोई भी जगह
game-card-take-chip = गोटी हटाओ
# कीबोर्ड से लिखा गया कार्ड, जो खिलाड़ी के पास नहीं है।
game-not-in-hand = तुम्हारे पास { $card } वाला कार्ड नहीं है

# अभी क्या हुआ, बारी वाली पट्टी के नीचे एक पंक्ति में। $name खिलाड़ी है, $card दिखाया गया कार्ड।
# With ने the verb agrees with कार्ड or गोटी, never with the player: right for any name.
game-played = { $name } ने { $card } वाला कार्ड खेला।
game-played-sequence = { $name } ने { $card } वाला कार्ड खेला और एक लाइन पूरी की!
game-played-wild = { $name } ने { $card } वाला कार्ड खेला और अपनी पसंद की जगह पर गोटी रखी।
game-took-chip = { $name } ने { $card } वाला कार्ड खेला और एक गोटी हटा दी।
game-traded = { $name } ने एक बेकार कार्ड बदल लिया।
