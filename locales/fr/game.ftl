# L’écran de jeu : le bandeau du tour, la main, les consignes et les boutons de l’enseignant.

game-your-turn = À toi, { $name } !
game-thinking = { $name } réfléchit…
game-wins = { $team } gagne !
game-no-winner = Personne ne peut jouer : match nul !
game-team = { $names } ({ $colour })
game-cards-left = { $count ->
    [0] Plus de cartes
    [one] Encore { $count } carte
   *[other] Encore { $count } cartes
}
game-pick-a-card = Choisis une carte dans ta main
game-pick-a-space = Choisis une case pour cette carte
game-pick-any-space = Choisis une case vide, n’importe laquelle
game-pick-a-chip = Choisis un jeton à enlever
game-nowhere = Cette carte ne va nulle part
game-dead-card = Carte morte : échange-la
game-turn-in = Échanger cette carte
game-draw = Pioche une carte
game-put-down-a-card = On ne souffle pas ! Jette une carte
game-pass-to = Au tour de { $name } : touche l’écran pour commencer
game-discards = Cartes jouées
game-table-talk = A soufflé :
game-undo = Annuler
game-restart = Recommencer
game-home = Accueil
game-play-again = Rejouer
game-hint = Indice
game-words = Mots

# Le menu de l’enseignant : un seul bouton, à la même place dans toutes les langues, qui ouvre un petit panneau.
game-menu = Enseignant
game-menu-close = Fermer
game-end = Terminer la partie
game-sound = Son
game-voice = Voix
game-motion = Animations
game-ask-restart = Recommencer cette partie depuis le début ? Les cartes seront distribuées à nouveau.
game-ask-end = Terminer cette partie et revenir au premier écran ? On ne pourra plus la reprendre.
game-yes-restart = Oui, recommencer
game-yes-end = Oui, terminer la partie
game-keep-playing = Non, continuer à jouer

# Le score, en mots : « Lignes : Bleu 1 sur 2 ».
game-score = Lignes
game-score-team = { $team } { $count } sur { $goal }
game-goal = { $goal ->
    [one] Une ligne pour gagner
   *[other] { $goal } lignes pour gagner
}

# La main de l’ordinateur est cachée pendant qu’il réfléchit.
game-computer-hand = Réflexion…
# Ce que font les cartes spéciales, écrit sur la carte.
game-card-any-space = n’importe quelle case
game-card-take-chip = enlève un jeton
# Une carte tapée au clavier que le joueur n’a pas.
game-not-in-hand = Tu n’as pas la carte { $card } dans ta main

# Ce qui vient de se passer, dit sur une ligne sous le bandeau. $name est un joueur, $card une carte telle qu’elle s’affiche.
game-played = { $name } a joué { $card }.
game-played-sequence = { $name } a joué { $card } et a fait une ligne !
game-played-wild = { $name } a joué { $card } et a pris la case de son choix.
game-took-chip = { $name } a joué { $card } et a enlevé un jeton.
game-traded = { $name } a échangé une carte morte.
