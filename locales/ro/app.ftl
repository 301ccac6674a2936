# The window, the language picker, and messages about files and sound.
# Romanian counts three ways: one (1), few (0, 2-19, and 101-119 ...) and other (20 and up,
# which take "de": "20 de cărți").

# This language's own name, as the picker shows it.
language-name = Română
app-title = Lineup
app-language = Limba
app-settings-not-saved = Setările nu au putut fi salvate: { $error }
app-game-not-saved = Jocul nu a putut fi salvat: { $error }
app-file-set-aside = Fișierul { $file } nu a putut fi citit ({ $why }). A fost păstrat ca { $aside }, iar Lineup a pornit de la capăt.
app-file-left = Fișierul { $file } nu a putut fi citit ({ $why }). A rămas unde era, iar Lineup a pornit de la capăt.
app-saved-game-gone = Jocul salvat nu a putut fi pornit din nou: { $why }
app-no-sound = Nu s-a găsit niciun dispozitiv de sunet, așa că Lineup joacă fără sunet.
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = Acest browser poate șterge jocul salvat al clasei dacă Lineup nu este deschis o vreme. Ca să-l păstrați, adăugați Lineup pe ecranul principal (sau instalați-l) ori folosiți „{ home-save-files }”.
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = Fișierul { $file } nu a putut fi păstrat în acest browser: { $why }
app-theme-not-loaded = Jocul „{ $theme }” nu este încărcat. Porniți Lineup cu --themes și dosarul în care se află fișierul lui.
app-save-theme-missing = Jocul salvat „{ $theme }” nu poate continua aici: acel joc nu este încărcat. A fost păstrat ca { $file }. Ca să continuați, porniți Lineup cu --themes și dosarul în care se află fișierul jocului: lineup --themes DOSAR resume { $file }
app-save-move-refused = Mutarea { $number } a jocului salvat nu poate fi jucată din nou: { $why }
app-new-board-question = Începem un joc nou cu literele și imaginile pentru { $language }?
app-new-board-yes = Joc nou
app-new-board-no = Jucăm mai departe
app-file-not-lineups = Fișierul { $file } nu este un joc sau setări salvate de Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Imaginea { $file } nu poate fi afișată: { $why }. În locul ei apare cuvântul.
picture-no-name = numele fișierului imaginii este gol: scrieți-l, de exemplu image = "lună.png"
picture-outside-folder = imaginea este în afara dosarului cu fișierul jocului: puneți-o în acel dosar sau într-un dosar din el
picture-missing = nu există acest fișier de imagine: verificați numele, cu tot cu terminația (.png, .jpg sau .svg)
picture-not-a-file = acesta este un dosar, nu un fișier de imagine: dați numele unui fișier de imagine
picture-too-many-bytes = fișierul imaginii are { $megabytes } MB, mai mult de 20 MB: micșorați imaginea și salvați-o din nou
picture-too-many-pixels = imaginea are { $width } × { $height } pixeli, mai mult de 8000 pe o latură: micșorați-o și salvați-o din nou
picture-not-a-picture = nu este o imagine PNG, JPEG sau SVG: salvați-o din nou ca PNG sau JPEG
picture-cut-short = fișierul imaginii este incomplet: copiați-l din nou sau salvați imaginea din nou ca PNG sau JPEG
picture-unreadable = fișierul imaginii nu poate fi citit: { $why }
picture-drawing-reaches-out = desenul arată un alt fișier, { $file }, din afara dosarului său: salvați desenul din nou ca PNG sau puneți ce arată în dosarul lui
picture-too-complex = desenul este prea complicat pentru a fi afișat: salvați-l din nou ca PNG sau desenați-l mai simplu
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count ->
    [one] { $count } imagine nu poate fi afișată: { $files }. { $why }. În locul ei apare cuvântul.
    [few] { $count } imagini nu pot fi afișate: { $files }. { $why }. În locul lor apar cuvintele.
   *[other] { $count } de imagini nu pot fi afișate: { $files }. { $why }. În locul lor apar cuvintele.
}
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Fișierul { $file } are { $size }, mai mult decât orice fișier pe care îl citește Lineup, așa că nu a fost deschis.

# A file's size.
size-bytes = { $count ->
    [one] { $count } octet
    [few] { $count } octeți
   *[other] { $count } de octeți
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Din { $file } au fost aduse: { $games ->
    [0] niciun joc sau tablă
    [one] un joc sau o tablă
    [few] { $games } jocuri sau table
   *[other] { $games } de jocuri sau table
} și { $recordings ->
    [0] nicio înregistrare
    [one] o înregistrare
    [few] { $recordings } înregistrări
   *[other] { $recordings } de înregistrări
}.
bring-already = { $count ->
    [one] Un fișier era deja la fel cu al vostru.
    [few] { $count } fișiere erau deja la fel cu ale voastre.
   *[other] { $count } de fișiere erau deja la fel cu ale voastre.
}
# $names: "themes/our class → our class (2)".
bring-beside = Păstrate lângă ale voastre, cu un nume nou, ca să nu se schimbe nimic din ce aveți: { $names }.
bring-refused = { $count ->
    [one] Un fișier nu a fost adus
    [few] { $count } fișiere nu au fost aduse
   *[other] { $count } de fișiere nu au fost aduse
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = și încă { $count }
bring-dropped = { $count ->
    [one] O imagine din jocuri care nu pot fi jucate a fost lăsată deoparte.
    [few] { $count } imagini din jocuri care nu pot fi jucate au fost lăsate deoparte.
   *[other] { $count } de imagini din jocuri care nu pot fi jucate au fost lăsate deoparte.
}
bring-why-leads-out = numele lui duce în afara dosarelor lui Lineup
bring-why-too-large = are { $size }, mai mult decât orice fișier pe care îl păstrează Lineup
bring-why-cannot-be-played = nu poate fi jucat: { $why }
bring-why-class-has-own = aveți deja unul al vostru, care a fost păstrat; ștergeți-l pe al vostru din „Fișierele noastre” ca să-l aduceți pe acesta
bring-why-not-lineups = nu este un fișier pe care îl citește Lineup
bring-why-not-kept = nu a putut fi păstrat: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Fișierul { $file } nu este un fișier cu lucrurile clasei din Lineup, așa că nu s-a adus nimic din el. Salvați-l din nou din Lineup cu „{ home-save-files }”.
bring-too-many-files = Fișierul { $file } conține mai mult de { $count ->
    [one] { $count } fișier
    [few] { $count } fișiere
   *[other] { $count } de fișiere
}, mai multe decât salvează vreodată Lineup, așa că nu s-a adus nimic din el.
bring-too-large = Fișierul { $file } conține mai mult de { $size }, mai mult decât salvează vreodată Lineup, așa că nu s-a adus nimic din el.
# Why a recording of the class's voice was not kept.
recording-not-sound = nu este un fișier de sunet înregistrat de Lineup
recording-cut-short = înregistrarea este incompletă
recording-too-long = înregistrarea durează mai mult de un minut
recording-silent = în înregistrare nu se aude nimic
