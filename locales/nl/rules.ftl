# Gentle words for a move the rules do not allow.

error-not-your-turn = Wacht op je beurt
error-card-not-in-hand = Die kaart heb je niet in je hand
error-card-does-not-fit = Die kaart past daar niet
error-cell-occupied = Daar ligt al een fiche
error-cell-is-free = De hoeken zijn van iedereen
error-cell-empty = Daar ligt geen fiche om weg te halen
error-not-an-opponent-chip = Je mag alleen een fiche van een ander team pakken
error-chip-in-sequence = Die fiche zit in een rij die af is: die blijft liggen
error-not-a-dead-card = Die kaart kun je nog spelen
error-one-dead-card-per-turn = Je mag maar één kaart per beurt omruilen
error-game-over = Het spel is afgelopen
error-no-draw-owed = Je hoeft nu geen kaart te pakken
error-no-such-cell = Dat staat niet op het bord
error-discard-pending = Eerst moet iedereen van het team een kaart wegleggen
error-no-discard-owed = Je hoeft geen kaart weg te leggen
error-nothing-to-discard = Dat team heeft geen kaarten
error-no-such-team = Dat team bestaat niet
