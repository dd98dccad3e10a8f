# El tablero de análisis, su motor, la revisión de la partida y la importación de PGN.

analysis-board = Tablero de análisis
analysis-page-title = Tablero de análisis: { $game }
analysis-analyse = Analizar
analysis-review-link = Revisión
analysis-back-to-game = Volver a la partida
analysis-bar-label = Posibilidades de victoria de las blancas
analysis-engine = Motor
analysis-lines = Líneas
analysis-depth = profundidad { $number }
analysis-play-line = Jugar la primera jugada de esta línea
analysis-no-moves = Aún no hay jugadas: haz una en el tablero, con cualquiera de los dos bandos.
analysis-promote = Hacer línea principal
analysis-delete = Borrar desde aquí
analysis-draw = Tablas
analysis-won = partida ganada
analysis-win-hill = { $count ->
    [1] colina en la próxima jugada
   *[other] colina en { $count }
}
analysis-win-race = { $count ->
    [1] carrera ganada en la próxima jugada
   *[other] carrera ganada en { $count }
}
analysis-win-checkmate = { $count ->
    [1] mate en la próxima jugada
   *[other] mate en { $count }
}
analysis-win-crown = { $count ->
    [1] corona en la próxima jugada
   *[other] corona en { $count }
}
analysis-win-any = { $count ->
    [1] gana en la próxima jugada
   *[other] gana en { $count }
}
analysis-review-title = Revisión de la partida
analysis-review = Revisar la partida
analysis-review-progress = { $count ->
    [one] { $count } posición de { $total } evaluada
   *[other] { $count } posiciones de { $total } evaluadas
}
analysis-graph-label = Posibilidades de victoria de las blancas a lo largo de la partida; haz clic para ir a una jugada
analysis-count-inaccuracies = { $count ->
    [0] ninguna imprecisión
    [one] { $count } imprecisión
   *[other] { $count } imprecisiones
}
analysis-count-mistakes = { $count ->
    [0] ningún error
    [one] { $count } error
   *[other] { $count } errores
}
analysis-count-blunders = { $count ->
    [0] ningún error grave
    [one] { $count } error grave
   *[other] { $count } errores graves
}
analysis-mark-inaccuracy = Imprecisión
analysis-mark-mistake = Error
analysis-mark-blunder = Error grave
analysis-best-was = Era mejor { $move }.
analysis-pgn-title = Abrir un PGN
analysis-pgn-hint = Pega una partida en PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Abrir
analysis-pgn-empty = No hay nada que abrir: pega primero una partida en PGN.
analysis-pgn-bad-tag = Línea { $line }, columna { $column }: no se puede leer esta etiqueta; escríbela como [Nombre "valor"].
analysis-pgn-unknown-variant = Línea { $line }: «{ $game }» no es un juego que se juegue aquí.
analysis-pgn-bad-fen = Línea { $line }: la etiqueta FEN no es una posición válida de este juego.
analysis-pgn-refused = La jugada { $move } no es legal aquí: { $why } Se han cargado las jugadas anteriores.
analysis-pgn-refused-variation = En una variante, la jugada { $move } no es legal aquí: { $why } La variante termina antes de ella.
analysis-pgn-skipped = Los comentarios y los signos de anotación no se conservan ({ $number }).
analysis-pgn-too-deep = Línea { $line }, columna { $column }: las variantes están anidadas a demasiada profundidad para abrirlas aquí.
analysis-pgn-unclosed = Línea { $line }, columna { $column }: «{ $move }» se abre pero nunca se cierra.
analysis-pgn-too-long = Línea { $line }: la partida es demasiado larga para abrirla aquí.
analysis-error-too-many-analyses = Demasiados análisis a la vez desde tu dirección: cierra el análisis de otra pestaña o espera a que termine.
analysis-error-rate-limited = Demasiados análisis en poco tiempo: espera unos segundos.
analysis-error-bad-position = No se puede analizar esta posición: no es válida en este juego.
analysis-error-bad-message = El motor no entendió la petición.
analysis-error-no-game = No hay ninguna partida terminada en esta dirección.
analysis-error-not-over = Esta partida aún se está jugando: su análisis se abre cuando termine.
analysis-error-busy = El motor está ocupado: vuelve a intentarlo en un momento.
analysis-queued = { $count ->
    [0] Esperando al motor: el tuyo es el siguiente
    [one] Esperando al motor: { $count } análisis por delante del tuyo
   *[other] Esperando al motor: { $count } análisis por delante del tuyo
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Explorador de aperturas
analysis-explorer-loading = Buscando las partidas jugadas desde aquí…
analysis-explorer-about = Partidas terminadas entre personas en Regalia, desde la posición inicial habitual; no cuentan las partidas contra el ordenador ni contra un bot.
analysis-explorer-move = Jugada
analysis-explorer-games = Partidas
analysis-explorer-results = Blancas / tablas / Negras
analysis-explorer-rating = Elo medio
analysis-explorer-total = { $count ->
    [one] Una partida desde esta posición
   *[other] { $count } partidas desde esta posición
}
analysis-explorer-none = Ninguna partida en Regalia ha llegado todavía a esta posición.
analysis-explorer-deep = { $count ->
    [one] De cada partida solo se cuenta la primera jugada; esta posición llega después.
   *[other] De cada partida solo se cuentan las { $count } primeras jugadas; esta posición llega después.
}
analysis-explorer-offline = No se puede acceder al explorador: no hay red.
analysis-explorer-play = { $count ->
    [one] Jugar { $move } (una partida)
   *[other] Jugar { $move } ({ $count } partidas)
}
analysis-explorer-white = Ganan las blancas { $percent } %
analysis-explorer-draw = Tablas { $percent } %
analysis-explorer-black = Ganan las negras { $percent } %
