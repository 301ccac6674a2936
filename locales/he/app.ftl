# The window, the language picker, and messages about files and sound.
# File paths and command lines are isolated left to right (U+2066 … U+2069), so that a path's
# "/" stays where it belongs inside a Hebrew line.

# This language's own name, as the picker shows it.
language-name = עברית
app-title = Lineup
app-language = שפה
app-settings-not-saved = ההגדרות לא נשמרו: ⁨{ $error }⁩
app-game-not-saved = המשחק לא נשמר: ⁨{ $error }⁩
app-file-set-aside = לא ניתן היה לקרוא את הקובץ ⁦{ $file }⁩ (⁨{ $why }⁩). הוא נשמר בשם ⁦{ $aside }⁩, ו-Lineup התחיל מחדש.
app-file-left = לא ניתן היה לקרוא את הקובץ ⁦{ $file }⁩ (⁨{ $why }⁩). הוא נשאר במקומו, ו-Lineup התחיל מחדש.
app-saved-game-gone = לא ניתן היה להמשיך את המשחק השמור: ⁨{ $why }⁩
app-no-sound = לא נמצא התקן שמע, לכן Lineup פועל בלי קול.
app-may-be-cleared = הדפדפן הזה עלול למחוק את המשחק השמור של הכיתה אם Lineup לא ייפתח זמן מה. כדי לשמור עליו, הוסיפו את Lineup למסך הבית (או התקינו אותו), או השתמשו ב„{ home-save-files }”.
app-file-not-kept = לא ניתן היה לשמור את הקובץ ⁦{ $file }⁩ בדפדפן הזה: ⁨{ $why }⁩
app-theme-not-loaded = המשחק "{ $theme }" לא נטען. הפעילו את Lineup עם ⁦--themes⁩ ועם התיקייה שבה נמצא הקובץ שלו.
app-save-theme-missing = אי אפשר להמשיך כאן את המשחק השמור "{ $theme }": המשחק הזה לא נטען. הוא נשמר בשם ⁦{ $file }⁩. כדי להמשיך אותו, הפעילו את Lineup עם ⁦--themes⁩ ועם התיקייה שבה נמצא הקובץ של המשחק: ⁦lineup --themes FOLDER resume { $file }⁩
app-save-move-refused = אי אפשר לשחק שוב את מהלך { $number } של המשחק השמור: ⁨{ $why }⁩
# $language is the name of the language just picked, in that language ("English", "עברית").
app-new-board-question = להתחיל משחק חדש עם האותיות והתמונות של { $language }?
app-new-board-yes = משחק חדש
app-new-board-no = ממשיכים לשחק
app-file-not-lineups = הקובץ ⁦{ $file }⁩ אינו משחק או הגדרות שנשמרו ב-Lineup: ⁨{ $why }⁩
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = אי אפשר להציג את התמונה ⁦{ $file }⁩: ⁨{ $why }⁩. במקומה מוצגת המילה שלה.
picture-no-name = שם הקובץ של התמונה ריק: כתבו אותו, למשל ⁦image = "ירח.png"⁩
picture-outside-folder = התמונה נמצאת מחוץ לתיקייה של קובץ המשחק: העבירו אותה לתיקייה הזאת, או לתיקייה שבתוכה
picture-missing = אין קובץ תמונה בשם הזה: בדקו את השם ואת הסיומת (⁦.png⁩, ⁦.jpg⁩ או ⁦.svg⁩)
picture-not-a-file = זו תיקייה, לא קובץ תמונה: כתבו שם של קובץ תמונה
picture-too-many-bytes = קובץ התמונה בגודל { $megabytes } MB, יותר מ-20 MB: הקטינו את התמונה ושמרו אותה שוב
picture-too-many-pixels = התמונה בגודל { $width } × { $height } פיקסלים, יותר מ-8000 בצד אחד: הקטינו את התמונה ושמרו אותה שוב
picture-not-a-picture = זו לא תמונה מסוג PNG, JPEG או SVG: שמרו אותה שוב כ-PNG או כ-JPEG
picture-cut-short = קובץ התמונה לא שלם: העתיקו אותו שוב, או שמרו את התמונה שוב כ-PNG או כ-JPEG
picture-unreadable = אי אפשר לקרוא את קובץ התמונה: ⁨{ $why }⁩
picture-drawing-reaches-out = הציור מציג קובץ אחר, ⁦{ $file }⁩, מחוץ לתיקייה שלו: שמרו את הציור שוב כ-PNG, או העבירו את מה שהוא מציג לתיקייה שלו
picture-too-complex = הציור מורכב מדי להצגה: שמרו אותו שוב כ-PNG, או ציירו אותו בפשטות רבה יותר
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = אי אפשר להציג { $count } תמונות: ⁨{ $files }⁩. ⁨{ $why }⁩. במקומן מוצגות המילים שלהן.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = הקובץ ⁦{ $file }⁩ בגודל { $size }, גדול מכל קובץ ש-Lineup קורא, ולכן הוא לא נפתח.

# A file's size.
size-bytes = { $count ->
    [one] בייט אחד
    [two] שני בייטים
   *[other] { $count } בייטים
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = מתוך ⁦{ $file }⁩ יובאו { $games ->
    [one] משחק או לוח אחד
    [two] שני משחקים או לוחות
   *[other] { $games } משחקים או לוחות
} { $recordings ->
    [one] והקלטה אחת
    [two] ושתי הקלטות
   *[other] ו-{ $recordings } הקלטות
}.
bring-already = { $count ->
    [one] קובץ אחד זהה לקובץ שכבר יש לכם.
    [two] שני קבצים זהים לקבצים שכבר יש לכם.
   *[other] { $count } קבצים זהים לקבצים שכבר יש לכם.
}
# $names: "themes/our class → our class (2)".
bring-beside = נשמרו לצד הקבצים שלכם בשמות חדשים, כך ששום דבר שלכם לא השתנה: ⁦{ $names }⁩.
bring-refused = { $count ->
    [one] קובץ אחד לא יובא
    [two] שני קבצים לא יובאו
   *[other] { $count } קבצים לא יובאו
}: ⁨{ $files }⁩.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = ועוד { $count }
bring-dropped = { $count ->
    [one] תמונה אחת של משחקים שאי אפשר לשחק בהם נשארה בחוץ.
    [two] שתי תמונות של משחקים שאי אפשר לשחק בהם נשארו בחוץ.
   *[other] { $count } תמונות של משחקים שאי אפשר לשחק בהם נשארו בחוץ.
}
bring-why-leads-out = השם שלו מוביל אל מחוץ לתיקיות של Lineup
bring-why-too-large = הוא בגודל { $size }, גדול מכל קובץ ש-Lineup שומר
bring-why-cannot-be-played = אי אפשר לשחק בו: ⁨{ $why }⁩
bring-why-class-has-own = כבר יש לכם אחד משלכם, והוא נשמר; כדי לייבא את זה, מחקו את שלכם ב„הקבצים שלנו”
bring-why-not-lineups = זה לא קובץ ש-Lineup קורא
bring-why-not-kept = לא ניתן היה לשמור אותו: ⁨{ $why }⁩
# Nothing of a bundle was brought.
bring-not-a-bundle = הקובץ ⁦{ $file }⁩ אינו קובץ של הדברים ש-Lineup שומר לכיתה, לכן לא יובא ממנו דבר. שמרו אותו שוב מתוך Lineup בעזרת „{ home-save-files }”.
bring-too-many-files = בקובץ ⁦{ $file }⁩ יש יותר מ-{ $count } קבצים, יותר ממה ש-Lineup אי פעם שומר, לכן לא יובא ממנו דבר.
bring-too-large = בקובץ ⁦{ $file }⁩ יש יותר מ-{ $size }, יותר ממה ש-Lineup אי פעם שומר, לכן לא יובא ממנו דבר.
# Why a recording of the class's voice was not kept.
recording-not-sound = זה לא קובץ שמע ש-Lineup הקליט
recording-cut-short = ההקלטה לא שלמה
recording-too-long = ההקלטה ארוכה מדקה
recording-silent = לא שומעים כלום בהקלטה
