# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Onze stem opnemen
rec-how = Tik op Opnemen, zeg het, en tik dan op Stop: Lineup speelt het meteen af. Neem het opnieuw op tot je het goed vindt. Wat je niet opneemt, zegt de stem van de computer.
rec-progress = { $at } van { $count }
rec-name = De naam van de letter
rec-sound = De klank van de letter
rec-word = Het woord
rec-record = Opnemen
rec-stop = Stop
rec-hear = Luisteren
rec-computer = De stem van de computer gebruiken
rec-back = Terug
rec-next = Volgende
rec-close = Sluiten
rec-ours = Door jullie opgenomen.
rec-count = Door jullie opgenomen: { $ours } van { $count }
rec-kept = Bewaard. Dit hoort de klas.
rec-nothing = Er was geen woord te horen. Kijk of de microfoon aan staat, en probeer het nog eens.
rec-too-quiet = Dat was te zacht. Ga dichter bij de microfoon en praat wat harder.
rec-clipped = Dat was te hard, en het kraakt. Ga wat verder van de microfoon af.
rec-no-mic = Er is geen microfoon. Sluit er een aan en probeer het nog eens.
rec-refused = Lineup mag de microfoon niet gebruiken. Sta het toe in de instellingen van de browser of de computer, en probeer het nog eens.
rec-failed = De microfoon deed het niet: { $why }
rec-not-kept = De opname kon niet worden bewaard: { $why }
# The button on home and on the page of a board just made.
rec-open = Onze stem opnemen
