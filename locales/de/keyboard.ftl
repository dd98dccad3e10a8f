# Mit der Tastatur auf dem Brett spielen: was die Live-Region bei jedem Schritt ansagt.

board-roledescription = Brett
board-keyboard-help = Brett. Die Pfeiltasten bewegen den Cursor, Enter oder Leertaste nimmt eine Figur auf und setzt sie ab, Escape stellt sie zurück.
board-piece-k = { $color ->
    [white] Weißer König
   *[black] Schwarzer König
}
board-piece-q = { $color ->
    [white] Weiße Dame
   *[black] Schwarze Dame
}
board-piece-r = { $color ->
    [white] Weißer Turm
   *[black] Schwarzer Turm
}
board-piece-b = { $color ->
    [white] Weißer Läufer
   *[black] Schwarzer Läufer
}
board-piece-n = { $color ->
    [white] Weißer Springer
   *[black] Schwarzer Springer
}
board-piece-p = { $color ->
    [white] Weißer Bauer
   *[black] Schwarzer Bauer
}
board-empty = leer
board-edge = Rand des Bretts
board-off = außerhalb des Bretts
board-off-here = Außerhalb des Bretts: Enter drücken, um den Stapel vom Brett zu ziehen
board-can-go = hier kannst du hinziehen
board-picked = { $piece } auf { $square } aufgenommen, { $count ->
    [one] { $count } möglicher Zug
   *[other] { $count } mögliche Züge
}: { $targets }
board-not-a-move = Die Figur kann nicht nach { $square }
board-nothing-to-pick = Auf { $square } steht nichts, was du ziehen kannst
board-cannot-move-now = Du kannst gerade nicht ziehen
board-no-moves = { $piece } auf { $square } hat keinen legalen Zug
board-cancelled = Figur zurückgestellt
