# Spela med tangentbordet på brädet: vad uppläsningsytan säger vid varje steg.

board-roledescription = bräde
board-keyboard-help = Bräde. Piltangenterna flyttar markören, Enter eller blanksteg lyfter en pjäs och sätter ner den, Escape ställer tillbaka den.
board-piece-k = { $color ->
    [white] Vit kung
   *[black] Svart kung
}
board-piece-q = { $color ->
    [white] Vit dam
   *[black] Svart dam
}
board-piece-r = { $color ->
    [white] Vitt torn
   *[black] Svart torn
}
board-piece-b = { $color ->
    [white] Vit löpare
   *[black] Svart löpare
}
board-piece-n = { $color ->
    [white] Vit springare
   *[black] Svart springare
}
board-piece-p = { $color ->
    [white] Vit bonde
   *[black] Svart bonde
}
board-empty = tom
board-edge = Brädets kant
board-off = utanför brädet
board-off-here = Utanför brädet: tryck Enter för att flytta ut stapeln
board-can-go = möjligt drag
board-picked = Vald: { $piece } på { $square }, { $count ->
    [one] ett möjligt drag
   *[other] { $count } möjliga drag
}: { $targets }
board-not-a-move = Pjäsen kan inte gå till { $square }
board-nothing-to-pick = Inget av ditt att flytta på { $square }
board-cannot-move-now = Du kan inte dra nu
board-no-moves = { $piece } på { $square } har inget möjligt drag
board-cancelled = Pjäsen tillbaka
