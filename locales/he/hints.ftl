# Hints: why the computer suggests this move, in a child's words.
# "כך ..." ("this way ..."), in the impersonal present plural: the same for girls and boys.

hint-wins-game = כך מנצחים במשחק!
hint-makes-sequence = כך משלימים שורה!
# $team is a colour alone ("כחול") or "Name (colour)". $chips is the count the other team
# would reach with its next chip: the move keeps them from getting there.
hint-blocks = כך חוסמים את { $team } לפני { $chips } בשורה
hint-takes-away = כך מורידים אסימון מהשורה של { $team }
hint-builds-line = כך יהיו לכם { $chips } בשורה
hint-trades-dead-card = אף אחד לא יכול להשתמש בקלף הזה: החליפו אותו
hint-starts-lines = משבצת טובה להתחיל ממנה שורה
