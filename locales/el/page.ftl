# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Το Lineup ετοιμάζεται…
page-cannot-start = Το Lineup δεν μπορεί να ξεκινήσει σε αυτό το πρόγραμμα περιήγησης. Ανοίξτε το σε μια πρόσφατη έκδοση του Chrome, του Edge, του Firefox ή του Safari.
page-stopped = Το Lineup σταμάτησε. Ανανεώστε τη σελίδα για να συνεχίσετε: το παιχνίδι έχει φυλαχτεί.
