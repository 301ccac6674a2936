# खेल से पहले की स्क्रीन: कौन खेलेगा, और खेल के विकल्प।

setup-players = खिलाड़ी
setup-seat-name = खिलाड़ी { $number }
setup-person = इंसान
setup-computer-level = कंप्यूटर: { $level }
setup-level-random = बिना सोचे
# Greedy for points: it takes whatever scores now.
setup-level-greedy = लालची
setup-level-easy = आसान
setup-level-medium = मध्यम
# The computer that fits itself to the child.
setup-level-just-right = तुम्हारे बराबर
setup-level-hard = कठिन
setup-colour = रंग
setup-hands-open = कार्ड खुले
setup-hands-private = कार्ड छिपे
setup-drawing = कार्ड उठाना
setup-draw-automatic = अपने-आप
setup-draw-manual = ख़ुद से (भूल गए तो कार्ड गया)
setup-first = पहली बारी किसकी?
setup-first-cut = गड्डी काटकर
setup-first-random = किस्मत से
setup-first-chosen = खिलाड़ी 1
setup-words = तस्वीरों के नीचे शब्द
setup-words-shown = दिखेंगे
setup-words-hidden = नहीं दिखेंगे
setup-hints = सुझाव
setup-hints-button = माँगने पर
setup-hints-always = हमेशा
setup-think-time = कठिन कंप्यूटर के सोचने का समय
setup-half-second = आधा सेकंड
setup-seconds = { $seconds ->
    [one] { $seconds } सेकंड
   *[other] { $seconds } सेकंड
}
# The label before the three buttons "Aa", "a", "A" (for a script with capitals; Devanagari
# has none, so a Hindi board does not need it).
setup-case = अक्षर कैसे दिखें
setup-letters = खेलने के अक्षर
setup-letters-all = सारे अक्षर
# The letters a class meets first: the opening of the varnamala.
setup-letters-first = शुरू के अक्षर
setup-letters-count = { $count ->
    [one] { $count } अक्षर
   *[other] { $count } अक्षर
}
setup-letters-too-few = बोर्ड बनाने के लिए कम से कम { $count } अक्षर चुनो।
setup-start = खेल शुरू करो
setup-back = वापस
setup-print = प्रिंट करें
setup-who-plays = खिलाड़ी कौन हैं?
