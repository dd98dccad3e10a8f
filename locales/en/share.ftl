# Regalia: sharing games and positions (English): link previews, pictures, embedded boards.

## Buttons on a game's page
game-download-png = Download PNG
game-share-gif = Share as GIF
game-embed = Embed
game-embed-title = Embed this game
game-embed-hint = Paste this code into a web page to show the board there, with its moves.

## The embedded board
embed-open = Open on Regalia

## Link previews
preview-game-title = { $game }: { $white } vs { $black }
preview-invite-title = { $game }: { $name } invites you to play
preview-invite-anonymous = { $game }: an invitation to play
preview-invite-text = Open the link to take the free seat and play on Regalia, no account needed.
preview-playing = Being played now on Regalia.
preview-position-title = { $game }: a position to analyse
preview-position-text = Open this position on Regalia's analysis board.
