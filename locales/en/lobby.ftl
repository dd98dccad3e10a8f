# The lobby on the home page: one line per open seek, and its words.
# $name is the player (always "Anonymous" for now), $game the game's name,
# $clock the time control ("5+3", or lobby-no-clock), $side the colour the
# visitor would play (one of the lobby-side-* messages).
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = random colour
lobby-side-white = you play White
lobby-side-black = you play Black
lobby-no-clock = no clock
