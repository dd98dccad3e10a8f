# Die Lobby auf der Startseite: eine Zeile pro offener Herausforderung.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = Farbe wird ausgelost
lobby-side-white = du spielst Weiß
lobby-side-black = du spielst Schwarz
lobby-no-clock = ohne Uhr
