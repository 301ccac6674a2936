# Des mots gentils pour un coup que les règles ne permettent pas.

error-not-your-turn = Attends ton tour
error-card-not-in-hand = Cette carte n’est pas dans ta main
error-card-does-not-fit = Cette carte ne va pas là
error-cell-occupied = Il y a déjà un jeton ici
error-cell-is-free = Les coins sont à tout le monde
error-cell-empty = Il n’y a pas de jeton à enlever ici
error-not-an-opponent-chip = Tu peux seulement enlever le jeton d’une autre équipe
error-chip-in-sequence = Ce jeton est dans une ligne finie : il reste là
error-not-a-dead-card = Tu peux encore jouer cette carte
error-one-dead-card-per-turn = Tu ne peux échanger qu’une carte par tour
error-game-over = La partie est finie
error-no-draw-owed = Il n’y a pas de carte à piocher maintenant
error-no-such-cell = Ce n’est pas sur le plateau
error-discard-pending = D’abord, chaque joueur de l’équipe doit jeter une carte
error-no-discard-owed = Tu n’as pas besoin de jeter de carte
error-nothing-to-discard = Cette équipe n’a pas de cartes
error-no-such-team = Cette équipe n’existe pas
