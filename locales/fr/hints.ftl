# Les indices : pourquoi l’ordinateur jouerait ce coup, avec des mots d’enfant.

hint-wins-game = Avec ça, tu gagnes la partie !
hint-makes-sequence = Avec ça, tu finis une ligne !
hint-blocks = Ça empêche l’équipe { $team ->
    [Rouge] rouge
    [Bleu] bleue
    [Vert] verte
    [Jaune] jaune
    [Orange] orange
    [Violet] violette
    [Rose] rose
    [Marron] marron
    [Noir] noire
    [Blanc] blanche
   *[other] { $team }
} d’aligner { $chips } jetons
hint-builds-line = Avec ça, tu as { $chips ->
    [one] { $chips } jeton aligné
   *[other] { $chips } jetons alignés
}
hint-takes-away = Ça enlève un jeton à la ligne de l’équipe { $team ->
    [Rouge] rouge
    [Bleu] bleue
    [Vert] verte
    [Jaune] jaune
    [Orange] orange
    [Violet] violette
    [Rose] rose
    [Marron] marron
    [Noir] noire
    [Blanc] blanche
   *[other] { $team }
}
hint-trades-dead-card = Personne ne peut jouer cette carte : échange-la
hint-starts-lines = C’est une bonne case pour commencer une ligne
