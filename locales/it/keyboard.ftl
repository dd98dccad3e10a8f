# Gioco da tastiera sulla scacchiera: cosa annuncia la regione dinamica a ogni passo.

board-roledescription = scacchiera
board-keyboard-help = Scacchiera. Le frecce spostano il cursore, Invio o Spazio prende un pezzo e lo posa, Esc lo rimette a posto.
board-piece-k = { $color ->
    [white] Re bianco
   *[black] Re nero
}
board-piece-q = { $color ->
    [white] Donna bianca
   *[black] Donna nera
}
board-piece-r = { $color ->
    [white] Torre bianca
   *[black] Torre nera
}
board-piece-b = { $color ->
    [white] Alfiere bianco
   *[black] Alfiere nero
}
board-piece-n = { $color ->
    [white] Cavallo bianco
   *[black] Cavallo nero
}
board-piece-p = { $color ->
    [white] Pedone bianco
   *[black] Pedone nero
}
board-empty = vuota
board-edge = Bordo della scacchiera
board-off = fuori dalla scacchiera
board-off-here = Fuori dalla scacchiera: premi Invio per far uscire la pila
board-can-go = puoi muovere qui
board-picked = { $piece } in { $square } preso, { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}: { $targets }
board-not-a-move = Il pezzo non può andare in { $square }
board-nothing-to-pick = In { $square } non c'è nulla di tuo da muovere
board-cannot-move-now = Ora non puoi muovere
board-no-moves = { $piece } in { $square } non ha mosse legali
board-cancelled = Pezzo rimesso a posto
