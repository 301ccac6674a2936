# The window, the language picker, and messages about files and sound.
# File paths and command lines are isolated left to right (U+2066 … U+2069), so that a path's
# "/" stays where it belongs inside a Hebrew line.

# This language's own name, as the picker shows it.
language-name = עברית
app-title = Lineup
app-language = שפה
app-settings-not-saved = ההגדרות לא נשמרו: { $error }
app-game-not-saved = המשחק לא נשמר: { $error }
app-file-set-aside = לא ניתן היה לקרוא את הקובץ ⁦{ $file }⁩ ({ $why }). הוא נשמר בשם ⁦{ $aside }⁩, ו-Lineup התחיל מחדש.
app-file-left = לא ניתן היה לקרוא את הקובץ ⁦{ $file }⁩ ({ $why }). הוא נשאר במקומו, ו-Lineup התחיל מחדש.
app-saved-game-gone = לא ניתן היה להמשיך את המשחק השמור: { $why }
app-no-sound = לא נמצא התקן שמע, לכן Lineup פועל בלי קול.
app-theme-not-loaded = המשחק "{ $theme }" לא נטען. הפעילו את Lineup עם ⁦--themes⁩ ועם התיקייה שבה נמצא הקובץ שלו.
app-save-theme-missing = אי אפשר להמשיך כאן את המשחק השמור "{ $theme }": המשחק הזה לא נטען. הוא נשמר בשם ⁦{ $file }⁩. כדי להמשיך אותו, הפעילו את Lineup עם ⁦--themes⁩ ועם התיקייה שבה נמצא הקובץ של המשחק: ⁦lineup --themes FOLDER resume { $file }⁩
app-save-move-refused = אי אפשר לשחק שוב את מהלך { $number } של המשחק השמור: { $why }
# $language is the name of the language just picked, in that language ("English", "עברית").
app-new-board-question = להתחיל משחק חדש עם האותיות והתמונות של { $language }?
app-new-board-yes = משחק חדש
app-new-board-no = ממשיכים לשחק
app-file-not-lineups = הקובץ ⁦{ $file }⁩ אינו משחק או הגדרות שנשמרו ב-Lineup: { $why }
