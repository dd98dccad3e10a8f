# Partidas por correspondencia (días por jugada) y avisos de "te toca".

clock-correspondence = Por correspondencia
clock-days = { $count ->
    [one] { $count } día por jugada
   *[other] { $count } días por jugada
}
time-left-days = { $days } d { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = quedan { $time }
mine-time-out = se acabó el tiempo
mine-turns-waiting = { $count ->
    [one] { $count } partida espera tu jugada
   *[other] { $count } partidas esperan tu jugada
}
game-claim-timeout = Reclamar la victoria (se acabó el tiempo de tu rival)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Te toca: { $game }
push-turn-body = Tu rival ha jugado.
push-joined-title = Tu partida empieza: { $game }
push-joined-body = Un rival ha ocupado el otro puesto.
push-arena-title = Tu partida de arena empieza: { $game }
push-arena-body = Tu siguiente partida de arena ha empezado.
push-enable = Avisarme cuando me toque
push-enabled = Las notificaciones están activadas
push-disable = Desactivar las notificaciones
push-refused = Las notificaciones están bloqueadas en este navegador: tu turno se muestra en la página.
push-unavailable = Este navegador no puede mostrar notificaciones de este sitio: tu turno se muestra en la página.
