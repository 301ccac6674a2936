# The home screen: the game tiles.

home-pick-a-game = Kies een spel
home-resume = Verder met het laatste spel: { $game }
home-loading = Het laatste spel wordt gezocht…
home-ages = Leeftijd: { $ages }
home-sound-on = Geluid aan
home-sound-off = Geluid uit
home-voice-on = Stem aan
home-voice-off = Stem uit
home-volume = Volume
home-motion-on = Beweging aan
home-motion-off = Beweging uit
home-own-games = Jullie eigen spellen
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } kan niet gespeeld worden: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Bewaren in een bestand
home-open-files = Een bestand openen
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Een bord maken van een map met plaatjes
home-make-board-how = Zet jullie plaatjes in één map, elk met zijn woord als naam: Maria.jpg, maan.png. Twee plaatjes voor elke letter. Het bord wordt voor { $language }.
home-make-board-folder = Map met plaatjes
home-make-board-how-pick = Kies jullie plaatjes, elk met zijn woord als naam: Maria.jpg, maan.png. Twee plaatjes voor elke letter. Het bord wordt voor { $language }.
home-make-board-choose = Kies de plaatjes
home-make-board-go = Maak het bord
home-make-board-close = Sluiten
home-making-board = Het bord wordt gemaakt…
home-board-made = Het bord is klaar, met { $count ->
    [one] { $count } letter
   *[other] { $count } letters
}: { $letters }. Het spel ‘Letters’ wordt erop gespeeld, voor { $language }.
home-board-one-picture = Weggelaten, omdat ze maar één plaatje hebben (elke letter heeft er twee nodig): { $letters }
home-board-spare = Meer dan twee plaatjes voor hun letter, weggelaten: { $words }
home-board-no-letter = Deze woorden beginnen met geen enkele letter van het bord en zijn weggelaten: { $words }
home-board-heard-otherwise = Kijk deze woorden na: misschien beginnen ze niet met de klank van hun letter: { $words }
home-board-too-few = { $count ->
    [one] Maar { $count } letter heeft twee plaatjes
   *[other] Maar { $count } letters hebben twee plaatjes
}, en een bord heeft er minstens { $needed } nodig. Voeg plaatjes toe voor meer letters.
home-board-no-folder = De map { $folder } bestaat niet.
home-board-no-pictures = In de map { $folder } staan geen plaatjes (bestanden die eindigen op .png, .jpg of .svg).
home-board-not-kept = Het bord kon niet worden bewaard in { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Alle { $count } tonen
home-notices-fewer = Minder tonen

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Onze bestanden
ours-how = Alles wat Lineup hier voor jullie klas bewaart. Verwijder wat jullie niet meer willen: een spel of bord, de opnames van de stem van de klas, het spel om verder te spelen, of de instellingen met de namen die voor elke plek zijn getypt.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Deze browser bewaart { $used } voor Lineup, van de { $allowed } die hij toestaat.
ours-listing = Even kijken wat Lineup bewaart…
ours-nothing = Lineup bewaart hier nog niets voor jullie klas.
ours-removed = Verwijderd: { $name }
ours-not-removed = Het kon niet worden verwijderd: { $why }
ours-game = Jullie spel: { $name }
ours-board = Jullie letterbord: { $language }
ours-unplayable = Spellen of borden die niet gespeeld kunnen worden: { $count }
ours-recordings = { $count ->
    [one] Eén opname
   *[other] { $count } opnames
} van de stem van jullie klas, voor { $language }
ours-saved-game = Het spel om verder te spelen
ours-settings = De instellingen, met de namen die voor elke plek zijn getypt
ours-other = Een bestand dat Lineup apart heeft gezet
ours-remove = Verwijderen
ours-sure = { $name } voorgoed verwijderen?
ours-remove-yes = Ja, verwijder het
ours-keep = Houden
ours-close = Sluiten
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }-{ $month }-{ $year }
