# Regalia: arenas (torneos): la lista, el formulario para crear una, la página
# de una arena, el recuadro de la página de partida y la línea de inicio (español).

## Cabecera
nav-arenas = Arenas

## La lista (/tournaments)
arena-list-title = Arenas
arena-list-intro = Juega tantas partidas como puedas antes de que se acabe el tiempo. Una victoria da 2 puntos y unas tablas 1; dos victorias seguidas te ponen en racha y tus victorias valen el doble. Cualquiera puede mirar; quien tenga un nombre puede participar.
arena-upcoming = Empiezan pronto
arena-running = En juego
arena-finished = Terminadas
arena-none = Ahora no hay ninguna arena de este juego.
arena-by-link = Por enlace
arena-winner = Ganador: { $name }
arena-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
arena-minutes = { $number } min
arena-starts-countdown = Empieza en { $clock }
arena-ends-countdown = Termina en { $clock }
arena-over = Terminada
arena-loading = Cargando…

## Crear una arena
arena-create-title = Crear una arena
arena-create-intro = Elige el juego, el ritmo y la duración, y comparte el enlace de la página de la arena.
arena-need-name = Necesitas un nombre para crear una arena o participar en ella.
arena-game = Juego
arena-clock = Ritmo
arena-length = Duración
arena-starts-in = Empieza
arena-in-minutes = en { $number } min
arena-at-once = Ya mismo
arena-rated = Puntuable
arena-private = Solo para quien tenga el enlace
arena-create = Crear la arena
arena-error-length = Una arena dura de 10 a 180 minutos.
arena-error-start = Elige cuándo empieza la arena.

## Una arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena de { $game }
arena-not-found = Esa arena no existe.
arena-join = Participar
arena-resume = Volver a jugar
arena-pause = Pausa
arena-withdraw = Retirarse
arena-take-name = Elige un nombre para participar
arena-standings = Clasificación
arena-rank = Puesto
arena-player = Jugador
arena-rating = Puntuación
arena-sheet = Partidas
arena-score = Puntos
arena-on-fire = En racha: la próxima victoria vale el doble
arena-paused = en pausa
arena-empty = Todavía no se ha unido nadie.
arena-pages = Páginas de la clasificación
arena-previous = Anterior
arena-next = Siguiente
arena-page = Página { $number } de { $total }
arena-find-me = Ver mi línea
arena-game-starting = Tu partida empieza…
arena-game-on = Tienes una partida en curso.
arena-go-to-game = Ir a tu partida
arena-featured-title = Partida destacada
arena-watch = Mirar
arena-podium-title = Podio
arena-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
arena-close = Cerrar
arena-no-games = Todavía ninguna partida.
arena-games-count = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
arena-performance = rendimiento { $number }
arena-summary-title = Resumen
arena-summary-games = Partidas
arena-summary-white = Victorias de las blancas
arena-summary-black = Victorias de las negras
arena-summary-draws = Tablas
arena-summary-berserk = Tasa de berserk
arena-summary-rating = Puntuación media
arena-how-title = Cómo funciona
arena-how = En cuanto termina tu partida esperas unos segundos y recibes un nuevo rival cercano a ti en la clasificación. Una victoria da 2 puntos, unas tablas 1 y una derrota 0. Tras dos victorias seguidas estás en racha: una victoria da 4 y unas tablas 2 hasta una partida que no ganes. Unas tablas en menos de 10 jugadas no dan nada. El berserk reduce tu propio reloj a la mitad a cambio de un punto más si ganas tras al menos 7 jugadas. Con la pausa dejas de recibir rivales; tus puntos se quedan.

## La página de partida y la de inicio
arena-back = Volver a la arena
arena-berserk = Berserk
arena-berserk-hint = Reduce tu tiempo a la mitad (sin incremento) a cambio de un punto más si ganas
arena-returning = En un momento vuelves a la arena para tu próxima partida…
arena-home-next = Próxima arena de { $game } en { $number } min
arena-home-all = Todas las arenas
