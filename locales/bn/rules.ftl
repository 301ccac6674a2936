# নিয়মে যে চাল চলে না, তার জন্য নরম কথা।

error-not-your-turn = তোমার পালার জন্য একটু অপেক্ষা করো
error-card-not-in-hand = এই কার্ডটা তোমার হাতে নেই
error-card-does-not-fit = এই কার্ড এখানে বসে না
error-cell-occupied = ওখানে আগে থেকেই একটা গুটি আছে
error-cell-is-free = কোণের ঘরগুলো সবার জন্য
error-cell-empty = ওখানে সরানোর মতো কোনো গুটি নেই
error-not-an-opponent-chip = শুধু অন্য দলের গুটিই সরানো যায়
error-chip-in-sequence = এই গুটিটা পুরো হওয়া সারিতে আছে: এটা থাকবে
error-not-a-dead-card = এই কার্ডটা এখনো খেলা যায়
error-one-dead-card-per-turn = এক পালায় একটাই কার্ড বদলানো যায়
error-game-over = খেলা শেষ হয়ে গেছে
error-no-draw-owed = এখন কার্ড তোলার দরকার নেই
error-no-such-cell = এটা বোর্ডে নেই
error-discard-pending = আগে দলের প্রত্যেককে একটা করে কার্ড আলাদা রাখতে হবে
error-no-discard-owed = তোমাকে কোনো কার্ড আলাদা রাখতে হবে না
error-nothing-to-discard = ওই দলের হাতে কোনো কার্ড নেই
error-no-such-team = এমন কোনো দল নেই
