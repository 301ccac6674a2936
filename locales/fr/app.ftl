# La fenêtre, le choix de la langue, et les messages sur les fichiers et le son.

# Le nom de cette langue dans cette langue, tel que le choix de la langue l’affiche.
language-name = Français
app-title = Lineup
app-language = Langue
app-settings-not-saved = Impossible d’enregistrer les réglages : { $error }
app-game-not-saved = Impossible d’enregistrer la partie : { $error }
app-file-set-aside = Impossible de lire le fichier { $file } ({ $why }). Il a été gardé sous le nom { $aside }, et Lineup repart de zéro.
app-file-left = Impossible de lire le fichier { $file } ({ $why }). Il est resté à sa place, et Lineup repart de zéro.
app-saved-game-gone = Impossible de reprendre la partie enregistrée : { $why }
app-no-sound = Aucun appareil audio n’a été trouvé : Lineup joue sans son.
app-may-be-cleared = Ce navigateur peut effacer la partie enregistrée de la classe si Lineup n’est pas ouvert pendant un moment. Pour la garder, ajoutez Lineup à l’écran d’accueil (ou installez-le), ou utilisez « { home-save-files } ».
app-file-not-kept = Le fichier { $file } n’a pas pu être gardé dans ce navigateur : { $why }
app-theme-not-loaded = Le jeu « { $theme } » n’est pas chargé. Lancez Lineup avec --themes et le dossier qui contient son fichier.
app-save-theme-missing = La partie enregistrée de « { $theme } » ne peut pas continuer ici : ce jeu n’est pas chargé. Elle a été gardée sous le nom { $file }. Pour la reprendre, lancez Lineup avec --themes et le dossier qui contient le fichier du jeu : lineup --themes DOSSIER resume { $file }
app-save-move-refused = Le coup { $number } de la partie enregistrée ne peut pas être rejoué : { $why }
app-new-board-question = { $language } : on commence une nouvelle partie avec les lettres et les images de cette langue ?
app-new-board-yes = Nouvelle partie
app-new-board-no = Continuer à jouer
app-file-not-lineups = Le fichier { $file } n’est ni une partie ni des réglages enregistrés par Lineup : { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Impossible d’afficher l’image { $file } : { $why }. Son mot s’affiche à sa place.
picture-no-name = le nom du fichier de l’image est vide : écrivez-le, par exemple image = "lune.png"
picture-outside-folder = l’image est en dehors du dossier du fichier du jeu : mettez-la dans ce dossier, ou dans un dossier qui s’y trouve
picture-missing = ce fichier d’image n’existe pas : vérifiez son nom, avec son extension (.png, .jpg ou .svg)
picture-not-a-file = c’est un dossier, pas un fichier d’image : indiquez le nom d’un fichier d’image
picture-too-many-bytes = le fichier de l’image fait { $megabytes } Mo, plus de 20 Mo : réduisez l’image et enregistrez-la à nouveau
picture-too-many-pixels = l’image fait { $width } × { $height } pixels, plus de 8000 sur un côté : réduisez-la et enregistrez-la à nouveau
picture-not-a-picture = ce n’est pas une image PNG, JPEG ou SVG : enregistrez-la à nouveau en PNG ou en JPEG
picture-cut-short = le fichier de l’image est incomplet : copiez-le à nouveau, ou enregistrez l’image à nouveau en PNG ou en JPEG
picture-unreadable = impossible de lire le fichier de l’image : { $why }
picture-drawing-reaches-out = le dessin montre un autre fichier, { $file }, pris hors de son dossier : enregistrez le dessin à nouveau en PNG, ou mettez ce qu’il montre dans son dossier
