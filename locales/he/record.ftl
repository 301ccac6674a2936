# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = הקלטת הקול שלנו
rec-how = לחצו על „הקלטה”, אמרו את זה, ואז לחצו על „עצירה”: Lineup ישמיע לכם את ההקלטה. הקליטו שוב עד שתהיו מרוצים. מה שלא תקליטו יישאר בקול של המחשב.
rec-progress = { $at } מתוך { $count }
rec-name = שם האות
rec-sound = הצליל של האות
rec-word = המילה
rec-record = הקלטה
rec-stop = עצירה
rec-hear = האזנה
rec-computer = שימוש בקול של המחשב
rec-back = חזרה
rec-next = הבא
rec-close = סגירה
rec-ours = הוקלט בקול שלכם.
rec-count = הוקלטו בקול שלכם: { $ours } מתוך { $count }
rec-kept = נשמר. את זה הכיתה תשמע.
rec-nothing = לא נשמעה אף מילה. בדקו שהמיקרופון פועל, ונסו שוב.
rec-too-quiet = זה היה שקט מדי. התקרבו למיקרופון ודברו בקול רם יותר.
rec-clipped = זה היה חזק מדי, והקול יוצא מעוות. התרחקו מעט מהמיקרופון.
rec-no-mic = אין מיקרופון. חברו מיקרופון, ונסו שוב.
rec-refused = ל-Lineup אין הרשאה להשתמש במיקרופון. אשרו זאת בהגדרות הדפדפן או המחשב, ונסו שוב.
rec-failed = המיקרופון לא עבד: ⁨{ $why }⁩
rec-not-kept = לא ניתן היה לשמור את ההקלטה: ⁨{ $why }⁩
# The button on home and on the page of a board just made.
rec-open = הקלטת הקול שלנו
