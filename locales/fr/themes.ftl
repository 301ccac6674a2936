# Les noms, descriptions et options des thèmes fournis, et les couleurs des équipes. Un thème
# ajouté depuis un dossier affiche ses propres mots.

theme-classic-name = Classique
theme-classic-description = Deux jeux de cartes, cinq jetons alignés.
theme-classic-option-jacks = Valets
theme-classic-option-jacks-two-eyed = Les valets à deux yeux sont des jokers, les valets à un œil enlèvent un jeton
theme-classic-option-jacks-red-black = Les valets rouges sont des jokers, les valets noirs enlèvent un jeton
theme-single-deck-name = Un seul paquet
theme-single-deck-description = Un seul jeu de cartes, chaque carte une fois sur le plateau, quatre jetons alignés.
theme-single-deck-option-to_win = Lignes pour gagner
theme-single-deck-option-to_win-2 = Deux lignes
theme-single-deck-option-to_win-3 = Continuer jusqu’à une troisième ligne
theme-single-deck-option-to_win-4 = Continuer jusqu’à une quatrième ligne
theme-animals-name = Animaux
theme-animals-description = Des cartes d’animaux, quatre jetons alignés. La licorne va partout, le dragon enlève un jeton.
theme-letters-name = Lettres
theme-letters-description = Joue une lettre, couvre une image qui commence par cette lettre. Quatre jetons alignés, c’est gagné.

color-red = Rouge
color-blue = Bleu
color-green = Vert
color-yellow = Jaune
color-orange = Orange
color-purple = Violet
color-pink = Rose
color-brown = Marron
color-black = Noir
color-white = Blanc
