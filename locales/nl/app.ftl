# The window, the language picker, and messages about files and sound.

# This language's own name, as the picker shows it.
language-name = Nederlands
app-title = Lineup
app-language = Taal
app-settings-not-saved = De instellingen konden niet worden bewaard: { $error }
app-game-not-saved = Het spel kon niet worden bewaard: { $error }
app-file-set-aside = Het bestand { $file } kon niet worden gelezen ({ $why }). Het is bewaard als { $aside }, en Lineup is opnieuw begonnen.
app-file-left = Het bestand { $file } kon niet worden gelezen ({ $why }). Het staat nog waar het stond, en Lineup is opnieuw begonnen.
app-saved-game-gone = Het bewaarde spel kon niet opnieuw worden gestart: { $why }
app-no-sound = Er is geen geluidsapparaat gevonden, dus Lineup speelt zonder geluid.
# The browser may clear its storage (Safari after seven days without a visit): how to keep the game.
app-may-be-cleared = Deze browser kan het bewaarde spel van de klas wissen als Lineup een tijdje niet wordt geopend. Zo blijft het bewaard: zet Lineup op het beginscherm (of installeer het), of gebruik ‘{ home-save-files }’.
# A teacher's game or board file brought in a browser could not be kept there ($why: the browser's words).
app-file-not-kept = Het bestand { $file } kon niet in deze browser worden bewaard: { $why }
app-theme-not-loaded = Het spel ‘{ $theme }’ is niet geladen. Start Lineup met --themes en de map waarin het bestand staat.
app-save-theme-missing = Het bewaarde spel ‘{ $theme }’ kan hier niet verder: dat spel is niet geladen. Het is bewaard als { $file }. Om verder te spelen, start je Lineup met --themes en de map waarin het bestand van het spel staat: lineup --themes MAP resume { $file }
app-save-move-refused = Zet { $number } van het bewaarde spel kan niet opnieuw worden gespeeld: { $why }
app-new-board-question = Een nieuw spel beginnen met de letters en plaatjes voor { $language }?
app-new-board-yes = Nieuw spel
app-new-board-no = Doorspelen
app-file-not-lineups = Het bestand { $file } is geen spel en geen instellingen die Lineup heeft bewaard: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Het plaatje { $file } kan niet worden getoond: { $why }. Op zijn plaats staat het woord.
picture-no-name = de bestandsnaam van het plaatje is leeg: vul hem in, zoals image = "maan.png"
picture-outside-folder = het plaatje staat buiten de map van het bestand van het spel: zet het in die map, of in een map daarbinnen
picture-missing = dat plaatjesbestand bestaat niet: kijk de naam na, met de extensie erbij (.png, .jpg of .svg)
picture-not-a-file = dit is een map, geen plaatjesbestand: geef de naam van een plaatjesbestand
picture-too-many-bytes = het plaatjesbestand is { $megabytes } MB, meer dan 20 MB: maak het plaatje kleiner en bewaar het opnieuw
picture-too-many-pixels = het plaatje is { $width } × { $height } pixels, meer dan 8000 aan één kant: maak het kleiner en bewaar het opnieuw
picture-not-a-picture = het is geen PNG-, JPEG- of SVG-plaatje: bewaar het opnieuw als PNG of JPEG
picture-cut-short = het plaatjesbestand is niet compleet: kopieer het opnieuw, of bewaar het plaatje opnieuw als PNG of JPEG
picture-unreadable = het plaatjesbestand kan niet worden gelezen: { $why }
picture-drawing-reaches-out = de tekening toont een ander bestand, { $file }, van buiten haar map: bewaar de tekening opnieuw als PNG, of zet wat ze toont in haar map
picture-too-complex = de tekening is te ingewikkeld om te tekenen: bewaar haar opnieuw als PNG, of teken haar eenvoudiger
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = { $count ->
    [one] { $count } plaatje kan niet worden getoond: { $files }. { $why }. Op zijn plaats staat het woord.
   *[other] { $count } plaatjes kunnen niet worden getoond: { $files }. { $why }. Op hun plaats staan de woorden.
}
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = Het bestand { $file } is { $size }, groter dan elk bestand dat Lineup leest, dus het is niet geopend.

# A file's size.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Uit { $file } overgenomen: { $games ->
    [0] geen spel of bord
    [one] één spel of bord
   *[other] { $games } spellen of borden
} en { $recordings ->
    [0] geen opname
    [one] één opname
   *[other] { $recordings } opnames
}.
bring-already = { $count ->
    [one] Eén bestand was al precies hetzelfde als dat van jullie.
   *[other] { $count } bestanden waren al precies hetzelfde als die van jullie.
}
# $names: "themes/our class → our class (2)".
bring-beside = Naast die van jullie bewaard, onder een nieuwe naam, zodat er niets van jullie is veranderd: { $names }.
bring-refused = { $count ->
    [one] Eén bestand is
   *[other] { $count } bestanden zijn
} niet overgenomen: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = en nog { $count }
bring-dropped = { $count ->
    [one] Eén plaatje van spellen die niet gespeeld kunnen worden, is weggelaten.
   *[other] { $count } plaatjes van spellen die niet gespeeld kunnen worden, zijn weggelaten.
}
bring-why-leads-out = de naam leidt buiten de mappen van Lineup
bring-why-too-large = het is { $size }, groter dan elk bestand dat Lineup bewaart
bring-why-cannot-be-played = het kan niet gespeeld worden: { $why }
bring-why-class-has-own = jullie hebben er zelf al een, en die is bewaard; verwijder die van jullie bij ‘Onze bestanden’ om deze over te nemen
bring-why-not-lineups = het is geen bestand dat Lineup leest
bring-why-not-kept = het kon niet worden bewaard: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = Het bestand { $file } is geen bestand met de eigen spullen van Lineup, dus er is niets uit overgenomen. Bewaar het opnieuw vanuit Lineup met ‘{ home-save-files }’.
bring-too-many-files = Het bestand { $file } bevat meer dan { $count } bestanden, meer dan Lineup ooit bewaart, dus er is niets uit overgenomen.
bring-too-large = Het bestand { $file } bevat meer dan { $size }, meer dan Lineup ooit bewaart, dus er is niets uit overgenomen.
# Why a recording of the class's voice was not kept.
recording-not-sound = het is geen geluidsbestand dat Lineup heeft opgenomen
recording-cut-short = de opname is niet compleet
recording-too-long = de opname is langer dan een minuut
recording-silent = er is niets te horen in de opname
