# Regalia: páginas, botones y mensajes del cliente (español).

## Marco
site-description = Juega al Rey de la colina, a Racing Kings, a Lielow y al ajedrez en tu navegador, sin crear una cuenta.
site-skip = Saltar al contenido principal
site-beta = Beta
site-beta-title = Regalia es nuevo: cuéntanos qué falla.
nav-label = Principal
nav-play = Jugar
nav-rules = Reglas
nav-stats = Estadísticas
lang-label = Idioma
lang-apply = Cambiar
footer-tagline = Variantes de ajedrez sin cuenta

## Errores
error-not-found-title = Página no encontrada
error-no-such-game = Aquí no existe esa partida. Puede que el enlace esté incompleto.
error-back-home = Volver a la página de inicio
error-network = No se puede conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.
error-generic = Algo ha fallado: { $name }

## Juegos
game-kingofthehill = Rey de la colina
game-kingofthehill-blurb = Ajedrez con una forma más de ganar: lleva tu rey a una de las cuatro casillas centrales.
game-racingkings = Racing Kings
game-racingkings-blurb = Prohibido dar jaque: gana el primer rey que llegue a la última fila.
game-lielow = Lielow
game-lielow-blurb = Pilas de fichas que avanzan tantas casillas como altura tienen. Captura la corona rival.
game-chess = Ajedrez
game-chess-blurb = El juego clásico, con todas las reglas que ya conoces.

## Inicio
home-page-title = Juega variantes de ajedrez
home-title = Variantes de ajedrez, sin necesidad de cuenta
home-intro = Elige un juego y luego juega en este dispositivo, envía un enlace a un amigo, enfréntate al ordenador o espera a un rival en la sala.
home-games-title = Juegos
home-counts-loading = Buscando jugadores…
home-players-online = { $count ->
    [0] Ahora mismo no juega nadie
    [one] Un jugador conectado
   *[other] { $count } jugadores conectados
}
home-rooms-waiting = { $count ->
    [0] Ninguna partida en espera
    [one] { $count } partida en espera
   *[other] { $count } partidas en espera
}
home-clock-label = Reloj para partidas por enlace o en la sala (minutos + segundos por jugada)
clock-unlimited = Sin reloj
mode-local = Jugar en este dispositivo
mode-friend = Jugar con un amigo (enlace)
mode-ai = Jugar contra el ordenador
mode-seek = Publicar un desafío
ai-level = Nivel
ai-color = Tu color
ai-start = Empezar la partida
color-white = Blancas
color-black = Negras
color-random = Al azar
card-rules = Cómo se juega
lobby-title = Desafíos abiertos
lobby-intro = Jugadores que esperan rival. Únete con un clic.
lobby-loading = Cargando la sala…
lobby-empty = No hay desafíos abiertos. Publica uno y el próximo visitante podrá jugar contigo.
lobby-join = Unirse
lobby-cancel = Cancelar
lobby-yours = Tu desafío: esperando a un rival…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anónimo
local-title = Tus partidas en este dispositivo
local-empty = No hay ninguna partida en curso en este dispositivo.
local-resume = Continuar
local-delete = Borrar
local-moves = { $count ->
    [0] sin empezar
    [one] { $count } jugada
   *[other] { $count } jugadas
}
local-finished = terminada
local-delete-confirm = ¿Borrar esta partida para siempre?

## Página de la partida
game-page-title = Partida
local-page-title = Partida en este dispositivo
game-board-label = Tablero
game-needs-script = El tablero necesita JavaScript. Actívalo en tu navegador para jugar.
game-connection = Conexión
game-promote = Coronar como
game-flip = Girar el tablero
game-off-board = Sacar del tablero
game-sound = Activar o desactivar el sonido
game-accept = Aceptar
game-decline = Rechazar
game-moves = Jugadas
game-nav = Recorrer la partida
game-nav-first = Posición inicial
game-nav-prev = Jugada anterior
game-nav-next = Jugada siguiente
game-nav-last = Posición actual
game-input-label = Escribe una jugada
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coordenadas (e2e4), notación algebraica con letras inglesas (Nf3 en lugar de Cf3) o Lielow (a2-off). Pulsa Intro para jugar.
game-input-play = Jugar
game-abort = Anular
game-resign = Abandonar
game-offer-draw = Ofrecer tablas
game-claim-threefold = Reclamar tablas (triple repetición)
game-claim-fifty = Reclamar tablas (regla de las 50 jugadas)
game-takeback = Deshacer jugada
game-rematch = Revancha
game-claim-victory = Reclamar la victoria (tu rival se fue)
game-new-local = Nueva partida
game-delete-local = Borrar esta partida
game-pgn = Descargar PGN
game-rules-link = Reglas de este juego
game-loading = Cargando la partida…
game-your-turn = Te toca
game-their-turn = Esperando a tu rival
game-turn = { $color ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}
game-you-are = Juegas con { $color ->
    [white] blancas
   *[black] negras
}
game-spectating = Estás viendo esta partida
game-waiting-opponent = Esperando a que tu amigo abra el enlace
game-waiting-seek = Tu desafío está en la sala. La partida empieza cuando alguien se una.
game-ai-thinking = El ordenador está pensando…
game-ai-busy = { $count ->
    [one] El ordenador está pensando… (ocupado: { $count } partida antes que la tuya)
   *[other] El ordenador está pensando… (ocupado: { $count } partidas antes que la tuya)
}
game-ai-name = Ordenador, nivel { $level }
game-you = Tú
game-opponent = Rival
game-white = Blancas
game-black = Negras
game-online = conectado
game-offline = desconectado
game-reconnecting = Reconectando…
page-fault = Algo ha fallado en esta página. Recárgala para continuar.
game-draw-offered = Tu rival ofrece tablas.
game-draw-offer-sent = Tablas ofrecidas. Esperando respuesta.
game-takeback-offered = Tu rival pide deshacer la última jugada.
game-takeback-offered-two = Tu rival pide deshacer dos jugadas: tu última jugada y la suya anterior.
game-takeback-sent = Has pedido deshacer la jugada. Esperando respuesta.
game-rematch-offered = Tu rival quiere la revancha.
game-rematch-sent = Revancha propuesta. Esperando respuesta.
game-resign-confirm = ¿Abandonar esta partida?
game-illegal-move = { $move } no es una jugada legal aquí.
game-move-unconfirmed = el servidor aún no lo ha confirmado
race-illegal-move = { $move } no es una jugada legal aquí. En Racing Kings ninguna jugada puede dar jaque, y ningún rey puede ir a una casilla atacada.
race-black-may-draw = Las blancas llegaron a la última fila: las negras tienen una jugada para llegar también y hacer tablas.
game-unknown-move = «{ $move }» no es una jugada. Prueba con e2e4, Nf3 o a2-off.
game-viewing-past = Estás viendo una posición anterior. Vuelve a la posición actual para jugar.
game-moved = { $color ->
    [white] Las blancas jugaron { $move }
   *[black] Las negras jugaron { $move }
}
game-lielow-stack = { $color ->
    [white] Pila blanca de altura { $count }
   *[black] Pila negra de altura { $count }
}
game-lielow-crown = coronada
game-promote-queen = Dama
game-promote-rook = Torre
game-promote-bishop = Alfil
game-promote-knight = Caballo
game-promote-king = Rey
game-promote-cancel = Cancelar
game-position = Posición
game-piece-pawn = Peón
share-title = Invita a un amigo
share-hint = Envía este enlace a tu rival. Quien lo abra primero ocupa el asiento.
share-copy = Copiar
share-copied = Copiado
share-watch-title = Enlace para espectadores
join-text = Hay un asiento libre en esta partida.
join-button = Ocupar el asiento y jugar

## Resultados
result-white-wins = Ganan las blancas
result-black-wins = Ganan las negras
result-draw = Tablas
result-aborted = Partida anulada
reason-checkmate = { $color ->
    [white] Las blancas dieron jaque mate
   *[black] Las negras dieron jaque mate
}
reason-stalemate = Rey ahogado
reason-insufficient-material = Ningún bando puede dar mate
reason-hill = { $color ->
    [white] El rey blanco llegó a la colina
   *[black] El rey negro llegó a la colina
}
reason-race = { $color ->
    [white] El rey blanco ganó la carrera hasta la última fila
   *[black] El rey negro ganó la carrera hasta la última fila
}
reason-race-draw = Los dos reyes llegaron a la última fila
reason-crown-captured = { $color ->
    [white] Las blancas capturaron la corona negra
   *[black] Las negras capturaron la corona blanca
}
reason-crown-off-board = { $color ->
    [white] La pila coronada de las negras salió del tablero
   *[black] La pila coronada de las blancas salió del tablero
}
reason-resignation = { $color ->
    [white] Las negras abandonaron
   *[black] Las blancas abandonaron
}
reason-timeout = { $color ->
    [white] Las negras se quedaron sin tiempo
   *[black] Las blancas se quedaron sin tiempo
}
reason-agreement = Tablas de mutuo acuerdo
reason-threefold = Tablas por triple repetición
reason-fifty-moves = Tablas por la regla de las 50 jugadas
reason-abandoned = { $color ->
    [white] Las negras se fueron de la partida
   *[black] Las blancas se fueron de la partida
}
reason-aborted = La partida se anuló antes de empezar de verdad

## Reglas (marco de guides.ftl)
guide-diagram-label = La posición inicial
guide-diagram-caption = La posición inicial
guide-other-games = Otros juegos
guide-back-fallback = Volver a tu partida

## Estadísticas
stats-title = Estadísticas
stats-intro = Resultados de todas las partidas terminadas en este servidor.
stats-loading = Contando partidas…
stats-games = { $count ->
    [0] Aún no hay partidas terminadas
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
}
stats-results = Resultados
stats-white-wins = Ganan blancas
stats-black-wins = Ganan negras
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Tablas
stats-endings = Cómo terminaron las partidas
stats-nothing = Juega una partida y aparecerá aquí.
ending-checkmate = Jaque mate
ending-stalemate = Rey ahogado
ending-insufficient-material = Material insuficiente
ending-hill = El rey llegó a la colina
ending-race = Un rey ganó la carrera
ending-race-draw = Los dos reyes en la última fila
ending-crown-captured = Corona capturada
ending-crown-off-board = La corona salió del tablero
ending-resignation = Abandono
ending-timeout = Sin tiempo
ending-agreement = Tablas acordadas
ending-threefold = Triple repetición
ending-fifty-moves = Regla de las 50 jugadas
ending-abandoned = Partida abandonada
ending-aborted = Anulada

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = «{ $move }» no se puede leer como una jugada.
why-game-over = la partida ya ha terminado.
why-no-piece = ninguna pieza del bando que mueve puede hacer esa jugada.
why-ambiguous = más de una pieza puede hacer esa jugada — indica cuál (como en Nbd2).
why-in-check = el rey está en jaque y esta jugada no lo evita.
why-pinned = esa pieza está clavada — moverla dejaría a su propio rey en jaque.
why-king-attacked = el rey no puede ir a una casilla que ataca el otro bando.
why-hill-attacked = esa casilla central está atacada, así que el rey no puede pisarla.
why-gives-check = { $move } daría jaque, y Racing Kings lo prohíbe.
why-castling = ahora no se puede enrocar.
why-not-this-way = esa pila no puede moverse así.
game-illegal-why = { $move } no es legal aquí: { $why }

## TV (/tv)
tv-title = TV
tv-intro = La partida en curso de los jugadores con mayor puntuación, en directo. Cuando termina, la TV pasa a la siguiente.
tv-all = Todos los juegos
tv-channels = Canales de la TV
tv-empty = Nadie está jugando aquí ahora. La TV muestra la siguiente partida en cuanto empiece una.
home-tv = Mira en la TV la mejor partida en curso
