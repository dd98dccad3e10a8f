# O tabuleiro de análise, o motor, a revisão da partida e a importação de PGN.

analysis-board = Tabuleiro de análise
analysis-page-title = Tabuleiro de análise: { $game }
analysis-analyse = Analisar
analysis-review-link = Revisão
analysis-back-to-game = Voltar à partida
analysis-bar-label = Chances de vitória das brancas
analysis-engine = Motor
analysis-lines = Linhas
analysis-depth = profundidade { $number }
analysis-play-line = Jogar o primeiro lance desta linha
analysis-no-moves = Nenhum lance ainda: faça um no tabuleiro, por qualquer um dos lados.
analysis-promote = Tornar linha principal
analysis-delete = Apagar a partir daqui
analysis-draw = Empate
analysis-won = partida vencida
analysis-win-hill = { $count ->
    [1] colina no próximo lance
    [one] colina em { $count }
   *[other] colina em { $count }
}
analysis-win-race = { $count ->
    [1] corrida vencida no próximo lance
    [one] corrida vencida em { $count }
   *[other] corrida vencida em { $count }
}
analysis-win-checkmate = { $count ->
    [1] mate no próximo lance
    [one] mate em { $count }
   *[other] mate em { $count }
}
analysis-win-crown = { $count ->
    [1] coroa no próximo lance
    [one] coroa em { $count }
   *[other] coroa em { $count }
}
analysis-win-any = { $count ->
    [1] vence no próximo lance
    [one] vence em { $count }
   *[other] vence em { $count }
}
analysis-review-title = Revisão da partida
analysis-review = Revisar a partida
analysis-review-progress = { $count ->
    [one] { $count } posição de { $total } avaliada
   *[other] { $count } posições de { $total } avaliadas
}
analysis-graph-label = Chances de vitória das brancas ao longo da partida; clique para ir a um lance
analysis-count-inaccuracies = { $count ->
    [0] nenhuma imprecisão
    [one] { $count } imprecisão
   *[other] { $count } imprecisões
}
analysis-count-mistakes = { $count ->
    [0] nenhum erro
    [one] { $count } erro
   *[other] { $count } erros
}
analysis-count-blunders = { $count ->
    [0] nenhuma capivarada
    [one] { $count } capivarada
   *[other] { $count } capivaradas
}
analysis-mark-inaccuracy = Imprecisão
analysis-mark-mistake = Erro
analysis-mark-blunder = Capivarada
analysis-best-was = Melhor era { $move }.
analysis-pgn-title = Abrir um PGN
analysis-pgn-hint = Cole uma partida em PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Abrir
analysis-pgn-empty = Nada para abrir: cole antes uma partida em PGN.
analysis-pgn-bad-tag = Linha { $line }, coluna { $column }: esta etiqueta não pode ser lida; escreva-a como [Nome "valor"].
analysis-pgn-unknown-variant = Linha { $line }: “{ $game }” não é um jogo disponível aqui.
analysis-pgn-bad-fen = Linha { $line }: a etiqueta FEN não é uma posição válida deste jogo.
analysis-pgn-refused = O lance { $move } não é legal aqui: { $why } Os lances anteriores foram carregados.
analysis-pgn-refused-variation = Em uma variante, o lance { $move } não é legal aqui: { $why } A variante para antes dele.
analysis-pgn-skipped = Comentários e sinais de anotação não são mantidos ({ $number }).
analysis-pgn-too-deep = Linha { $line }, coluna { $column }: as variantes estão aninhadas profundamente demais para abrir aqui.
analysis-pgn-unclosed = Linha { $line }, coluna { $column }: “{ $move }” é aberto mas nunca fechado.
analysis-pgn-too-long = Linha { $line }: a partida é longa demais para ser aberta aqui.
analysis-error-too-many-analyses = Análises demais ao mesmo tempo a partir do seu endereço: feche a análise aberta em outra aba ou espere que ela termine.
analysis-error-rate-limited = Análises demais em pouco tempo: espere alguns segundos.
analysis-error-bad-position = Esta posição não pode ser analisada: ela não é válida neste jogo.
analysis-error-bad-message = O motor não entendeu o pedido.
analysis-error-no-game = Não há partida terminada neste endereço.
analysis-error-not-over = Esta partida ainda está em andamento: a análise abre quando ela terminar.
analysis-error-busy = O motor está ocupado: tente de novo em instantes.
analysis-queued = { $count ->
    [0] Aguardando o motor: a sua é a próxima
    [one] Aguardando o motor: { $count } análise antes da sua
   *[other] Aguardando o motor: { $count } análises antes da sua
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Explorador de aberturas
analysis-explorer-loading = Buscando as partidas jogadas a partir daqui…
analysis-explorer-about = Partidas terminadas entre pessoas no Regalia, a partir da posição inicial de sempre; partidas contra o computador ou um bot ficam de fora.
analysis-explorer-move = Lance
analysis-explorer-games = Partidas
analysis-explorer-results = Brancas / empate / Pretas
analysis-explorer-rating = Rating médio
analysis-explorer-total = { $count ->
    [one] { $count } partida desta posição
   *[other] { $count } partidas desta posição
}
analysis-explorer-none = Nenhuma partida no Regalia chegou a esta posição ainda.
analysis-explorer-deep = { $count ->
    [one] Cada partida só é contada no seu primeiro lance; esta posição vem depois.
   *[other] Cada partida só é contada nos seus primeiros { $count } lances; esta posição vem depois.
}
analysis-explorer-offline = Não foi possível acessar o explorador: sem conexão.
analysis-explorer-play = { $count ->
    [one] Jogar { $move } ({ $count } partida)
   *[other] Jogar { $move } ({ $count } partidas)
}
analysis-explorer-white = Brancas venceram { $percent }%
analysis-explorer-draw = Empate { $percent }%
analysis-explorer-black = Pretas venceram { $percent }%
