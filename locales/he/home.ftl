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
home-broken-game = אי אפשר לשחק במשחק מהקובץ ⁦{ $file }⁩: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = שמירה בקובץ
home-open-files = פתיחת קובץ
