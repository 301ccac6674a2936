# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Înregistrăm vocea noastră
rec-how = Atingeți Înregistrează, spuneți-l, apoi atingeți Stop: Lineup îl redă imediat. Înregistrați din nou până vă place. Ce nu înregistrați rămâne cu vocea calculatorului.
rec-progress = { $at } din { $count }
rec-name = Numele literei
rec-sound = Sunetul literei
rec-word = Cuvântul
rec-record = Înregistrează
rec-stop = Stop
rec-hear = Ascultă
rec-computer = Folosește vocea calculatorului
rec-back = Înapoi
rec-next = Următorul
rec-close = Închide
rec-ours = Înregistrat de voi.
rec-count = Înregistrate de voi: { $ours } din { $count }
rec-kept = Păstrat. Asta va auzi clasa.
rec-nothing = Nu s-a auzit niciun cuvânt. Verificați dacă microfonul este pornit și încercați din nou.
rec-too-quiet = A fost prea încet. Veniți mai aproape de microfon și vorbiți mai tare.
rec-clipped = A fost prea tare și pârâie. Depărtați-vă puțin de microfon.
rec-no-mic = Nu există niciun microfon. Conectați unul și încercați din nou.
rec-refused = Lineup nu are voie să folosească microfonul. Permiteți-i asta în setările browserului sau ale calculatorului și încercați din nou.
rec-failed = Microfonul nu a funcționat: { $why }
rec-not-kept = Înregistrarea nu a putut fi păstrată: { $why }
# The button on home and on the page of a board just made.
rec-open = Înregistrăm vocea noastră
