# Gentle words for a move the rules do not allow.

error-not-your-turn = חכו לתור שלכם
error-card-not-in-hand = הקלף הזה לא ביד שלכם
error-card-does-not-fit = הקלף הזה לא מתאים לכאן
error-cell-occupied = כבר יש אסימון במשבצת הזאת
error-cell-is-free = הפינות הן של כולם
error-cell-empty = אין כאן אסימון להוריד
error-not-an-opponent-chip = אפשר להוריד רק אסימון של קבוצה אחרת
error-chip-in-sequence = האסימון הזה בשורה שהושלמה: הוא נשאר
error-not-a-dead-card = את הקלף הזה עוד אפשר לשחק
error-one-dead-card-per-turn = אפשר להחליף רק קלף אחד בכל תור
error-game-over = המשחק נגמר
error-no-draw-owed = עכשיו לא צריך לקחת קלף
error-no-such-cell = זה לא על הלוח
error-discard-pending = קודם כל, כל אחד בקבוצה מניח קלף אחד
error-no-discard-owed = אתם לא צריכים להניח קלף
error-nothing-to-discard = לקבוצה הזאת אין קלפים
error-no-such-team = אין קבוצה כזאת
