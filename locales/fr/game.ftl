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
