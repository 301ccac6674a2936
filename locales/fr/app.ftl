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
picture-too-complex = le dessin est trop complexe pour être affiché : enregistrez-le à nouveau en PNG, ou dessinez-le plus simplement
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Impossible d’afficher { $count } images : { $files }. { $why }. Leurs mots s’affichent à leur place.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Le fichier { $file } fait { $size } : c’est plus que ce que Lineup peut lire, il n’a donc pas été ouvert.

# A file's size.
size-bytes = { $count ->
    [one] { $count } octet
   *[other] { $count } octets
}
size-kilobytes = { $count } Ko
size-megabytes = { $count } Mo
size-gigabytes = { $count } Go

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Importé depuis { $file } : { $games ->
    [0] aucun jeu ni plateau
    [one] un jeu ou plateau
   *[other] { $games } jeux ou plateaux
} et { $recordings ->
    [0] aucun enregistrement
    [one] un enregistrement
   *[other] { $recordings } enregistrements
}.
bring-already = { $count ->
    [one] Un fichier était déjà identique au vôtre.
   *[other] { $count } fichiers étaient déjà identiques aux vôtres.
}
# $names: "themes/our class → our class (2)".
bring-beside = Gardé sous un nouveau nom, à côté de vos fichiers, qui n’ont pas été modifiés : { $names }.
bring-refused = { $count ->
    [one] Un fichier n’a pas été importé
   *[other] { $count } fichiers n’ont pas été importés
} : { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = { $count ->
    [one] et { $count } autre
   *[other] et { $count } autres
}
bring-dropped = { $count ->
    [one] Une image de jeux qui ne peuvent pas être joués a été laissée de côté.
   *[other] { $count } images de jeux qui ne peuvent pas être joués ont été laissées de côté.
}
bring-why-leads-out = son nom mène hors des dossiers de Lineup
bring-why-too-large = il fait { $size }, plus que ce que Lineup garde pour un fichier
bring-why-cannot-be-played = il ne peut pas être joué : { $why }
bring-why-class-has-own = vous avez déjà le vôtre, qui a été gardé ; supprimez le vôtre dans « Nos fichiers » pour importer celui-ci
bring-why-not-lineups = ce n’est pas un fichier que Lineup lit
bring-why-not-kept = il n’a pas pu être gardé : { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Le fichier { $file } n’est pas un fichier de Lineup avec les affaires de votre classe, donc rien n’en a été importé. Enregistrez-le à nouveau depuis Lineup avec « { home-save-files } ».
bring-too-many-files = Le fichier { $file } contient plus de { $count } fichiers, plus que Lineup n’en enregistre jamais, donc rien n’en a été importé.
bring-too-large = Le fichier { $file } contient plus de { $size }, plus que Lineup n’en enregistre jamais, donc rien n’en a été importé.
# Why a recording of the class's voice was not kept.
recording-not-sound = ce n’est pas un fichier audio enregistré par Lineup
recording-cut-short = l’enregistrement est incomplet
recording-too-long = l’enregistrement dure plus d’une minute
recording-silent = on n’entend rien dans l’enregistrement
