# The setup screen: who plays, and the game's options.

setup-players = שחקנים
setup-seat-name = שחקן { $number }
# A player who is a person, not the computer.
setup-person = אדם
setup-computer-level = מחשב: { $level }
setup-level-random = אקראי
# Greedy for points: it takes the best move it sees now.
setup-level-greedy = חמדן
setup-level-easy = קל
setup-level-medium = בינוני
setup-level-just-right = ברמה שלכם
setup-level-hard = קשה
setup-colour = צבע
setup-hands-open = קלפים גלויים
setup-hands-private = קלפים מוסתרים
setup-drawing = לקיחת קלפים
setup-draw-automatic = אוטומטית
setup-draw-manual = ידנית (מי ששוכח מפסיד את הקלף)
setup-first = מי מתחיל?
setup-first-cut = חיתוך החפיסה
setup-first-random = הגרלה
setup-first-chosen = שחקן 1
setup-words = מילים מתחת לתמונות
setup-words-shown = מוצגות
setup-words-hidden = מוסתרות
setup-hints = רמזים
setup-hints-button = לפי בקשה
setup-hints-always = תמיד
setup-think-time = זמן חשיבה ברמה קשה
setup-half-second = חצי שנייה
setup-seconds = { $seconds ->
    [one] שנייה אחת
    [two] שתי שניות
   *[other] { $seconds } שניות
}
# Hebrew letters have one form only; a board of another language may still ask.
setup-case = צורת האותיות
setup-letters = אותיות למשחק
setup-letters-all = כל האותיות
# The letters a class meets first in first grade.
setup-letters-first = אותיות ראשונות
setup-letters-count = { $count ->
    [one] אות אחת
    [two] שתי אותיות
   *[other] { $count } אותיות
}
setup-letters-too-few = { $count ->
    [one] בחרו לפחות אות אחת כדי לבנות לוח.
    [two] בחרו לפחות שתי אותיות כדי לבנות לוח.
   *[other] בחרו לפחות { $count } אותיות כדי לבנות לוח.
}
setup-start = להתחיל את המשחק
setup-back = חזרה
setup-print = הדפסה
setup-who-plays = מי משחק?
