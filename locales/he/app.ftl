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
