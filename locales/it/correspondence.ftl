# Partite per corrispondenza (giorni per mossa) e avvisi "tocca a te".

clock-correspondence = Per corrispondenza
clock-days = { $count ->
    [one] { $count } giorno per mossa
   *[other] { $count } giorni per mossa
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Tocca a te: { $game }
push-turn-body = Il tuo avversario ha mosso.
push-joined-title = La tua partita inizia: { $game }
push-joined-body = Un avversario ha preso l’altro posto.
push-arena-title = La tua partita dell’arena inizia: { $game }
push-arena-body = La tua prossima partita dell’arena è iniziata.
push-enable = Avvisami quando tocca a me
push-enabled = Le notifiche sono attive
push-disable = Disattiva le notifiche
push-refused = Le notifiche sono bloccate in questo browser: il tuo turno viene mostrato nella pagina.
push-unavailable = Questo browser non può mostrare notifiche di questo sito: il tuo turno viene mostrato nella pagina.
