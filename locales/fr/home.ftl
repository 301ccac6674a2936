# L’écran d’accueil : les tuiles des jeux.

home-pick-a-game = Choisis un jeu
home-resume = Reprendre la dernière partie : { $game }
home-loading = Recherche de la dernière partie…
home-ages = Âge : { $ages }
home-sound-on = Son activé
home-sound-off = Son coupé
home-voice-on = Voix activée
home-voice-off = Voix coupée
home-volume = Volume
home-motion-on = Animations activées
home-motion-off = Animations coupées
home-own-games = Tes propres jeux
# Un fichier de jeu de l’enseignant qui ne peut pas être joué ; $why dit ce qui ne va pas et comment le réparer.
home-broken-game = { $file } ne peut pas être joué : { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Enregistrer dans un fichier
home-open-files = Ouvrir un fichier
