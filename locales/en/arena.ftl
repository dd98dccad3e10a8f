# Regalia: arenas (tournaments): the list, the creation form, one arena's
# page, the game page's arena box and the home page's line (English).

## Header
nav-arenas = Arenas

## The list (/tournaments)
arena-list-title = Arenas
arena-list-intro = Play as many games as you can before the time runs out. A win gives 2 points and a draw 1; two wins in a row set you on fire and your wins count double. Anyone may watch; a player with a name may join.
arena-upcoming = Starting soon
arena-running = Playing now
arena-finished = Finished
arena-none = No arena of this game right now.
arena-by-link = By link
arena-winner = Winner: { $name }
arena-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
arena-minutes = { $number } min
arena-starts-countdown = Starts in { $clock }
arena-ends-countdown = Ends in { $clock }
arena-over = Finished
arena-loading = Loading…

## Making an arena
arena-create-title = Make an arena
arena-create-intro = Choose the game, the clock and the length, then share the link of the arena’s page.
arena-need-name = You need a name to make or join an arena.
arena-game = Game
arena-clock = Clock
arena-length = Length
arena-starts-in = Starts
arena-in-minutes = in { $number } min
arena-at-once = At once
arena-rated = Rated
arena-private = Only for those with the link
arena-create = Make the arena
arena-error-length = An arena lasts from 10 to 180 minutes.
arena-error-start = Choose when the arena starts.

## One arena (/tournament/{id})
arena-title = Arena
arena-of-game = { $game } arena
arena-not-found = There is no such arena.
arena-join = Join
arena-resume = Join again
arena-pause = Pause
arena-withdraw = Withdraw
arena-take-name = Take a name to join
arena-standings = Standings
arena-rank = Rank
arena-player = Player
arena-rating = Rating
arena-sheet = Games
arena-score = Points
arena-on-fire = On fire: the next win counts double
arena-paused = paused
arena-empty = Nobody has joined yet.
arena-pages = Standings pages
arena-previous = Previous
arena-next = Next
arena-page = Page { $number } of { $total }
arena-find-me = Show my line
arena-game-starting = Your game is starting…
arena-game-on = You have a game in progress.
arena-go-to-game = Go to your game
arena-featured-title = Featured game
arena-watch = Watch
arena-podium-title = Podium
arena-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
arena-close = Close
arena-no-games = No game yet.
arena-games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
arena-performance = performance { $number }
arena-summary-title = Summary
arena-summary-games = Games
arena-summary-white = White wins
arena-summary-black = Black wins
arena-summary-draws = Draws
arena-summary-berserk = Berserk rate
arena-summary-rating = Average rating
arena-how-title = How it works
arena-how = As soon as your game ends you wait a few seconds and get a new opponent near you in the standings. A win gives 2 points, a draw 1, a loss 0. After two wins in a row you are on fire: wins give 4 and draws 2 until a game you do not win. A draw in fewer than 10 moves gives nothing. Berserk halves your own clock for one more point if you win after at least 7 moves. Pause to stop being paired; your points stay.

## The game page and the home page
arena-back = Back to the arena
arena-berserk = Berserk
arena-berserk-hint = Halve your clock (and lose the increment) for one more point if you win
arena-returning = Back to the arena in a moment, for your next game…
arena-home-next = Next { $game } arena in { $number } min
arena-home-all = All arenas
