# Lobbyn på startsidan: en rad per öppen utmaning.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = slumpad färg
lobby-side-white = du spelar vit
lobby-side-black = du spelar svart
lobby-no-clock = utan klocka
