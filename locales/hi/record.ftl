# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = अपनी आवाज़ रिकॉर्ड करें
rec-how = “रिकॉर्ड करें” दबाएँ, बोलें, फिर “रोकें” दबाएँ: Lineup उसे तुरंत सुना देगा। जब तक पसंद न आए, दोबारा रिकॉर्ड करें। जो आप रिकॉर्ड नहीं करेंगे, वह कंप्यूटर की आवाज़ में ही रहेगा।
rec-progress = { $count } में से { $at }
rec-name = अक्षर का नाम
rec-sound = अक्षर की ध्वनि
rec-word = शब्द
rec-record = रिकॉर्ड करें
rec-stop = रोकें
rec-hear = सुनें
rec-computer = कंप्यूटर की आवाज़ इस्तेमाल करें
rec-back = वापस
rec-next = आगे
rec-close = बंद करें
rec-ours = आपने रिकॉर्ड किया है।
rec-count = आपने रिकॉर्ड किए: { $count } में से { $ours }
rec-kept = रख लिया गया। कक्षा यही सुनेगी।
rec-nothing = कोई शब्द सुनाई नहीं दिया। देख लें कि माइक्रोफ़ोन चालू है, और फिर से कोशिश करें।
rec-too-quiet = आवाज़ बहुत धीमी थी। माइक्रोफ़ोन के पास आएँ और ज़ोर से बोलें।
rec-clipped = आवाज़ बहुत तेज़ थी, और उसमें खरखराहट है। माइक्रोफ़ोन से थोड़ा पीछे हटें।
rec-no-mic = कोई माइक्रोफ़ोन नहीं है। एक माइक्रोफ़ोन लगाएँ, और फिर से कोशिश करें।
rec-refused = Lineup को माइक्रोफ़ोन इस्तेमाल करने की अनुमति नहीं है। ब्राउज़र या कंप्यूटर की सेटिंग्स में अनुमति दें, और फिर से कोशिश करें।
rec-failed = माइक्रोफ़ोन ने काम नहीं किया: { $why }
rec-not-kept = रिकॉर्डिंग रखी नहीं जा सकी: { $why }
# The button on home and on the page of a board just made.
rec-open = अपनी आवाज़ रिकॉर्ड करें
