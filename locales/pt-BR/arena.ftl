# Regalia: arenas (torneios): a lista, o formulário para criar uma, a página de
# uma arena, o quadro da página da partida e a linha da página inicial (português do Brasil).

## Cabeçalho
nav-arenas = Arenas

## A lista (/tournaments)
arena-list-title = Arenas
arena-list-intro = Jogue quantas partidas puder antes de o tempo acabar. Uma vitória vale 2 pontos e um empate 1; duas vitórias seguidas deixam você em chamas e suas vitórias valem o dobro. Qualquer um pode assistir; quem tem um nome pode participar.
arena-upcoming = Começam em breve
arena-running = Acontecendo agora
arena-finished = Encerradas
arena-none = Nenhuma arena deste jogo no momento.
arena-by-link = Por link
arena-winner = Vencedor: { $name }
arena-players = { $count ->
    [0] { $count } jogadores
    [one] { $count } jogador
   *[other] { $count } jogadores
}
arena-minutes = { $number } min
arena-starts-countdown = Começa em { $clock }
arena-ends-countdown = Termina em { $clock }
arena-over = Encerrada
arena-loading = Carregando…

## Criar uma arena
arena-create-title = Criar uma arena
arena-create-intro = Escolha o jogo, o ritmo e a duração, e depois compartilhe o link da página da arena.
arena-need-name = Você precisa de um nome para criar uma arena ou participar dela.
arena-game = Jogo
arena-clock = Ritmo
arena-length = Duração
arena-starts-in = Começa
arena-in-minutes = em { $number } min
arena-at-once = Agora mesmo
arena-rated = Valendo rating
arena-private = Só para quem tem o link
arena-create = Criar a arena
arena-error-length = Uma arena dura de 10 a 180 minutos.
arena-error-start = Escolha quando a arena começa.

## Uma arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena de { $game }
arena-not-found = Essa arena não existe.
arena-join = Participar
arena-resume = Voltar a jogar
arena-pause = Pausar
arena-withdraw = Sair
arena-take-name = Escolha um nome para participar
arena-standings = Classificação
arena-rank = Posição
arena-player = Jogador
arena-rating = Rating
arena-sheet = Partidas
arena-score = Pontos
arena-on-fire = Em chamas: a próxima vitória vale o dobro
arena-paused = em pausa
arena-empty = Ninguém entrou ainda.
arena-pages = Páginas da classificação
arena-previous = Anterior
arena-next = Próxima
arena-page = Página { $number } de { $total }
arena-find-me = Mostrar minha linha
arena-game-starting = Sua partida está começando…
arena-game-on = Você tem uma partida em andamento.
arena-go-to-game = Ir para sua partida
arena-featured-title = Partida em destaque
arena-watch = Assistir
arena-podium-title = Pódio
arena-points = { $count ->
    [0] { $count } pontos
    [one] { $count } ponto
   *[other] { $count } pontos
}
arena-close = Fechar
arena-no-games = Nenhuma partida ainda.
arena-games-count = { $count ->
    [0] { $count } partidas
    [one] { $count } partida
   *[other] { $count } partidas
}
arena-performance = desempenho { $number }
arena-summary-title = Resumo
arena-summary-games = Partidas
arena-summary-white = Vitórias das brancas
arena-summary-black = Vitórias das pretas
arena-summary-draws = Empates
arena-summary-berserk = Taxa de berserk
arena-summary-rating = Rating médio
arena-how-title = Como funciona
arena-how = Assim que sua partida termina, você espera alguns segundos e recebe um novo adversário perto de você na classificação. Uma vitória vale 2 pontos, um empate 1, uma derrota 0. Depois de duas vitórias seguidas você fica em chamas: uma vitória vale 4 e um empate 2 até uma partida que você não vença. Um empate em menos de 10 lances não vale nada. O berserk corta seu próprio relógio pela metade em troca de um ponto a mais se você vencer depois de pelo menos 7 lances. A pausa tira você dos emparceiramentos; seus pontos ficam.

## A página da partida e a página inicial
arena-back = Voltar para a arena
arena-berserk = Berserk
arena-berserk-hint = Corte seu tempo pela metade (sem incremento) por um ponto a mais se vencer
arena-returning = Em instantes você volta para a arena, para sua próxima partida…
arena-home-next = Próxima arena de { $game } em { $number } min
arena-home-all = Todas as arenas
