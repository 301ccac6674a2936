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
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Afficher les { $count }
home-notices-fewer = Afficher moins

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Nos fichiers
ours-how = Tout ce que Lineup garde ici pour votre classe. Supprimez ce dont vous n’avez plus besoin : un jeu ou un plateau, les enregistrements de la voix de votre classe, la partie à reprendre, ou les réglages avec les noms écrits pour chaque joueur.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Ce navigateur garde { $used } pour Lineup, sur les { $allowed } qu’il autorise.
ours-listing = Recherche de ce que Lineup garde…
ours-nothing = Lineup ne garde encore rien ici pour votre classe.
ours-removed = Supprimé : { $name }
ours-not-removed = Suppression impossible : { $why }
ours-game = Votre jeu : { $name }
ours-board = Votre plateau de lettres : { $language }
ours-unplayable = Jeux ou plateaux qui ne peuvent pas être joués : { $count }
ours-recordings = { $count ->
    [one] Un enregistrement
   *[other] { $count } enregistrements
} de la voix de votre classe en { $language }
ours-saved-game = La partie à reprendre
ours-settings = Les réglages, avec les noms écrits pour chaque joueur
ours-other = Un fichier mis de côté par Lineup
ours-remove = Supprimer
ours-sure = Supprimer { $name } définitivement ?
ours-remove-yes = Oui, supprimer
ours-keep = Garder
ours-close = Fermer
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
