# The game on paper (`lineup print`, the setup screen's Print button): the board across
# several pages to glue together, the cards to cut out, and how to play.

print-board = לוח המשחק
print-board-note = גזרו לאורך הקווים המנוקדים, הניחו כל דף על הפס האפור של הדף שלידו כך שהמשבצות יתאימו, והדביקו.
print-board-page = דף { $page } מתוך { $pages }: שורה { $row }, עמודה { $column }
print-glue = הדביקו כאן את דף { $page }
print-cards = קלפים לגזירה
print-cards-note = גזרו לאורך הקווים. דף { $page } מתוך { $pages }.
print-card-wild = אפשר לשים על כל משבצת ריקה
print-card-remove = מוריד אסימון
print-howto-note = קראו יחד לפני המשחק הראשון.
print-making = מכינים את הדפים להדפסה…
print-written = הדפים להדפסה נמצאים ב־⁦{ $file }⁩.
print-failed = לא ניתן היה להכין את הדפים להדפסה: ⁨{ $error }⁩
print-no-folder = ‏Lineup לא מצא תיקיית מסמכים לשמור בה את הדפים.
