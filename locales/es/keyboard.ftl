# Juego con teclado en el tablero: lo que anuncia la región en vivo en cada paso.

board-roledescription = tablero
board-keyboard-help = Tablero. Las flechas mueven el cursor, Intro o Espacio coge una pieza y la suelta, Escape la devuelve a su sitio.
board-piece-k = { $color ->
    [white] Rey blanco
   *[black] Rey negro
}
board-piece-q = { $color ->
    [white] Dama blanca
   *[black] Dama negra
}
board-piece-r = { $color ->
    [white] Torre blanca
   *[black] Torre negra
}
board-piece-b = { $color ->
    [white] Alfil blanco
   *[black] Alfil negro
}
board-piece-n = { $color ->
    [white] Caballo blanco
   *[black] Caballo negro
}
board-piece-p = { $color ->
    [white] Peón blanco
   *[black] Peón negro
}
board-empty = vacía
board-edge = Borde del tablero
board-off = fuera del tablero
board-off-here = Fuera del tablero: pulsa Intro para sacar la pila
board-can-go = puedes mover aquí
board-picked = { $piece } en { $square } cogido, { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}: { $targets }
board-not-a-move = La pieza no puede ir a { $square }
board-nothing-to-pick = En { $square } no hay nada tuyo que mover
board-cannot-move-now = Ahora no puedes mover
board-no-moves = { $piece } en { $square } no tiene ninguna jugada legal
board-cancelled = Pieza devuelta
