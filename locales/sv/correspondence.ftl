# Korrespondenspartier (dagar per drag) och besked om att det är ditt drag.

clock-correspondence = Korrespondens
clock-days = { $days ->
    [one] { $days } dag per drag
   *[other] { $days } dagar per drag
}
time-left-days = { $days } d { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = { $time } kvar
mine-time-out = tiden är ute
mine-turns-waiting = { $count ->
    [one] { $count } parti väntar på ditt drag
   *[other] { $count } partier väntar på ditt drag
}
game-claim-timeout = Kräv vinsten (motståndarens tid har tagit slut)
