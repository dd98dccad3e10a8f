# The board editor (/editor/{variant}) and the rules' words for positions
# that cannot be played (position-problem-<code>, codes from the rules crate).

editor-title = { $game }: set up a position
editor-link = Set up a position
editor-board-label = Board editor
editor-palette-white = White pieces
editor-palette-black = Black pieces
editor-tools = Editing tools
editor-tool-move = Move
editor-tool-erase = Remove
editor-tool-crown = Crown
editor-help = Choose a piece below or above the board, then click squares to put it there (click it again to take it away). Drag pieces to move them, or off the board to remove them.
editor-help-lielow = Choose a stack below or above the board, then click squares to put it there (click it again to take it away). The crown tool puts a player's crown on a stack or takes it off. Drag stacks to move them, or off the board to remove them.
editor-turn = Side to move
editor-castling = Castling rights
editor-castle-white-short = White O-O
editor-castle-white-long = White O-O-O
editor-castle-black-short = Black O-O
editor-castle-black-long = Black O-O-O
editor-en-passant = En passant square
editor-en-passant-none = None
editor-start = Start position
editor-clear = Clear the board
editor-fen = FEN
editor-position-text = Position text
editor-load = Load
editor-copied = Position text copied
editor-checking = Checking the position…
editor-valid = { $color ->
    [white] Valid position. White to play.
   *[black] Valid position. Black to play.
}
editor-in-check = { $color ->
    [white] White is in check.
   *[black] Black is in check.
}
editor-over = The game is already over in this position, so no game can start from it:
editor-invalid = This position cannot be played:
editor-unreadable = That text is not a position of this game, so nothing was changed.
editor-play-title = Play from this position
editor-analyse = Analyse
editor-placed = { $piece } put on { $square }
editor-removed = { $square } cleared
editor-crowned = { $piece } on { $square }
editor-chosen = Chosen: { $piece }
editor-move-tool-chosen = Chosen: move pieces
editor-erase-tool-chosen = Chosen: remove pieces
editor-crown-tool-chosen = Chosen: crown a stack
editor-picked = { $piece } on { $square } picked up
editor-keyboard-help = Editor board. The arrow keys move the cursor; Enter or Space uses the chosen tool on that square.

position-problem-malformed = The text cannot be read as a position of this game.
position-problem-empty-board = The board is empty.
position-problem-missing-king = { $color ->
    [white] White has no king.
   *[black] Black has no king.
}
position-problem-too-many-kings = { $color ->
    [white] White has two kings or more.
   *[black] Black has two kings or more.
}
position-problem-pawn-on-back-rank = A pawn stands on the first or the last rank.
position-problem-castling-rights = A castling right does not match the kings and rooks.
position-problem-en-passant-square = No pawn move could have left this en passant square.
position-problem-opposite-check = The side not to move is in check.
position-problem-impossible-check = No legal move could have given this check.
position-problem-too-much-material = A side has more pieces than promotions could give.
position-problem-not-this-game = This is not a position of this game.
position-problem-racing-kings-pawns = Racing Kings is played without pawns.
position-problem-racing-kings-castling = Racing Kings has no castling.
position-problem-racing-kings-check = A king is in check, and a check never happens in Racing Kings.
position-problem-racing-kings-both-home = Both kings stand on the last rank with Black to move: White's king arrived first, so the race would already be over.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] White has { $count } stack, more than the 8 a player starts with.
       *[other] White has { $count } stacks, more than the 8 a player starts with.
    }
   *[black] { $count ->
        [one] Black has { $count } stack, more than the 8 a player starts with.
       *[other] Black has { $count } stacks, more than the 8 a player starts with.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] White wears two crowns; a player has one.
   *[black] Black wears two crowns; a player has one.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] White's crown is marked as lost, yet a White stack wears it.
   *[black] Black's crown is marked as lost, yet a Black stack wears it.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] White's crown was captured, so White must be the one to move.
   *[black] Black's crown was captured, so Black must be the one to move.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] White moved its crown off the board, so Black must be the one to move.
   *[black] Black moved its crown off the board, so White must be the one to move.
}
position-problem-lielow-no-stacks = { $color ->
    [white] White has no stacks left; a player's last stack always wears the crown.
   *[black] Black has no stacks left; a player's last stack always wears the crown.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] White's tallest stack (on { $square }, height { $height }) must wear the crown.
   *[black] Black's tallest stack (on { $square }, height { $height }) must wear the crown.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] White has no crown, yet its stack on { $square } has height { $height }: the first stack to grow always takes the crown.
   *[black] Black has no crown, yet its stack on { $square } has height { $height }: the first stack to grow always takes the crown.
}
