# I nomi, le descrizioni e le opzioni dei temi già pronti, e i colori delle squadre. Un tema
# aggiunto da una cartella mostra le sue parole.

theme-classic-name = Classico
theme-classic-description = Due mazzi di carte da gioco, cinque gettoni in fila.
theme-classic-option-jacks = Fanti
theme-classic-option-jacks-two-eyed = I fanti con due occhi sono jolly, quelli con un occhio solo tolgono un gettone
theme-classic-option-jacks-red-black = I fanti rossi sono jolly, quelli neri tolgono un gettone
theme-single-deck-name = Un mazzo solo
theme-single-deck-description = Un solo mazzo di carte, ogni carta una volta sul tabellone, quattro in fila.
theme-single-deck-option-to_win = File per vincere
theme-single-deck-option-to_win-2 = Due file
theme-single-deck-option-to_win-3 = Continua a giocare fino alla terza fila
theme-single-deck-option-to_win-4 = Continua a giocare fino alla quarta fila
theme-animals-name = Animali
theme-animals-description = Carte con gli animali, quattro in fila. L'unicorno va dove vuole, il drago toglie un gettone.
theme-letters-name = Lettere
theme-letters-description = Gioca una lettera e metti un gettone su un'immagine che comincia con quella lettera. Vince chi fa quattro in fila.

color-red = Rosso
color-blue = Blu
color-green = Verde
color-yellow = Giallo
color-orange = Arancione
color-purple = Viola
color-pink = Rosa
color-brown = Marrone
color-black = Nero
color-white = Bianco
