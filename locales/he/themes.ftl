# The built-in themes' names, descriptions and options, and the team colours. A theme added
# from a folder shows its own words.

theme-classic-name = קלאסי
theme-classic-description = שתי חפיסות של קלפי משחק, חמישה אסימונים בשורה.
# The jack is "נסיך" (prince) in Israeli playing cards.
theme-classic-option-jacks = נסיכים (J)
theme-classic-option-jacks-two-eyed = נסיך עם שתי עיניים הולך לכל מקום, נסיך עם עין אחת מוריד אסימון
theme-classic-option-jacks-red-black = נסיך אדום הולך לכל מקום, נסיך שחור מוריד אסימון
theme-single-deck-name = חפיסה אחת
theme-single-deck-description = חפיסת קלפים אחת, כל קלף פעם אחת על הלוח, ארבעה אסימונים בשורה.
theme-single-deck-option-to_win = כמה רצפים צריך לניצחון
theme-single-deck-option-to_win-2 = שני רצפים
theme-single-deck-option-to_win-3 = ממשיכים לשחק עד רצף שלישי
theme-single-deck-option-to_win-4 = ממשיכים לשחק עד רצף רביעי
theme-animals-name = חיות
theme-animals-description = קלפי חיות, ארבעה בשורה. חד-הקרן הולך לכל מקום, הדרקון מוריד אסימון.
theme-letters-name = אותיות
theme-letters-description = שחקו קלף של אות והניחו אסימון על תמונה שמתחילה בה. ארבעה בשורה מנצחים!

# Colour names in the masculine singular, as a side is named in a board game ("כחול", like
# "לבן" and "שחור" in chess): they are the colour buttons in setup, and the team's name in
# "המנצחים: כחול!" and "רצפים: כחול 1 מתוך 2".
color-red = אדום
color-blue = כחול
color-green = ירוק
color-yellow = צהוב
color-orange = כתום
color-purple = סגול
color-pink = ורוד
color-brown = חום
color-black = שחור
color-white = לבן
