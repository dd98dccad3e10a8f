# Fernpartien (Tage pro Zug) und Hinweise „Du bist am Zug“.

clock-correspondence = Fernschach
clock-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
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
