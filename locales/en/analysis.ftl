# The analysis board, its engine, game review and PGN in.

analysis-board = Analysis board
analysis-page-title = Analysis board: { $game }
analysis-analyse = Analyse
analysis-review-link = Review
analysis-back-to-game = Back to the game
analysis-bar-label = White's winning chances
analysis-engine = Engine
analysis-lines = Lines
analysis-depth = depth { $number }
analysis-play-line = Play this line's first move
analysis-no-moves = No moves yet: make one on the board, for either side.
analysis-promote = Make main line
analysis-delete = Delete from here
analysis-draw = Draw
analysis-won = game won
analysis-win-hill = { $count ->
    [one] hill next move
   *[other] hill in { $count }
}
analysis-win-race = { $count ->
    [one] race won next move
   *[other] race won in { $count }
}
analysis-win-checkmate = { $count ->
    [one] mate next move
   *[other] mate in { $count }
}
analysis-win-crown = { $count ->
    [one] crown next move
   *[other] crown in { $count }
}
analysis-win-any = { $count ->
    [one] wins next move
   *[other] wins in { $count }
}
analysis-review-title = Game review
analysis-review = Review the game
analysis-review-progress = { $count ->
    [one] One position of { $total } evaluated
   *[other] { $count } positions of { $total } evaluated
}
analysis-graph-label = White's winning chances across the game; click to go to a move
analysis-count-inaccuracies = { $count ->
    [0] no inaccuracies
    [one] one inaccuracy
   *[other] { $count } inaccuracies
}
analysis-count-mistakes = { $count ->
    [0] no mistakes
    [one] one mistake
   *[other] { $count } mistakes
}
analysis-count-blunders = { $count ->
    [0] no blunders
    [one] one blunder
   *[other] { $count } blunders
}
analysis-mark-inaccuracy = Inaccuracy
analysis-mark-mistake = Mistake
analysis-mark-blunder = Blunder
analysis-best-was = Better was { $move }.
analysis-pgn-title = Open a PGN
analysis-pgn-hint = Paste a game in PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Open
analysis-pgn-empty = Nothing to open: paste a game in PGN first.
analysis-pgn-bad-tag = Line { $line }, column { $column }: this tag cannot be read; write it as [Name "value"].
analysis-pgn-unknown-variant = Line { $line }: “{ $game }” is not a game played here.
analysis-pgn-bad-fen = Line { $line }: the FEN tag is not a valid position of this game.
analysis-pgn-refused = Move { $move } is not legal here: { $why } The moves before it are loaded.
analysis-pgn-refused-variation = In a variation, move { $move } is not legal here: { $why } The variation stops before it.
analysis-pgn-skipped = Comments and annotation marks are not kept ({ $number }).
analysis-pgn-too-deep = Line { $line }, column { $column }: the variations are nested too deep to open here.
analysis-pgn-unclosed = Line { $line }, column { $column }: “{ $move }” is opened but never closed.
analysis-pgn-too-long = Line { $line }: the game is too long to open here.
analysis-error-too-many-analyses = Too many analyses at once from your address: close the analysis in another tab, or wait for it to finish.
analysis-error-rate-limited = Too many analyses in a short time: wait a few seconds.
analysis-error-bad-position = This position cannot be analysed: it is not valid in this game.
analysis-error-bad-message = The engine did not understand the request.
analysis-error-no-game = There is no finished game with this address.
analysis-error-not-over = This game is still being played: its analysis opens when it ends.
analysis-error-busy = The engine is busy: try again in a moment.
analysis-queued = { $count ->
    [0] Waiting for the engine: yours is next
    [one] Waiting for the engine: { $count } analysis ahead of yours
   *[other] Waiting for the engine: { $count } analyses ahead of yours
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Opening explorer
analysis-explorer-loading = Looking up the games played from here…
analysis-explorer-about = Finished games between people on Regalia, from the usual start; games against the computer or a bot are left out.
analysis-explorer-move = Move
analysis-explorer-games = Games
analysis-explorer-results = White / draw / Black
analysis-explorer-rating = Avg. rating
analysis-explorer-total = { $count ->
    [one] One game from this position
   *[other] { $count } games from this position
}
analysis-explorer-none = No game on Regalia has reached this position yet.
analysis-explorer-deep = { $count ->
    [one] Each game is counted for its first move only; this position comes later.
   *[other] Each game is counted for its first { $count } moves only; this position comes later.
}
analysis-explorer-offline = The explorer cannot be reached: there is no network.
analysis-explorer-play = { $count ->
    [one] Play { $move } (one game)
   *[other] Play { $move } ({ $count } games)
}
analysis-explorer-white = White won { $percent }%
analysis-explorer-draw = Drawn { $percent }%
analysis-explorer-black = Black won { $percent }%
