# Regalia: player names, player keys, ratings, player pages and leaderboards
# (English). Shown by the pages and the client.

## Header
nav-player = Your name
nav-leaderboard = Leaderboards

## Taking a name (/player)
player-title = Your name
player-intro = Play without an account. A name lets you play rated games, shows your ratings on your own page and the leaderboards, and keeps you the same player on your other devices.
player-anonymous = You play as Anonymous.
player-name-label = Name
player-name-hint = 3 to 20 letters, digits, _ or -.
player-take = Take this name
player-key-title = Your player key
player-key-sentence = Keep this link: it lets you play as { $name } on another device.
player-key-once = It is shown only this once. Anyone with the link can play as you.
player-copy = Copy
player-copied = Copied
player-playing-as = You play as { $name }.
player-your-page = Your player page
player-new-key = Make a new key
player-new-key-note = The old key stops working at once; your devices stay signed in.
player-devices = Your devices
player-device-this = This device
player-device-since = Signed in since
player-sign-out = Sign out
player-tokens = API tokens
player-tokens-sentence = A token lets a program play as you through the Bot and Board API, as on lichess (lichess-bot, berserk): it sends the token as “Authorization: Bearer …”. Keep it secret.
player-token-new = Make a token
player-token-once = This token is shown only this once: copy it now.
player-token-revoke = Revoke
player-token-none = No token yet.
player-bot-title = BOT
player-has-key = Have a player key from another device?
player-key-label = Player key
player-sign-in = Sign in
player-signed-in = This browser now plays as { $name }.
player-take-link = Take a name to play rated games

## Rated and casual games
game-rated = Rated
game-casual = Casual
home-rated = Rated game
home-range = Rating range
home-range-any = Any

## Player page (/@/name)
profile-title = Player
profile-rated-games = Rated games
profile-wins = Wins
profile-draws = Draws
profile-losses = Losses
profile-history = Rating history
profile-recent = Recent rated games
profile-playing = Playing now
profile-none = No rated game yet.
profile-won = Won
profile-drawn = Drawn
profile-lost = Lost
profile-against = against { $name }
profile-uncounted = not counted: the day’s rated games of this pair were already played

## Leaderboards (/leaderboard)
leaderboard-title = Leaderboards
leaderboard-intro = Only settled ratings are listed: at least { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
} in the game, and a rating deviation below { $number }.
leaderboard-empty = Nobody has a settled rating in this game yet.
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Games
