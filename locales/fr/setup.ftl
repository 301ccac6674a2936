# L’écran de préparation : qui joue, et les options de la partie.

setup-players = Joueurs
setup-seat-name = Joueur { $number }
setup-person = Humain
setup-computer-level = Ordinateur : { $level }
setup-level-random = Au hasard
setup-level-greedy = Avide
setup-level-easy = Facile
setup-level-medium = Moyen
setup-level-just-right = À ta mesure
setup-level-hard = Difficile
setup-colour = Couleur
setup-hands-open = Cartes visibles
setup-hands-private = Cartes cachées
setup-drawing = Piocher
setup-draw-automatic = Automatique
setup-draw-manual = À la main (si tu oublies, tu perds la carte)
setup-first = Qui commence ?
setup-first-cut = Couper le paquet
setup-first-random = Au hasard
setup-first-chosen = Joueur 1
setup-words = Les mots sous les images
setup-words-shown = Affichés
setup-words-hidden = Cachés
setup-hints = Indices
setup-hints-button = Sur demande
setup-hints-always = Toujours
setup-think-time = Temps de réflexion (Difficile)
setup-half-second = Une demi-seconde
setup-seconds = { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
setup-case = Majuscules ou minuscules
setup-letters = Les lettres du jeu
setup-letters-all = Toutes
setup-letters-first = Les premières lettres
setup-letters-count = { $count ->
    [one] { $count } lettre
   *[other] { $count } lettres
}
setup-letters-too-few = Choisis au moins { $count } lettres pour faire un plateau.
setup-start = Commencer la partie
setup-back = Retour
setup-print = Imprimer
setup-who-plays = Qui joue ?
