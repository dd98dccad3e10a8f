# Parties par correspondance (jours par coup) et avis « à vous de jouer ».

clock-correspondence = Par correspondance
clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
time-left-days = { $days } j { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = encore { $time }
mine-time-out = temps écoulé
mine-turns-waiting = { $count ->
    [one] { $count } partie attend votre coup
   *[other] { $count } parties attendent votre coup
}
game-claim-timeout = Réclamer la victoire (le temps de votre adversaire est écoulé)
