# L’écran d’accueil : les tuiles des jeux.

home-pick-a-game = Choisis un jeu
home-resume = Reprendre la dernière partie
home-loading = Recherche de la dernière partie…
home-ages = Âge : { $ages }
home-sound-on = Son activé
home-sound-off = Son coupé
home-voice-on = Voix activée
home-voice-off = Voix coupée
home-volume = Volume
