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
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Faire un plateau avec un dossier d’images
home-make-board-how = Mettez vos images dans un même dossier, chacune avec son mot pour nom : Maria.jpg, lune.png. Deux images pour chaque lettre. Langue du plateau : { $language }.
home-make-board-folder = Dossier d’images
home-make-board-how-pick = Choisissez vos images, chacune avec son mot pour nom : Maria.jpg, lune.png. Deux images pour chaque lettre. Langue du plateau : { $language }.
home-make-board-choose = Choisir les images
home-make-board-go = Faire le plateau
home-make-board-close = Fermer
home-making-board = Préparation du plateau…
home-board-made = Le plateau est prêt, avec { $count } lettres : { $letters }. Le jeu « Lettres » se joue dessus (langue : { $language }).
home-board-one-picture = Ces lettres sont laissées de côté, car elles n’ont qu’une image (il en faut deux par lettre) : { $letters }
home-board-spare = Ces mots sont laissés de côté, car leur lettre a déjà deux images : { $words }
home-board-no-letter = Ces mots sont laissés de côté, car ils ne commencent par aucune lettre du plateau : { $words }
home-board-heard-otherwise = Vérifiez ces mots : ils ne commencent peut-être pas par le son de leur lettre : { $words }
home-board-too-few = { $count ->
    [one] Seulement { $count } lettre a deux images, et il en faut au moins { $needed } pour un plateau. Ajoutez des images pour d’autres lettres.
   *[other] Seulement { $count } lettres ont deux images, et il en faut au moins { $needed } pour un plateau. Ajoutez des images pour d’autres lettres.
}
home-board-no-folder = Le dossier { $folder } n’existe pas.
home-board-no-pictures = Le dossier { $folder } ne contient aucune image (fichiers en .png, .jpg ou .svg).
home-board-not-kept = Impossible d’enregistrer le plateau dans { $file } : { $why }
