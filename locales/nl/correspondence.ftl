# Correspondentiepartijen (dagen per zet) en meldingen "jij bent aan zet".

clock-correspondence = Correspondentie
clock-days = { $days ->
    [one] { $days } dag per zet
   *[other] { $days } dagen per zet
}
time-left-days = { $days } d { $hours } u
time-left-hours = { $hours } u { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = nog { $time }
mine-time-out = tijd is om
mine-turns-waiting = { $count ->
    [one] { $count } partij wacht op jouw zet
   *[other] { $count } partijen wachten op jouw zet
}
game-claim-timeout = Claim de winst (de tijd van je tegenstander is om)
