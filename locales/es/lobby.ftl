# La sala de la página de inicio: una línea por cada desafío abierto.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = color al azar
lobby-side-white = juegas con blancas
lobby-side-black = juegas con negras
lobby-no-clock = sin reloj
