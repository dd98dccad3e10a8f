# Partie korespondencyjne (dni na ruch) i powiadomienia „twój ruch”.

clock-correspondence = Korespondencyjnie
clock-days = { $days ->
    [one] { $days } dzień na ruch
    [few] { $days } dni na ruch
   *[many] { $days } dni na ruch
}
time-left-days = { $days } d { $hours } godz.
time-left-hours = { $hours } godz. { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = zostało { $time }
mine-time-out = czas minął
mine-turns-waiting = { $count ->
    [one] { $count } partia czeka na twój ruch
    [few] { $count } partie czekają na twój ruch
   *[many] { $count } partii czeka na twój ruch
}
game-claim-timeout = Odbierz zwycięstwo (czas przeciwnika minął)
