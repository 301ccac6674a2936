# Comment jouer : une petite page par jeu, avec des images, depuis l’accueil et l’écran de jeu.

howto-open = Comment jouer
howto-title = Comment jouer : { $game }
howto-back = Retour
howto-turn = À ton tour, choisis une carte dans ta main.
howto-place = Pose un jeton sur une case qui a la même image.
howto-place-letter = Pose un jeton sur une image qui commence par cette lettre.
howto-wild = Cette carte va sur n’importe quelle case vide.
howto-remove = Cette carte enlève un jeton d’une autre équipe.
howto-line = { $length ->
    [one] Aligne { $length } jeton : à l’horizontale, à la verticale ou en diagonale.
   *[other] Aligne { $length } jetons : à l’horizontale, à la verticale ou en diagonale.
}
howto-goal = { $goal ->
    [one] La première équipe qui fait une ligne gagne !
   *[other] La première équipe qui fait { $goal } lignes gagne !
}
howto-free = Un coin avec une étoile compte pour toutes les équipes.
howto-dead = Les deux cases de ta carte sont déjà prises ? Échange-la contre une nouvelle carte.
howto-locked = Une ligne finie reste là : personne ne peut enlever ses jetons.
