# Fernpartien (Tage pro Zug) und Hinweise „Du bist am Zug“.

clock-correspondence = Fernschach
clock-days = { $count ->
    [one] { $count } Tag pro Zug
   *[other] { $count } Tage pro Zug
}
time-left-days = { $days } T { $hours } Std
time-left-hours = { $hours } Std { $minutes } Min
time-left-minutes = { $minutes } Min
mine-time-left = noch { $time }
mine-time-out = Zeit abgelaufen
mine-turns-waiting = { $count ->
    [one] { $count } Partie wartet auf deinen Zug
   *[other] { $count } Partien warten auf deinen Zug
}
game-claim-timeout = Sieg beanspruchen (die Zeit deines Gegners ist abgelaufen)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Du bist am Zug: { $game }
push-turn-body = Dein Gegner hat gezogen.
push-joined-title = Deine Partie beginnt: { $game }
push-joined-body = Ein Gegner hat den anderen Platz eingenommen.
push-arena-title = Deine Arena-Partie beginnt: { $game }
push-arena-body = Deine nächste Arena-Partie hat begonnen.
push-enable = Benachrichtige mich, wenn ich am Zug bin
push-enabled = Benachrichtigungen sind an
push-disable = Benachrichtigungen ausschalten
push-refused = Benachrichtigungen sind in diesem Browser blockiert: Dein Zug wird stattdessen auf der Seite angezeigt.
push-unavailable = Dieser Browser kann keine Benachrichtigungen dieser Website zeigen: Dein Zug wird stattdessen auf der Seite angezeigt.
