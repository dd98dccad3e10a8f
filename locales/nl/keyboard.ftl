# Spelen met het toetsenbord op het bord: wat de live-regio bij elke stap zegt.

board-roledescription = bord
board-keyboard-help = Bord. De pijltjestoetsen verplaatsen de cursor, Enter of spatie pakt een stuk op en zet het neer, Escape zet het terug.
board-piece-k = { $color ->
    [white] Witte koning
   *[black] Zwarte koning
}
board-piece-q = { $color ->
    [white] Witte dame
   *[black] Zwarte dame
}
board-piece-r = { $color ->
    [white] Witte toren
   *[black] Zwarte toren
}
board-piece-b = { $color ->
    [white] Witte loper
   *[black] Zwarte loper
}
board-piece-n = { $color ->
    [white] Wit paard
   *[black] Zwart paard
}
board-piece-p = { $color ->
    [white] Witte pion
   *[black] Zwarte pion
}
board-empty = leeg
board-edge = Rand van het bord
board-off = van het bord
board-off-here = Van het bord: druk op Enter om de stapel eraf te zetten
board-can-go = hier kun je heen
board-picked = { $piece } op { $square } opgepakt, { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}: { $targets }
board-not-a-move = Het stuk kan niet naar { $square }
board-nothing-to-pick = Op { $square } staat niets van jou om te zetten
board-cannot-move-now = Je kunt nu niet zetten
board-no-moves = { $piece } op { $square } heeft geen geldige zet
board-cancelled = Stuk teruggezet
