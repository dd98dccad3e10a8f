# Correspondence games (days per move) and "your turn" notices.

# The group of days-per-move choices in the time control list.
clock-correspondence = Correspondence
# A days-per-move time control, in lists and on the game page.
clock-days = { $count ->
    [one] { $count } day per move
   *[other] { $count } days per move
}
# Time left to move in a correspondence game.
time-left-days = { $days } d { $hours } h
time-left-hours = { $hours } h { $minutes } min
time-left-minutes = { $minutes } min
# "Your games": the time the side to move has left ($time: time-left-*).
mine-time-left = { $time } left
mine-time-out = time is up
# The home page: how many games wait for this browser's move.
mine-turns-waiting = { $count ->
    [one] { $count } game waits for your move
   *[other] { $count } games wait for your move
}
# The claim button of a correspondence game.
game-claim-timeout = Claim the win (your opponent's time ran out)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Your move: { $game }
push-turn-body = Your opponent has moved.
push-joined-title = Your game starts: { $game }
push-joined-body = An opponent took the other seat.
push-arena-title = Your arena game starts: { $game }
push-arena-body = Your next arena game has begun.
push-enable = Notify me when it is my turn
push-enabled = Notifications are on
push-disable = Turn notifications off
push-refused = Notifications are blocked in this browser: your turn is shown on the page instead.
push-unavailable = This browser cannot show notifications from this site: your turn is shown on the page instead.
