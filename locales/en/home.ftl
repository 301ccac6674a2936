# The home screen: the game tiles.

home-pick-a-game = Pick a game
home-resume = Go on with the last game: { $game }
home-loading = Finding the last game…
home-ages = Ages { $ages }
home-sound-on = Sound on
home-sound-off = Sound off
home-voice-on = Voice on
home-voice-off = Voice off
home-volume = Volume
home-motion-on = Motion on
home-motion-off = Motion off
home-own-games = Your own games
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } cannot be played: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Save to a file
home-open-files = Open a file
