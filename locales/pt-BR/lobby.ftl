# O saguão da página inicial: uma linha por desafio aberto.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = cor sorteada
lobby-side-white = você joga de brancas
lobby-side-black = você joga de pretas
lobby-no-clock = sem relógio
