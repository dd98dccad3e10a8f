# Partidas por correspondencia (días por jugada) y avisos de "te toca".

clock-correspondence = Por correspondencia
clock-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
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
