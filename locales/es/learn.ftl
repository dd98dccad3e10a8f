# Lecciones y problemas: etiquetas y mensajes de las páginas (los textos de las lecciones están en lessons.ftl).

nav-learn = Aprender
learn-index-title = Aprende los juegos
learn-index-intro = Lecciones cortas enseñan cada regla en un tablero pequeño; después, los problemas entrenan lo que has aprendido.
learn-lessons-count = { $count ->
    [one] Una lección
   *[other] { $count } lecciones
}
learn-puzzles-link = Problemas
learn-lessons-link = Lecciones
learn-card-link = Lecciones y problemas
learn-guide-lessons = Practica estas reglas en lecciones cortas
learn-guide-puzzles = Entrénate con problemas
learn-page-title = { $game }: lecciones
learn-no-such-game = No hay lecciones ni problemas para este juego.
learn-hint = Pista
learn-retry = Reintentar
learn-next-lesson = Siguiente lección
learn-lessons-title = Todas las lecciones
learn-progress = { $count ->
    [one] Una lección de { $total } completada
   *[other] { $count } lecciones de { $total } completadas
}
learn-play-as = { $color ->
    [white] Juegas con blancas.
   *[black] Juegas con negras.
}
learn-success = ¡Muy bien!
learn-wrong = Esa jugada no cumple el objetivo. Inténtalo de nuevo.
learn-not-yet = Aún no has cumplido el objetivo y esta lección no tiene más jugadas. Inténtalo de nuevo.
learn-lost = Esa jugada pierde la partida. Inténtalo de nuevo.
learn-reply = Tu rival responde { $move }.
learn-all-done = Has hecho todas las lecciones de este juego. ¡Ahora prueba los problemas!
puzzle-page-title = { $game }: problemas
puzzle-retry = Reintentar
puzzle-show-solution = Ver la solución
puzzle-next = Siguiente problema
puzzle-goal-hill = { $count ->
    [one] Lleva tu rey a la colina con esta jugada.
   *[other] Lleva a la fuerza tu rey a la colina en { $count } jugadas.
}
puzzle-goal-race = { $count ->
    [one] Gana la carrera con esta jugada.
   *[other] Gana la carrera en { $count } jugadas.
}
puzzle-goal-checkmate = { $count ->
    [one] Mate en una jugada.
   *[other] Mate en { $count } jugadas.
}
puzzle-goal-crown-captured = { $count ->
    [one] Captura la corona rival con esta jugada.
   *[other] Captura la corona rival en { $count } jugadas.
}
puzzle-goal-crown-off-board = { $count ->
    [one] No dejes a tu rival más jugada que sacar su corona del tablero.
   *[other] Obliga a la corona rival a salir del tablero en { $count } jugadas como mucho.
}
puzzle-play-as = { $color ->
    [white] Juegan las blancas y ganan.
   *[black] Juegan las negras y ganan.
}
puzzle-difficulty-easy = Fácil
puzzle-difficulty-medium = Medio
puzzle-difficulty-hard = Difícil
puzzle-number = Problema { $name }
puzzle-correct = ¡Buena jugada! Sigue.
puzzle-solved = ¡Resuelto!
puzzle-wrong = Esa no es la jugada ganadora.
puzzle-solution-shown = La solución está en el tablero.
puzzle-solved-count = { $count ->
    [one] Un problema resuelto
   *[other] { $count } problemas resueltos
}
puzzle-streak = { $count ->
    [one] racha: uno seguido
   *[other] racha: { $count } seguidos
}
puzzle-load-error = No se ha podido cargar el problema. Revisa tu conexión y recarga la página.
