# The web page around Lineup in a browser: what it says before Lineup has started, or if it
# cannot. `packaging/web/page.py` writes these into the page; the app itself does not use them.

page-loading = Lineup তৈরি হচ্ছে…
page-cannot-start = এই ব্রাউজারে Lineup চালু হতে পারছে না। Chrome, Edge, Firefox বা Safari-র নতুন কোনো সংস্করণে খুলুন।
page-stopped = Lineup থেমে গেছে। চালিয়ে যেতে পাতাটি আবার লোড করুন: খেলাটি রাখা আছে।
