# Partite per corrispondenza (giorni per mossa) e avvisi "tocca a te".

clock-correspondence = Per corrispondenza
clock-days = { $days ->
    [one] { $days } giorno per mossa
   *[other] { $days } giorni per mossa
}
time-left-days = { $days } g { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = restano { $time }
mine-time-out = tempo scaduto
mine-turns-waiting = { $count ->
    [one] { $count } partita aspetta la tua mossa
   *[other] { $count } partite aspettano la tua mossa
}
game-claim-timeout = Rivendica la vittoria (il tempo del tuo avversario è scaduto)
