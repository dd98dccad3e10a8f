# Regalia site: pages, buttons and client messages (English).

## Frame
site-description = Play King of the Hill, Racing Kings, Lielow and chess in your browser, with no account.
site-skip = Skip to main content
site-beta = Beta
site-beta-title = Regalia is new: tell us what goes wrong.
nav-label = Main
nav-play = Play
nav-rules = Rules
nav-stats = Statistics
lang-label = Language
lang-apply = Change
footer-tagline = Chess variants without an account

## Errors
error-not-found-title = Page not found
error-no-such-game = There is no such game here. The link may be incomplete.
error-back-home = Back to the home page
error-network = The server cannot be reached. Check your connection and try again.
error-generic = Something went wrong: { $name }

## Games
game-kingofthehill = King of the Hill
game-kingofthehill-blurb = Chess, plus a new way to win: walk your king to one of the four centre squares.
game-racingkings = Racing Kings
game-racingkings-blurb = No checks allowed: the first king to reach the last rank wins the race.
game-lielow = Lielow
game-lielow-blurb = Stacks of checkers that move as far as they are tall. Take the enemy crown.
game-chess = Chess
game-chess-blurb = The classic game, with every rule you know.

## Home
home-page-title = Play chess variants
home-title = Play chess variants, no account needed
home-intro = Pick a game, then play on this device, send a link to a friend, take on the computer or wait for an opponent in the lobby.
home-games-title = Games
home-counts-loading = Looking for players…
home-players-online = { $count ->
    [0] Nobody is playing right now
    [one] One player online
   *[other] { $count } players online
}
home-rooms-waiting = { $count ->
    [0] No open seek
    [one] { $count } open seek
   *[other] { $count } open seeks
}
home-clock-label = Clock for games by link or in the lobby (minutes + seconds per move)
clock-unlimited = No clock
mode-local = Play on this device
mode-friend = Play a friend (link)
mode-ai = Play the computer
mode-seek = Open a seek
ai-level = Level
ai-color = Your colour
ai-start = Start the game
color-white = White
color-black = Black
color-random = Random
card-rules = How to play
lobby-title = Open seeks
lobby-intro = Players waiting for an opponent. Join with one click.
lobby-loading = Loading the lobby…
lobby-empty = No open seeks. Open one and the next visitor can join you.
lobby-join = Join
lobby-cancel = Cancel
lobby-yours = Your seek: waiting for an opponent…
lobby-seek-of = { $name } plays { $color }
lobby-anonymous = Anonymous
local-title = Your games on this device
local-empty = No game in progress on this device.
local-resume = Resume
local-delete = Delete
local-moves = { $count ->
    [0] not started
    [one] 1 move
   *[other] { $count } moves
}
local-finished = finished
local-delete-confirm = Delete this game for good?

## Game page
game-page-title = Game
local-page-title = Game on this device
game-board-label = Board
game-needs-script = The board needs JavaScript. Turn it on in your browser to play.
game-connection = Connection
game-promote = Promote to
game-flip = Flip the board
game-off-board = Move off the board
game-sound = Sounds on or off
game-accept = Accept
game-decline = Decline
game-moves = Moves
game-nav = Move through the game
game-nav-first = First position
game-nav-prev = Previous move
game-nav-next = Next move
game-nav-last = Current position
game-input-label = Type a move
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coordinates (e2e4), algebraic (Nf3) or Lielow (a2-off). Press Enter to play.
game-input-play = Play
game-abort = Abort
game-resign = Resign
game-offer-draw = Offer a draw
game-claim-threefold = Claim a draw (threefold repetition)
game-claim-fifty = Claim a draw (50-move rule)
game-takeback = Take back
game-rematch = Rematch
game-claim-victory = Claim the win (your opponent left)
game-new-local = New game
game-delete-local = Delete this game
game-pgn = Download PGN
game-rules-link = Rules of this game
game-loading = Loading the game…
game-your-turn = Your turn
game-their-turn = Waiting for your opponent
game-turn = { $color ->
    [white] White to play
   *[black] Black to play
}
game-you-are = You play { $color ->
    [white] White
   *[black] Black
}
game-spectating = You are watching this game
game-waiting-opponent = Waiting for your friend to open the link
game-waiting-seek = Your seek is in the lobby. The game starts when someone joins.
game-ai-thinking = The computer is thinking…
game-ai-busy = { $count ->
    [one] The computer is thinking… (busy: { $count } game ahead of yours)
   *[other] The computer is thinking… (busy: { $count } games ahead of yours)
}
game-ai-name = Computer, level { $level }
game-you = You
game-opponent = Opponent
game-white = White
game-black = Black
game-online = online
game-offline = offline
game-reconnecting = Reconnecting…
page-fault = Something went wrong on this page. Reload it to go on.
game-draw-offered = Your opponent offers a draw.
game-draw-offer-sent = Draw offered. Waiting for an answer.
game-takeback-offered = Your opponent asks to take back the last move.
game-takeback-offered-two = Your opponent asks to take back two moves: your last move and theirs before it.
game-takeback-sent = Takeback asked. Waiting for an answer.
game-rematch-offered = Your opponent wants a rematch.
game-rematch-sent = Rematch offered. Waiting for an answer.
game-resign-confirm = Resign this game?
game-illegal-move = { $move } is not a legal move here.
game-move-unconfirmed = not confirmed by the server yet
race-illegal-move = { $move } is not a legal move here. In Racing Kings no move may give check, and no king may step onto an attacked square.
race-black-may-draw = White reached the last rank: Black has one move to reach it too and draw.
game-unknown-move = “{ $move }” is not a move. Try e2e4, Nf3 or a2-off.
game-viewing-past = You are looking at an earlier position. Go to the current position to move.
game-moved = { $color ->
    [white] White played { $move }
   *[black] Black played { $move }
}
game-lielow-stack = { $color ->
    [white] White stack of { $count }
   *[black] Black stack of { $count }
}
game-lielow-crown = crowned
game-promote-queen = Queen
game-promote-rook = Rook
game-promote-bishop = Bishop
game-promote-knight = Knight
game-promote-king = King
game-promote-cancel = Cancel
game-position = Position
game-piece-pawn = Pawn
share-title = Invite a friend
share-hint = Send this link to your opponent. Whoever opens it first takes the seat.
share-copy = Copy
share-copied = Copied
share-watch-title = Link for spectators
join-text = A seat is free in this game.
join-button = Take the seat and play

## Results
result-white-wins = White wins
result-black-wins = Black wins
result-draw = Draw
result-aborted = Game aborted
reason-checkmate = { $color ->
    [white] White checkmated Black
   *[black] Black checkmated White
}
reason-stalemate = Stalemate
reason-insufficient-material = Neither side can checkmate
reason-hill = { $color ->
    [white] White's king reached the hill
   *[black] Black's king reached the hill
}
reason-race = { $color ->
    [white] White's king won the race to the last rank
   *[black] Black's king won the race to the last rank
}
reason-race-draw = Both kings reached the last rank
reason-crown-captured = { $color ->
    [white] White captured Black's crown
   *[black] Black captured White's crown
}
reason-crown-off-board = { $color ->
    [white] Black's crowned stack left the board
   *[black] White's crowned stack left the board
}
reason-resignation = { $color ->
    [white] Black resigned
   *[black] White resigned
}
reason-timeout = { $color ->
    [white] Black ran out of time
   *[black] White ran out of time
}
reason-agreement = Draw by agreement
reason-threefold = Draw by threefold repetition
reason-fifty-moves = Draw by the 50-move rule
reason-abandoned = { $color ->
    [white] Black left the game
   *[black] White left the game
}
reason-aborted = The game was aborted before it really began

## Rules guides (frame around guides.ftl)
guide-diagram-label = The start position
guide-diagram-caption = The start position
guide-other-games = Other games
guide-back-fallback = Back to your game

## Statistics
stats-title = Statistics
stats-intro = Results of every finished game on this server.
stats-loading = Counting games…
stats-games = { $count ->
    [0] No finished game yet
    [one] 1 finished game
   *[other] { $count } finished games
}
stats-results = Results
stats-white-wins = White wins
stats-black-wins = Black wins
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Draws
stats-endings = How games ended
stats-nothing = Play a game and it will show up here.
ending-checkmate = Checkmate
ending-stalemate = Stalemate
ending-insufficient-material = Insufficient material
ending-hill = King reached the hill
ending-race = King won the race
ending-race-draw = Both kings reached the last rank
ending-crown-captured = Crown captured
ending-crown-off-board = Crown left the board
ending-resignation = Resignation
ending-timeout = Time ran out
ending-agreement = Draw agreed
ending-threefold = Threefold repetition
ending-fifty-moves = 50-move rule
ending-abandoned = Game abandoned
ending-aborted = Aborted

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = “{ $move }” cannot be read as a move.
why-game-over = the game is already over.
why-no-piece = no piece of the side to move can make that move.
why-ambiguous = more than one piece can make that move, so say which one (as in Nbd2).
why-in-check = the king is in check and this move does not end the check.
why-pinned = that piece is pinned, and moving it would leave its own king in check.
why-king-attacked = the king may not step onto a square the other side attacks.
why-hill-attacked = that centre square is attacked, so the king may not step onto it.
why-gives-check = { $move } would give check, which Racing Kings forbids.
why-castling = castling is not possible now.
why-not-this-way = that stack cannot move that way.
game-illegal-why = { $move } is not a legal move here: { $why }

## TV (/tv)
tv-title = TV
tv-intro = The game being played by the highest-rated players, live. When it ends, TV goes on to the next.
tv-all = All games
tv-channels = TV channels
tv-empty = Nobody is playing here right now. TV shows the next game as soon as one starts.
home-tv = Watch the best game being played on TV
