# Partidas por correspondência (dias por lance) e avisos de "sua vez".

clock-correspondence = Correspondência
clock-days = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
time-left-days = { $days } d { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = faltam { $time }
mine-time-out = tempo esgotado
mine-turns-waiting = { $count ->
    [one] { $count } partida espera o seu lance
   *[other] { $count } partidas esperam o seu lance
}
game-claim-timeout = Reivindicar a vitória (o tempo do seu adversário acabou)
