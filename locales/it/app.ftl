# La finestra, la scelta della lingua e i messaggi su file e suoni.

# Il nome di questa lingua nella lingua stessa, come lo mostra la scelta della lingua.
language-name = Italiano
app-title = Lineup
app-language = Lingua
app-settings-not-saved = Non è stato possibile salvare le impostazioni: { $error }
app-game-not-saved = Non è stato possibile salvare la partita: { $error }
app-file-set-aside = Non è stato possibile leggere il file { $file } ({ $why }). È stato conservato come { $aside } e Lineup è ripartito da capo.
app-file-left = Non è stato possibile leggere il file { $file } ({ $why }). È stato lasciato dov'era e Lineup è ripartito da capo.
app-saved-game-gone = Non è stato possibile riprendere la partita salvata: { $why }
app-no-sound = Non è stato trovato nessun dispositivo audio: Lineup gioca senza suoni.
app-may-be-cleared = Questo browser potrebbe cancellare la partita salvata della classe se Lineup non viene aperto per un po’. Per conservarla, aggiungi Lineup alla schermata Home (o installalo), oppure usa «{ home-save-files }».
app-file-not-kept = Non è stato possibile conservare il file { $file } in questo browser: { $why }
app-theme-not-loaded = Il gioco «{ $theme }» non è caricato. Avvia Lineup con --themes e la cartella che contiene il suo file.
app-save-theme-missing = La partita salvata di «{ $theme }» non può continuare qui: quel gioco non è caricato. È stata conservata come { $file }. Per riprenderla, avvia Lineup con --themes e la cartella che contiene il file del gioco: lineup --themes CARTELLA resume { $file }
app-save-move-refused = La mossa { $number } della partita salvata non si può rigiocare: { $why }
app-new-board-question = { $language }: iniziamo una nuova partita con le lettere e le immagini di questa lingua?
app-new-board-yes = Nuova partita
app-new-board-no = Continua a giocare
app-file-not-lineups = Il file { $file } non è una partita né impostazioni salvate da Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Non si può mostrare l’immagine { $file }: { $why }. Al suo posto compare la sua parola.
picture-no-name = il nome del file dell’immagine è vuoto: scrivilo, per esempio image = "luna.png"
picture-outside-folder = l’immagine è fuori dalla cartella del file del gioco: mettila in quella cartella o in una cartella al suo interno
picture-missing = questo file di immagine non esiste: controlla il nome, con l’estensione (.png, .jpg o .svg)
picture-not-a-file = questa è una cartella, non un file di immagine: scrivi il nome di un file di immagine
picture-too-many-bytes = il file dell’immagine è di { $megabytes } MB, più di 20 MB: rimpicciolisci l’immagine e salvala di nuovo
picture-too-many-pixels = l’immagine è di { $width } × { $height } pixel, più di 8000 per lato: rimpicciolisci l’immagine e salvala di nuovo
picture-not-a-picture = non è un’immagine PNG, JPEG o SVG: salvala di nuovo come PNG o JPEG
picture-cut-short = il file dell’immagine è incompleto: copialo di nuovo o salva di nuovo l’immagine come PNG o JPEG
picture-unreadable = non si riesce a leggere il file dell’immagine: { $why }
picture-drawing-reaches-out = il disegno mostra un altro file, { $file }, da fuori della sua cartella: salva di nuovo il disegno come PNG o metti ciò che mostra nella sua cartella
picture-too-complex = il disegno è troppo complesso da mostrare: salvalo di nuovo come PNG o disegnalo in modo più semplice
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Non si possono mostrare { $count } immagini: { $files }. { $why }. Al loro posto compaiono le loro parole.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Il file { $file } è di { $size }, più grande di qualsiasi file che Lineup possa leggere, quindi non è stato aperto.

# A file's size.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } byte
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Importati da { $file }: { $games ->
    [one] un gioco o tabellone
   *[other] { $games } giochi o tabelloni
} e { $recordings ->
    [one] una registrazione
   *[other] { $recordings } registrazioni
}.
bring-already = { $count ->
    [one] Un file era già uguale al tuo.
   *[other] { $count } file erano già uguali ai tuoi.
}
# $names: "themes/our class → our class (2)".
bring-beside = Conservati con un nuovo nome accanto ai tuoi, così non è cambiato niente dei tuoi: { $names }.
bring-refused = { $count ->
    [one] Un file non è stato importato
   *[other] { $count } file non sono stati importati
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = { $count ->
    [one] e un altro
   *[other] e altri { $count }
}
bring-dropped = { $count ->
    [one] Un’immagine di giochi con cui non si può giocare è rimasta fuori.
   *[other] { $count } immagini di giochi con cui non si può giocare sono rimaste fuori.
}
bring-why-leads-out = il suo nome porta fuori dalle cartelle di Lineup
bring-why-too-large = è di { $size }, più grande di qualsiasi file che Lineup conservi
bring-why-cannot-be-played = non ci si può giocare: { $why }
bring-why-class-has-own = hai già il tuo, che è stato conservato; elimina il tuo in «I nostri file» per importare questo
bring-why-not-lineups = non è un file che Lineup legge
bring-why-not-kept = non è stato possibile conservarlo: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Il file { $file } non è un file di Lineup con le cose della tua classe, quindi non è stato importato niente. Salvalo di nuovo da Lineup con «{ home-save-files }».
bring-too-many-files = Il file { $file } contiene più di { $count } file, più di quanti Lineup ne salvi mai, quindi non è stato importato niente.
bring-too-large = Il file { $file } contiene più di { $size }, più di quanto Lineup salvi mai, quindi non è stato importato niente.
# Why a recording of the class's voice was not kept.
recording-not-sound = non è un file audio registrato da Lineup
recording-cut-short = la registrazione è incompleta
recording-too-long = la registrazione dura più di un minuto
recording-silent = nella registrazione non si sente niente
