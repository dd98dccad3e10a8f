# Tastaturspiel auf dem Brett: was die Live-Region bei jedem Schritt sagt.

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
board-off = vom Brett
board-off-here = Vom Brett: Drück Enter, um den Stapel hinauszuziehen
board-can-go = hierhin kannst du ziehen
board-picked = { $piece } auf { $square } aufgenommen, { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}: { $targets }
board-not-a-move = Die Figur kann nicht nach { $square }
board-nothing-to-pick = Auf { $square } steht nichts von dir, das ziehen kann
board-cannot-move-now = Du kannst jetzt nicht ziehen
board-no-moves = { $piece } auf { $square } hat keinen regelgerechten Zug
board-cancelled = Figur zurückgestellt
