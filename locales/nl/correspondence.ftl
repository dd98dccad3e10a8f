# Correspondentiepartijen (dagen per zet) en meldingen "jij bent aan zet".

clock-correspondence = Correspondentie
clock-days = { $count ->
    [one] { $count } dag per zet
   *[other] { $count } dagen per zet
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Jij bent aan zet: { $game }
push-turn-body = Je tegenstander heeft gezet.
push-joined-title = Je partij begint: { $game }
push-joined-body = Een tegenstander heeft de andere plaats ingenomen.
push-arena-title = Je arenapartij begint: { $game }
push-arena-body = Je volgende arenapartij is begonnen.
push-enable = Meld het me als ik aan zet ben
push-enabled = Meldingen staan aan
push-disable = Meldingen uitzetten
push-refused = Meldingen zijn geblokkeerd in deze browser: je beurt wordt in plaats daarvan op de pagina getoond.
push-unavailable = Deze browser kan geen meldingen van deze site tonen: je beurt wordt in plaats daarvan op de pagina getoond.
