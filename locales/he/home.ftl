# The home screen: the game tiles.

home-pick-a-game = בחרו משחק
home-resume = להמשיך את המשחק האחרון: { $game }
home-loading = מחפשים את המשחק האחרון…
home-ages = לגילאי { $ages }
home-sound-on = הצלילים פועלים
home-sound-off = הצלילים כבויים
home-voice-on = הדיבור פועל
home-voice-off = הדיבור כבוי
home-volume = עוצמת הקול
home-motion-on = האנימציה פועלת
home-motion-off = האנימציה כבויה
home-own-games = המשחקים שלכם
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = אי אפשר לשחק במשחק מהקובץ ⁦{ $file }⁩: ⁨{ $why }⁩
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = שמירה בקובץ
home-open-files = פתיחת קובץ
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = הכנת לוח מתיקיית תמונות
home-make-board-how = שימו את התמונות שלכם בתיקייה אחת, ותנו לכל קובץ את השם של המילה שלו: מרים.jpg, ירח.png. שתי תמונות לכל אות. שפת הלוח: { $language }.
home-make-board-folder = תיקיית תמונות
home-make-board-how-pick = בחרו את התמונות שלכם, כל קובץ בשם של המילה שלו: מרים.jpg, ירח.png. שתי תמונות לכל אות. שפת הלוח: { $language }.
home-make-board-choose = בחירת התמונות
home-make-board-go = הכנת הלוח
home-make-board-close = סגירה
home-making-board = מכינים את הלוח…
home-board-made = הלוח מוכן, עם { $count } אותיות: { $letters }. על הלוח הזה משחקים במשחק "אותיות" (שפה: { $language }).
home-board-one-picture = האותיות האלה נשארו בחוץ, כי יש להן רק תמונה אחת (כל אות צריכה שתיים): { $letters }
home-board-spare = המילים האלה נשארו בחוץ, כי לאות שלהן כבר יש שתי תמונות: { $words }
home-board-no-letter = המילים האלה נשארו בחוץ, כי הן לא מתחילות באף אות של הלוח: { $words }
home-board-heard-otherwise = בדקו את המילים האלה: ייתכן שהן לא מתחילות בצליל של האות שלהן: { $words }
home-board-too-few = { $count ->
    [one] רק לאות אחת יש שתי תמונות, ולוח צריך לפחות { $needed }. הוסיפו תמונות לעוד אותיות.
    [two] רק לשתי אותיות יש שתי תמונות, ולוח צריך לפחות { $needed }. הוסיפו תמונות לעוד אותיות.
   *[other] רק ל-{ $count } אותיות יש שתי תמונות, ולוח צריך לפחות { $needed }. הוסיפו תמונות לעוד אותיות.
}
home-board-no-folder = התיקייה ⁦{ $folder }⁩ לא קיימת.
home-board-no-pictures = בתיקייה ⁦{ $folder }⁩ אין תמונות (קבצים שמסתיימים ב-⁦.png⁩, ⁦.jpg⁩ או ⁦.svg⁩).
home-board-not-kept = לא ניתן היה לשמור את הלוח בקובץ ⁦{ $file }⁩: ⁨{ $why }⁩
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = הצגת הכול ({ $count })
home-notices-fewer = הצגת פחות

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = הקבצים שלנו
ours-how = כל מה ש-Lineup שומר כאן לכיתה שלכם. מחקו את מה שכבר לא נחוץ לכם: משחק או לוח, ההקלטות בקול של הכיתה שלכם, המשחק השמור להמשך, או ההגדרות עם השמות שהוקלדו לכל שחקן.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = הדפדפן הזה שומר { $used } בשביל Lineup, מתוך { $allowed } שהוא מאפשר.
ours-listing = בודקים מה Lineup שומר…
ours-nothing = עדיין אין כאן שום דבר ש-Lineup שומר לכיתה שלכם.
ours-removed = נמחק: ⁦{ $name }⁩
ours-not-removed = לא ניתן היה למחוק: ⁨{ $why }⁩
ours-game = המשחק שלכם: { $name }
ours-board = לוח האותיות שלכם: { $language }
ours-unplayable = משחקים או לוחות שאי אפשר לשחק בהם: { $count }
ours-recordings = { $count ->
    [one] הקלטה אחת
    [two] שתי הקלטות
   *[other] { $count } הקלטות
} בקול של הכיתה שלכם (שפה: { $language })
ours-saved-game = המשחק השמור להמשך
ours-settings = ההגדרות, עם השמות שהוקלדו לכל שחקן
ours-other = קובץ ש-Lineup הניח בצד
ours-remove = מחיקה
ours-sure = למחוק את ⁦{ $name }⁩ לצמיתות?
ours-remove-yes = כן, למחוק
ours-keep = להשאיר
ours-close = סגירה
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }.{ $month }.{ $year }
