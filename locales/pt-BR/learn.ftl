# Lições e problemas: rótulos e mensagens das páginas (os textos das lições estão em lessons.ftl).

nav-learn = Aprender
learn-index-title = Aprenda os jogos
learn-index-intro = Lições curtas ensinam cada regra num tabuleiro pequeno; depois, os problemas treinam o que você aprendeu.
learn-lessons-count = { $count ->
    [one] { $count } lição
   *[other] { $count } lições
}
learn-puzzles-link = Problemas
learn-lessons-link = Lições
learn-card-link = Lições e problemas
learn-guide-lessons = Pratique estas regras em lições curtas
learn-guide-puzzles = Treine com problemas
learn-page-title = { $game }: lições
learn-no-such-game = Não há lições nem problemas para este jogo.
learn-hint = Dica
learn-retry = Tentar de novo
learn-next-lesson = Próxima lição
learn-lessons-title = Todas as lições
learn-progress = { $count ->
    [one] { $count } de { $total } lições concluída
   *[other] { $count } de { $total } lições concluídas
}
learn-play-as = { $color ->
    [white] Você joga de Brancas.
   *[black] Você joga de Pretas.
}
learn-success = Muito bem!
learn-wrong = Esse lance não alcança o objetivo. Tente de novo.
learn-not-yet = O objetivo ainda não foi alcançado e esta lição não tem mais lances. Tente de novo.
learn-lost = Esse lance perde a partida. Tente de novo.
learn-reply = Seu adversário responde { $move }.
learn-all-done = Você fez todas as lições deste jogo. Agora experimente os problemas!
puzzle-page-title = { $game }: problemas
puzzle-retry = Tentar de novo
puzzle-show-solution = Ver a solução
puzzle-next = Próximo problema
puzzle-goal-hill = { $count ->
    [one] Leve seu rei à colina com este lance.
   *[other] Force seu rei até a colina em { $count } lances.
}
puzzle-goal-race = { $count ->
    [one] Vença a corrida com este lance.
   *[other] Vença a corrida em { $count } lances.
}
puzzle-goal-checkmate = { $count ->
    [one] Mate em um lance.
   *[other] Mate em { $count } lances.
}
puzzle-goal-crown-captured = { $count ->
    [one] Capture a coroa adversária com este lance.
   *[other] Capture a coroa adversária em { $count } lances.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Não deixe ao adversário outro lance senão tirar a própria coroa do tabuleiro.
   *[other] Force a coroa adversária para fora do tabuleiro em até { $count } lances.
}
puzzle-play-as = { $color ->
    [white] As Brancas jogam e vencem.
   *[black] As Pretas jogam e vencem.
}
puzzle-difficulty-easy = Fácil
puzzle-difficulty-medium = Médio
puzzle-difficulty-hard = Difícil
puzzle-number = Problema { $name }
puzzle-correct = Bom lance! Continue.
puzzle-solved = Resolvido!
puzzle-wrong = Esse não é o lance vencedor.
puzzle-solution-shown = A solução está no tabuleiro.
puzzle-solved-count = { $count ->
    [one] { $count } problema resolvido
   *[other] { $count } problemas resolvidos
}
puzzle-streak = { $count ->
    [one] sequência: { $count } seguido
   *[other] sequência: { $count } seguidos
}
puzzle-load-error = Não foi possível carregar o problema. Verifique sua conexão e recarregue a página.
