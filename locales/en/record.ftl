# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Record our voice
rec-how = Tap Record, say it, then tap Stop: Lineup plays it back. Record it again until you like it. What you do not record keeps the computer’s voice.
rec-progress = { $at } of { $count }
rec-name = The letter’s name
rec-sound = The letter’s sound
rec-word = The word
rec-record = Record
rec-stop = Stop
rec-hear = Hear it
rec-computer = Use the computer’s voice
rec-back = Back
rec-next = Next
rec-close = Close
rec-ours = Recorded by you.
rec-count = Recorded by you: { $ours } of { $count }
rec-kept = Kept. This is what the class will hear.
rec-nothing = No word was heard. Check that the microphone is on, and try again.
rec-too-quiet = That was too quiet. Come closer to the microphone and speak up.
rec-clipped = That was too loud, and it crackles. Move back a little from the microphone.
rec-no-mic = There is no microphone. Plug one in, and try again.
rec-refused = Lineup may not use the microphone. Allow it in the browser’s or the computer’s settings, and try again.
rec-failed = The microphone did not work: { $why }
rec-not-kept = The recording could not be kept: { $why }
# The button on home and on the page of a board just made.
rec-open = Record our voice
