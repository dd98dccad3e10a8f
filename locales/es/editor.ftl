# El editor de posiciones (/editor/{variant}) y las palabras de las reglas
# para las posiciones que no se pueden jugar (position-problem-<code>).

editor-title = { $game }: preparar una posición
editor-link = Preparar una posición
editor-board-label = Editor de posiciones
editor-palette-white = Piezas blancas
editor-palette-black = Piezas negras
editor-tools = Herramientas de edición
editor-tool-move = Mover
editor-tool-erase = Quitar
editor-tool-crown = Corona
editor-help = Elige una pieza encima o debajo del tablero y haz clic en las casillas para ponerla (otro clic la quita). Arrastra las piezas para moverlas, o fuera del tablero para quitarlas.
editor-help-lielow = Elige una pila encima o debajo del tablero y haz clic en las casillas para ponerla (otro clic la quita). La herramienta de la corona pone o quita la corona de un jugador en una pila. Arrastra las pilas para moverlas, o fuera del tablero para quitarlas.
editor-turn = Turno
editor-castling = Derechos de enroque
editor-castle-white-short = Blancas O-O
editor-castle-white-long = Blancas O-O-O
editor-castle-black-short = Negras O-O
editor-castle-black-long = Negras O-O-O
editor-en-passant = Casilla de captura al paso
editor-en-passant-none = Ninguna
editor-start = Posición inicial
editor-clear = Vaciar el tablero
editor-fen = FEN
editor-position-text = Texto de la posición
editor-load = Cargar
editor-copied = Texto de la posición copiado
editor-checking = Comprobando la posición…
editor-valid = { $color ->
    [white] Posición válida. Juegan las blancas.
   *[black] Posición válida. Juegan las negras.
}
editor-in-check = { $color ->
    [white] Las blancas están en jaque.
   *[black] Las negras están en jaque.
}
editor-over = La partida ya ha terminado en esta posición, así que ninguna partida puede empezar desde ella:
editor-invalid = Esta posición no se puede jugar:
editor-unreadable = Ese texto no es una posición de este juego, así que no se ha cambiado nada.
editor-play-title = Jugar desde esta posición
editor-analyse = Analizar
editor-placed = En { $square }: { $piece }
editor-removed = { $square } vacía
editor-crowned = { $piece } en { $square }
editor-chosen = Elegido: { $piece }
editor-move-tool-chosen = Elegido: mover piezas
editor-erase-tool-chosen = Elegido: quitar piezas
editor-crown-tool-chosen = Elegido: coronar una pila
editor-picked = Pieza levantada: { $piece } en { $square }
editor-keyboard-help = Tablero del editor. Las flechas mueven el cursor; Intro o Espacio usa la herramienta elegida en esa casilla.

position-problem-malformed = El texto no se puede leer como una posición de este juego.
position-problem-empty-board = El tablero está vacío.
position-problem-missing-king = { $color ->
    [white] Las blancas no tienen rey.
   *[black] Las negras no tienen rey.
}
position-problem-too-many-kings = { $color ->
    [white] Las blancas tienen más de un rey.
   *[black] Las negras tienen más de un rey.
}
position-problem-pawn-on-back-rank = Hay un peón en la primera o en la última fila.
position-problem-castling-rights = Un derecho de enroque no coincide con los reyes y las torres.
position-problem-en-passant-square = Ningún movimiento de peón pudo dejar esta casilla de captura al paso.
position-problem-opposite-check = El bando que no tiene el turno está en jaque.
position-problem-impossible-check = Ninguna jugada legal pudo dar este jaque.
position-problem-too-much-material = Un bando tiene más piezas de las que permitirían las promociones.
position-problem-not-this-game = Esta no es una posición de este juego.
position-problem-racing-kings-pawns = Racing Kings se juega sin peones.
position-problem-racing-kings-castling = En Racing Kings no hay enroque.
position-problem-racing-kings-check = Un rey está en jaque, algo que nunca ocurre en Racing Kings.
position-problem-racing-kings-both-home = Los dos reyes están en la última fila y juegan las negras: el rey blanco llegó antes, así que la carrera ya habría terminado.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Las blancas tienen { $count } pila, más que las 8 del comienzo.
       *[other] Las blancas tienen { $count } pilas, más que las 8 del comienzo.
    }
   *[black] { $count ->
        [one] Las negras tienen { $count } pila, más que las 8 del comienzo.
       *[other] Las negras tienen { $count } pilas, más que las 8 del comienzo.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Las blancas llevan dos coronas; cada jugador tiene solo una.
   *[black] Las negras llevan dos coronas; cada jugador tiene solo una.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] La corona blanca figura como perdida, pero una pila blanca la lleva.
   *[black] La corona negra figura como perdida, pero una pila negra la lleva.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] La corona blanca fue capturada, así que el turno debe ser de las blancas.
   *[black] La corona negra fue capturada, así que el turno debe ser de las negras.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Las blancas sacaron su corona del tablero, así que el turno debe ser de las negras.
   *[black] Las negras sacaron su corona del tablero, así que el turno debe ser de las blancas.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Las blancas ya no tienen pilas; la última pila de un jugador siempre lleva la corona.
   *[black] Las negras ya no tienen pilas; la última pila de un jugador siempre lleva la corona.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] La pila blanca más alta (en { $square }, altura { $height }) debe llevar la corona.
   *[black] La pila negra más alta (en { $square }, altura { $height }) debe llevar la corona.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Las blancas no tienen corona, pero su pila de { $square } tiene altura { $height }: la primera pila que crece siempre se queda con la corona.
   *[black] Las negras no tienen corona, pero su pila de { $square } tiene altura { $height }: la primera pila que crece siempre se queda con la corona.
}
