# How to play: one short page per game, with pictures, from home and the game screen.

howto-open = איך משחקים?
howto-title = איך משחקים: { $game }
howto-back = חזרה
howto-turn = כשמגיע התור שלכם, בחרו קלף מהיד.
howto-place = הניחו אסימון על משבצת עם אותה תמונה.
howto-place-letter = הניחו אסימון על תמונה שמתחילה באות הזאת.
howto-wild = את הקלף הזה אפשר לשים על כל משבצת ריקה.
howto-remove = הקלף הזה מוריד אסימון של קבוצה אחרת.
howto-line = סדרו { $length } אסימונים בשורה: לרוחב, לאורך או באלכסון.
howto-goal = { $goal ->
    [one] הקבוצה הראשונה שמשלימה שורה אחת מנצחת!
    [two] הקבוצה הראשונה שמשלימה שתי שורות מנצחת!
   *[other] הקבוצה הראשונה שמשלימה { $goal } שורות מנצחת!
}
howto-free = פינה עם כוכב נחשבת לכל הקבוצות.
howto-dead = שתי המשבצות של הקלף שלכם כבר תפוסות? החליפו אותו בקלף חדש.
howto-locked = שורה שהושלמה נשארת: אף אחד לא יכול להוריד ממנה אסימונים.
