# Підказки: чому комп’ютер радить цей хід, дитячими словами.

hint-wins-game = Так ти виграєш гру!
hint-makes-sequence = Так ти складеш цілий ряд!
# $team is a colour alone, as children name a player or team: "Так Червоний не збере…".
hint-blocks = Так { $team } не збере { $chips ->
    [one] { $chips } фішку в ряд
    [few] { $chips } фішки в ряд
    [many] { $chips } фішок у ряд
   *[other] { $chips } фішки в ряд
}
hint-takes-away = Так ти забереш фішку з ряду, який збирає { $team }
hint-builds-line = Так ти збереш { $chips ->
    [one] { $chips } фішку в ряд
    [few] { $chips } фішки в ряд
    [many] { $chips } фішок у ряд
   *[other] { $chips } фішки в ряд
}
hint-trades-dead-card = Цю картку ніхто не може зіграти: обміняй її
hint-starts-lines = Гарна клітинка, щоб почати ряд
