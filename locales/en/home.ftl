# The home screen: the game tiles.

home-pick-a-game = Pick a game
home-resume = Go on with the last game
home-loading = Finding the last game…
home-ages = Ages { $ages }
home-sound-on = Sound on
home-sound-off = Sound off
home-voice-on = Voice on
home-voice-off = Voice off
home-volume = Volume
