# The game screen: the turn banner, the hand, prompts and the teacher's buttons.
# The game speaks to the whole class on the shared screen, as Israeli teachers and school books
# do: instructions in the plural ("בחרו", "קחו"), which is also the same for girls and boys.
# Lines that begin with a player's name or another placeholder start with U+200F (the
# right-to-left mark), so that a name typed in Latin letters does not turn the line around.

game-your-turn = התור של { $name }!
# Only the computer's players think, but a teacher may give a computer seat a girl's name
# ("נועה"): a label with a noun ("רגע של מחשבה") has no gender.
game-thinking = ‏{ $name }: רגע של מחשבה…
# $team is a colour alone, as a side is named in a board game ("כחול"), or "Name (colour)":
# "המנצחים: כחול!", "המנצחים: נועה (כחול)!". No verb, so no gender; and no prefix glued to the
# name, which a name typed in Latin letters would get ("לMaya").
game-wins = המנצחים: { $team }!
game-no-winner = אף אחד לא יכול לשחק: תיקו!
game-team = ‏{ $names } ({ $colour })
game-cards-left = { $count ->
    [0] לא נשארו קלפים
    [one] נשאר קלף אחד
    [two] נשארו שני קלפים
   *[other] נשארו { $count } קלפים
}
game-pick-a-card = בחרו קלף מהיד שלכם
game-pick-a-space = בחרו משבצת לקלף הזה
game-pick-any-space = בחרו משבצת ריקה, איזו שתרצו
game-pick-a-chip = בחרו אסימון להוריד מהלוח
game-nowhere = לקלף הזה אין מקום
game-dead-card = קלף מת: החליפו אותו
game-turn-in = החלפת הקלף
game-draw = לקחת קלף
# "Table talk": a player told the team what cards they hold. Not "לרמוז", which would clash
# with the hint button (רמז).
game-put-down-a-card = אסור לגלות קלפים! הניחו קלף אחד
game-pass-to = עכשיו התור של { $name }: לחצו כשאתם מוכנים
game-discards = הקלפים שיצאו
# A button for each team follows: the teacher taps the team that told its cards.
game-table-talk = מי גילה?
game-undo = ביטול
game-restart = התחלה מחדש
game-home = מסך ראשי
game-play-again = לשחק שוב
game-hint = רמז
game-words = מילים

# The teacher's menu: one button, the same place in every language, opening a small panel.
game-menu = למורה
game-menu-close = סגירה
game-end = סיום המשחק
game-sound = צלילים
# The voice that says the letters and words.
game-voice = דיבור
# Motion is the animation on the screen.
game-motion = אנימציה
game-ask-restart = להתחיל את המשחק הזה מההתחלה? הקלפים יחולקו מחדש.
game-ask-end = לסיים את המשחק ולחזור למסך הראשון? אי אפשר יהיה להמשיך אותו אחר כך.
game-yes-restart = כן, מתחילים מחדש
game-yes-end = כן, מסיימים את המשחק
game-keep-playing = לא, ממשיכים לשחק

# The score, in words: "רצפים: כחול 1 מתוך 2".
game-score = רצפים
game-score-team = ‏{ $team } { $count } מתוך { $goal }
game-goal = { $goal ->
    [one] רצף אחד לניצחון
    [two] שני רצפים לניצחון
   *[other] { $goal } רצפים לניצחון
}

# A computer's hand is not shown while it thinks.
game-computer-hand = חושב…
# What the special cards do, written on the card.
game-card-any-space = כל משבצת
game-card-take-chip = הורדת אסימון
# A card typed on the keyboard that the player does not hold. The card is isolated (U+2068 …
# U+2069), so that a card such as "KD" (king of diamonds) keeps its order.
game-not-in-hand = אין לכם ביד את הקלף ⁨{ $card }⁩

# What just happened, said in a line under the banner. $name is a player, $card a card as shown.
# Each line starts "המהלך של { $name }:" ("{ $name }'s move:"), so no verb has to agree with a
# girl's or a boy's name.
game-played = המהלך של { $name }: הקלף ⁨{ $card }⁩.
game-played-sequence = המהלך של { $name }: הקלף ⁨{ $card }⁩, ויש רצף!
game-played-wild = המהלך של { $name }: הקלף ⁨{ $card }⁩, ואסימון במשבצת שבחרו.
game-took-chip = המהלך של { $name }: הקלף ⁨{ $card }⁩, ואסימון ירד מהלוח.
game-traded = המהלך של { $name }: החלפת קלף מת.
