# Regalia: volver a tus partidas, invitaciones, errores por código, niveles
# del ordenador, jugadas anticipadas y confirmaciones (español).

## Direcciones desconocidas
error-page-not-found = No hay ninguna página en esta dirección. Puede que el enlace esté mal escrito o sea antiguo.

## Errores que comunica el servidor, por código
error-code-bad-request = El servidor no ha podido aceptar esta petición.
error-code-no-game = Aquí no existe esa partida. Puede que el enlace esté incompleto.
error-code-wrong-seat = Este enlace no corresponde a ningún asiento de esta partida. Comprueba que se copió entero.
error-code-no-open-seat = Ya nadie puede unirse a esta partida: el asiento está ocupado o la invitación se cerró.
error-code-conflict = Eso no se puede hacer en la partida tal como está.
error-code-too-large = La petición es demasiado grande.
error-code-uri-too-long = La dirección pedida es demasiado larga.
error-code-headers-too-large = La petición lleva demasiadas cabeceras o cabeceras demasiado largas.
error-code-unavailable = El servidor está traspasando esta partida. Vuelve a intentarlo dentro de un momento.
error-code-unknown-address = No hay nada en esta dirección.
error-code-bad-message = El servidor no ha podido leer lo que envió esta página. Recarga la página.
error-code-not-your-turn = No es tu turno.
error-code-illegal-move = Esta jugada no es legal aquí.
error-code-stale-move = La partida avanzó antes de que llegara tu jugada. Mira el tablero y vuelve a jugar.
error-code-not-a-player = Los espectadores no pueden jugar en esta partida.
error-code-not-playing = La partida no está en juego: no ha empezado o ya terminó.
error-code-no-offer = No hay ninguna propuesta que responder.
error-code-no-claim = Ahora no hay tablas que reclamar.
error-code-cannot-abort = La partida ya no se puede anular.
error-code-cannot-takeback = No hay ninguna jugada que deshacer.
error-code-not-claimable = Tu rival no lleva fuera el tiempo suficiente para reclamar la victoria.
error-code-rate-limited = Demasiadas peticiones. Espera unos segundos y vuelve a intentarlo.
error-code-unfinished-games = Ya tienes tantas partidas sin terminar contra la computadora más fuerte como puede tener un jugador. Termina o anula una primero.
error-code-open-seeks = Ya tienes tantos desafíos abiertos como puede tener un jugador. Espera a un rival o cancela uno primero.
error-code-open-invitations = Ya tienes tantas invitaciones sin respuesta como puede tener un jugador. Espera a un amigo o cancela una primero.
refusal-unfinished-games = { $count ->
    [one] Tienes { $count } partida en curso contra la computadora en el nivel { $level }: termínala o anúlala primero.
   *[other] Tienes { $count } partidas en curso contra la computadora en el nivel { $level }: termina o anula una primero.
}
refusal-open-seeks = { $count ->
    [one] Tienes { $count } desafío esperando rival: cancélalo o espera a un jugador.
   *[other] Tienes { $count } desafíos esperando rival: cancela uno o espera a un jugador.
}
refusal-open-invitations = { $count ->
    [one] Tienes { $count } invitación que nadie ha respondido todavía: cancélala o espera a tu amigo.
   *[other] Tienes { $count } invitaciones que nadie ha respondido todavía: cancela una o espera a tus amigos.
}
refusal-game = Partida { $name }
error-code-storage = El servidor no ha podido guardarlo. Vuelve a intentarlo.
error-code-bad-pgn = No se pudo leer este texto de partida (PGN).
error-code-unknown-variant = Este sitio no ofrece ese juego.
error-code-no-puzzle = Ese problema no existe aquí.
error-code-bad-position = Esta posición no es válida en este juego. Revísala en el editor de tablero.
error-code-position-over = La partida ya habría terminado en esta posición: no se puede jugar ninguna jugada.
error-code-bad-clock = Este control de tiempo no está disponible: elige uno de la lista.
error-code-bad-level = El ordenador juega en los niveles 1 a 8: elige uno.
error-code-too-many-moves = Esta partida tiene más jugadas de las que el servidor reproduce de una vez.
error-code-not-this-site = Solo las páginas de este sitio pueden conectarse aquí.
error-code-name-length = Un nombre tiene de 3 a 20 caracteres.
error-code-name-characters = Un nombre solo puede llevar letras, cifras, _ y -.
error-code-name-reserved = Este nombre está reservado. Elige otro.
error-code-name-taken = Otro jugador ya tiene este nombre. Elige otro.
error-code-already-named = Este navegador ya juega con un nombre.
error-code-no-name = Solo los jugadores con nombre pueden hacer esto. Elige primero un nombre.
error-code-no-player = No hay ningún jugador con este nombre.
error-code-wrong-key = Esta clave de jugador no funciona. Puede estar mal copiada o haber sido sustituida por una más reciente.
error-code-no-device = Este dispositivo no es uno de los tuyos.
error-code-rated-needs-clock = Una partida puntuable necesita reloj: elige un ritmo.
error-code-rated-not-computer = Las partidas contra el ordenador nunca son puntuables.
error-code-out-of-range = Tu puntuación está fuera del rango que pidió este jugador.
error-code-chat-empty = El mensaje está vacío.
error-code-chat-too-long = Un mensaje tiene como máximo 140 caracteres.
error-code-chat-control = Un mensaje no puede contener saltos de línea ni otros caracteres de control.
error-code-chat-flood = Demasiados mensajes: como máximo 4 en 10 segundos. Espera un momento.
error-code-chat-repeated = Acabas de decir eso.
error-code-chat-presets-only = En esta partida solo se pueden enviar los mensajes predefinidos.
error-code-chat-full = Este chat está lleno: no se pueden guardar más mensajes en esta partida.
error-code-not-finished = Solo una partida terminada se puede compartir como GIF.
error-code-no-arena = Ninguna arena tiene esta dirección.
error-code-arena-length = Una arena dura de 10 a 180 minutos.
error-code-arena-start = Una arena empieza desde ahora hasta dentro de 7 días como mucho.
error-code-arena-joined = Ya estás en esta arena.
error-code-arena-over = Esta arena ha terminado.
error-code-not-in-arena = No estás en esta arena.
error-code-berserk-moved = El berserk solo es posible antes de tu primera jugada.
error-code-not-arena = El berserk solo existe en las partidas de arena.
error-code-in-arena = Las partidas de arena no tienen deshacer jugada ni revancha.
error-code-arena-limit = Ya has creado todas las arenas que puedes por ahora: espera a que termine una.
error-code-wrong-token = Este token no es (o ya no es) un token de este sitio.
error-code-not-a-bot = Solo una cuenta de bot puede usar la API de bots.
error-code-bot-account = Una cuenta de bot no puede hacer esto: los bots solo juegan por desafío.
error-code-no-challenge = No hay ningún desafío abierto con este identificador para ti.

## Tus partidas (página de inicio)
mine-title = Tus partidas
mine-empty = Todavía no hay ninguna partida. Empieza una aquí arriba y aparecerá en esta lista.
mine-finished-title = Terminadas
mine-your-turn = Te toca
mine-their-turn = Le toca a tu rival
mine-waiting = Esperando a un rival
mine-resume = Continuar
mine-view = Ver
mine-vs-computer = contra el ordenador, { $name }
mine-vs-friend = contra un amigo
mine-vs-seek = contra un rival de la sala
mine-same-device = en este dispositivo
mine-you-play = { $color ->
    [white] juegas con blancas
   *[black] juegas con negras
}
mine-won = Ganada
mine-lost = Perdida
mine-drawn = Tablas
mine-moves = { $count ->
    [0] ninguna jugada todavía
    [one] { $count } jugada
   *[other] { $count } jugadas
}

## Niveles del ordenador
level-1 = Principiante
level-2 = Novato
level-3 = Aficionado
level-4 = Jugador de club
level-5 = Jugador de club fuerte
level-6 = Experto
level-7 = Maestro
level-8 = El más fuerte
level-option = { $level } · { $name }
level-about = unos { $rating }

## La página de invitación
challenge-title = Te invitan a una partida: { $name }
challenge-clock = Reloj: { $name }
challenge-color = { $color ->
    [white] Jugarías con blancas.
    [black] Jugarías con negras.
   *[random] Tu color se sorteará.
}
challenge-accept = Aceptar
challenge-decline = Rechazar
challenge-declined = Has rechazado esta invitación. Ya se lo hemos dicho a quien te la envió.
invite-declined = Han rechazado tu invitación.
share-share = Compartir
share-text = Juega conmigo en Regalia: { $name }

## Título de la pestaña
title-your-turn = Te toca

## Respuestas a las propuestas
offer-draw-declined = Tu rival ha rechazado las tablas.
offer-takeback-declined = Tu rival no acepta deshacer la jugada.
offer-rematch-declined = Tu rival ha rechazado la revancha.

## Jugadas anticipadas
premove-queued = La jugada anticipada { $move } espera tu turno. Clic derecho o Escape la cancela.

## Lielow
lielow-losing-confirm = Esta jugada pierde la partida. ¿Jugarla de todos modos?
