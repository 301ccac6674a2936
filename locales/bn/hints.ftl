# পরামর্শ: কম্পিউটার কেন এই চাল দিতে বলছে, শিশুর ভাষায়।
# $team is a colour alone, as children name a team ("লাল"), or "Name (Colour)"; it is followed
# by দল ("লাল দল"), so it needs no case ending of its own.

hint-wins-game = এই চালেই খেলা জিতে যাবে!
hint-makes-sequence = এতে একটা সারি পুরো হবে!
hint-blocks = এতে { $team } দল পরপর { $chips }টি গুটি বসাতে পারবে না
hint-takes-away = এতে { $team } দলের সারি থেকে একটা গুটি সরে যাবে
hint-builds-line = এতে তোমার পরপর { $chips }টি গুটি হবে
hint-trades-dead-card = এই কার্ড কেউ খেলতে পারবে না: এটা বদলে নাও
hint-starts-lines = সারি শুরু করার জন্য এটা ভালো ঘর
