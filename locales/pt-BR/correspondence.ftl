# Partidas por correspondência (dias por lance) e avisos de "sua vez".

clock-correspondence = Correspondência
clock-days = { $count ->
    [one] { $count } dia por lance
   *[other] { $count } dias por lance
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Sua vez: { $game }
push-turn-body = Seu adversário jogou.
push-joined-title = Sua partida começa: { $game }
push-joined-body = Um adversário ocupou o outro lugar.
push-arena-title = Sua partida da arena começa: { $game }
push-arena-body = Sua próxima partida da arena começou.
push-enable = Avisar quando for a minha vez
push-enabled = As notificações estão ativadas
push-disable = Desativar as notificações
push-refused = As notificações estão bloqueadas neste navegador: a sua vez aparece na página.
push-unavailable = Este navegador não pode mostrar notificações deste site: a sua vez aparece na página.
