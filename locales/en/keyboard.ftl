# Keyboard play on the board: what the live region says at each step.

board-roledescription = board
board-keyboard-help = Board. The arrow keys move the cursor, Enter or Space picks up a piece and puts it down, Escape puts it back.
board-piece-k = { $color ->
    [white] White king
   *[black] Black king
}
board-piece-q = { $color ->
    [white] White queen
   *[black] Black queen
}
board-piece-r = { $color ->
    [white] White rook
   *[black] Black rook
}
board-piece-b = { $color ->
    [white] White bishop
   *[black] Black bishop
}
board-piece-n = { $color ->
    [white] White knight
   *[black] Black knight
}
board-piece-p = { $color ->
    [white] White pawn
   *[black] Black pawn
}
board-empty = empty
board-edge = Edge of the board
board-off = off the board
board-off-here = Off the board: press Enter to move the stack off
board-can-go = you can move here
board-picked = { $piece } on { $square } picked up, { $count ->
    [one] one move
   *[other] { $count } moves
}: { $targets }
board-not-a-move = The piece cannot go to { $square }
board-nothing-to-pick = Nothing of yours to move on { $square }
board-cannot-move-now = You cannot move now
board-no-moves = { $piece } on { $square } has no legal move
board-cancelled = Piece put back
