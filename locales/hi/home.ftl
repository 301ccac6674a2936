# मुख्य स्क्रीन: खेलों के टाइल।

home-pick-a-game = कोई खेल चुनो
home-resume = पिछला खेल आगे खेलो: { $game }
home-loading = पिछला खेल ढूँढ रहे हैं…
home-ages = उम्र: { $ages }
home-sound-on = आवाज़ें चालू
home-sound-off = आवाज़ें बंद
home-voice-on = पढ़कर सुनाना चालू
home-voice-off = पढ़कर सुनाना बंद
home-volume = आवाज़ का स्तर
home-motion-on = एनिमेशन चालू
home-motion-off = एनिमेशन बंद
home-own-games = अपने खेल
# शिक्षक की खेल-फ़ाइल जो खेली नहीं जा सकती; $why बताता है कि क्या गड़बड़ है और कैसे ठीक करें।
home-broken-game = { $file } वाला खेल नहीं खेला जा सकता: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = फ़ाइल में सहेजें
home-open-files = फ़ाइल खोलें
