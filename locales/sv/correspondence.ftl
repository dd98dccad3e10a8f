# Korrespondenspartier (dagar per drag) och besked om att det är ditt drag.

clock-correspondence = Korrespondens
clock-days = { $count ->
    [one] { $count } dag per drag
   *[other] { $count } dagar per drag
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Ditt drag: { $game }
push-turn-body = Din motståndare har dragit.
push-joined-title = Ditt parti börjar: { $game }
push-joined-body = En motståndare har tagit den andra platsen.
push-arena-title = Ditt arenaparti börjar: { $game }
push-arena-body = Ditt nästa arenaparti har börjat.
push-enable = Meddela mig när det är mitt drag
push-enabled = Aviseringar är på
push-disable = Stäng av aviseringar
push-refused = Aviseringar är blockerade i den här webbläsaren: ditt drag visas på sidan i stället.
push-unavailable = Den här webbläsaren kan inte visa aviseringar från webbplatsen: ditt drag visas på sidan i stället.
