# Regalia: páginas, botões e mensagens do cliente (português do Brasil).

## Moldura
site-description = Jogue Rei da Colina, Corrida de Reis, Lielow e xadrez no navegador, sem criar conta.
site-skip = Pular para o conteúdo principal
site-beta = Beta
site-beta-title = O Regalia é novo: conte para nós o que der errado.
nav-label = Principal
nav-play = Jogar
nav-rules = Regras
nav-stats = Estatísticas
lang-label = Idioma
lang-apply = Trocar
footer-tagline = Variantes de xadrez sem conta

## Erros
error-not-found-title = Página não encontrada
error-no-such-game = Esta partida não existe aqui. O link pode estar incompleto.
error-back-home = Voltar para a página inicial
error-network = Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.
error-generic = Algo deu errado: { $name }

## Jogos
game-kingofthehill = Rei da Colina
game-kingofthehill-blurb = Xadrez com uma nova forma de vencer: leve seu rei a uma das quatro casas centrais.
game-racingkings = Corrida de Reis
game-racingkings-blurb = Nenhum xeque é permitido: o primeiro rei a chegar à última fileira vence a corrida.
game-lielow = Lielow
game-lielow-blurb = Pilhas de peças que andam tantas casas quanto sua altura. Capture a coroa adversária.
game-chess = Xadrez
game-chess-blurb = O jogo clássico, com todas as regras que você conhece.

## Início
home-page-title = Jogue variantes de xadrez
home-title = Variantes de xadrez, sem precisar de conta
home-intro = Escolha um jogo e jogue neste aparelho, mande um link para um amigo, enfrente o computador ou espere um adversário no saguão.
home-games-title = Jogos
home-counts-loading = Procurando jogadores…
home-players-online = { $count ->
    [0] Ninguém está jogando agora
    [one] Um jogador on-line
   *[other] { $count } jogadores on-line
}
home-rooms-waiting = { $count ->
    [0] Nenhum desafio aberto
    [one] { $count } desafio aberto
   *[other] { $count } desafios abertos
}
home-clock-label = Relógio das partidas por link ou no saguão (minutos + segundos por lance)
clock-unlimited = Sem relógio
mode-local = Jogar neste aparelho
mode-friend = Jogar com um amigo (link)
mode-ai = Jogar contra o computador
mode-seek = Abrir um desafio
ai-level = Nível
ai-color = Sua cor
ai-start = Começar a partida
color-white = Brancas
color-black = Pretas
color-random = Sorteio
card-rules = Como jogar
lobby-title = Desafios abertos
lobby-intro = Jogadores esperando um adversário. Entre com um clique.
lobby-loading = Carregando o saguão…
lobby-empty = Nenhum desafio aberto. Abra um e o próximo visitante pode jogar com você.
lobby-join = Entrar
lobby-cancel = Cancelar
lobby-yours = Seu desafio: esperando um adversário…
lobby-seek-of = { $name } joga de { $color }
lobby-anonymous = Anônimo
local-title = Suas partidas neste aparelho
local-empty = Nenhuma partida em andamento neste aparelho.
local-resume = Continuar
local-delete = Apagar
local-moves = { $count ->
    [0] não começou
    [one] { $count } lance
   *[other] { $count } lances
}
local-finished = terminada
local-delete-confirm = Apagar esta partida para sempre?

## Página da partida
game-page-title = Partida
local-page-title = Partida neste aparelho
game-board-label = Tabuleiro
game-needs-script = O tabuleiro precisa de JavaScript. Ative-o no navegador para jogar.
game-connection = Conexão
game-promote = Promover a
game-flip = Girar o tabuleiro
game-off-board = Tirar do tabuleiro
game-sound = Ligar ou desligar os sons
game-accept = Aceitar
game-decline = Recusar
game-moves = Lances
game-nav = Percorrer a partida
game-nav-first = Posição inicial
game-nav-prev = Lance anterior
game-nav-next = Próximo lance
game-nav-last = Posição atual
game-input-label = Digite um lance
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coordenadas (e2e4), notação algébrica em inglês (Nf3) ou Lielow (a2-off). Enter para jogar.
game-input-play = Jogar
game-abort = Cancelar a partida
game-resign = Abandonar
game-offer-draw = Oferecer empate
game-claim-threefold = Reivindicar empate (tripla repetição)
game-claim-fifty = Reivindicar empate (regra dos 50 lances)
game-takeback = Voltar lance
game-rematch = Revanche
game-claim-victory = Reivindicar a vitória (seu adversário saiu)
game-new-local = Nova partida
game-delete-local = Apagar esta partida
game-pgn = Baixar PGN
game-rules-link = Regras deste jogo
game-loading = Carregando a partida…
game-your-turn = Sua vez
game-their-turn = Esperando seu adversário
game-turn = { $color ->
    [white] Vez das Brancas
   *[black] Vez das Pretas
}
game-you-are = Você joga com as { $color ->
    [white] brancas
   *[black] pretas
}
game-spectating = Você está assistindo a esta partida
game-waiting-opponent = Esperando seu amigo abrir o link
game-waiting-seek = Seu desafio está no saguão. A partida começa quando alguém entrar.
game-ai-thinking = O computador está pensando…
game-ai-busy = { $count ->
    [one] O computador está pensando… (ocupado: { $count } partida antes da sua)
   *[other] O computador está pensando… (ocupado: { $count } partidas antes da sua)
}
game-ai-name = Computador, nível { $level }
game-you = Você
game-opponent = Adversário
game-white = Brancas
game-black = Pretas
game-online = on-line
game-offline = off-line
game-reconnecting = Reconectando…
page-fault = Algo deu errado nesta página. Recarregue-a para continuar.
game-draw-offered = Seu adversário oferece empate.
game-draw-offer-sent = Empate oferecido. Esperando a resposta.
game-takeback-offered = Seu adversário pede para voltar o último lance.
game-takeback-offered-two = Seu adversário pede para voltar dois lances: o seu último lance e o dele antes desse.
game-takeback-sent = Pedido para voltar lance enviado. Esperando a resposta.
game-rematch-offered = Seu adversário quer uma revanche.
game-rematch-sent = Revanche oferecida. Esperando a resposta.
game-resign-confirm = Abandonar esta partida?
game-illegal-move = { $move } não é um lance legal aqui.
game-move-unconfirmed = ainda não confirmado pelo servidor
race-illegal-move = { $move } não é um lance legal aqui. Na Corrida de Reis nenhum lance pode dar xeque, e nenhum rei pode ir para uma casa atacada.
race-black-may-draw = As Brancas chegaram à última fileira: as Pretas têm um lance para chegar também e empatar.
game-unknown-move = “{ $move }” não é um lance. Tente e2e4, Nf3 ou a2-off.
game-viewing-past = Você está vendo uma posição anterior. Volte à posição atual para jogar.
game-moved = { $color ->
    [white] As Brancas jogaram { $move }
   *[black] As Pretas jogaram { $move }
}
game-lielow-stack = { $color ->
    [white] Pilha branca de altura { $count }
   *[black] Pilha preta de altura { $count }
}
game-lielow-crown = coroada
game-promote-queen = Dama
game-promote-rook = Torre
game-promote-bishop = Bispo
game-promote-knight = Cavalo
game-promote-king = Rei
game-promote-cancel = Cancelar
game-position = Posição
game-piece-pawn = Peão
share-title = Convide um amigo
share-hint = Mande este link para seu adversário. Quem abrir primeiro fica com o lugar.
share-copy = Copiar
share-copied = Copiado
share-watch-title = Link para espectadores
join-text = Há um lugar livre nesta partida.
join-button = Ocupar o lugar e jogar

## Resultados
result-white-wins = As Brancas vencem
result-black-wins = As Pretas vencem
result-draw = Empate
result-aborted = Partida cancelada
reason-checkmate = { $color ->
    [white] As Brancas deram xeque-mate
   *[black] As Pretas deram xeque-mate
}
reason-stalemate = Afogamento
reason-insufficient-material = Nenhum lado consegue dar mate
reason-hill = { $color ->
    [white] O rei branco chegou à colina
   *[black] O rei preto chegou à colina
}
reason-race = { $color ->
    [white] O rei branco venceu a corrida até a última fileira
   *[black] O rei preto venceu a corrida até a última fileira
}
reason-race-draw = Os dois reis chegaram à última fileira
reason-crown-captured = { $color ->
    [white] As Brancas capturaram a coroa das Pretas
   *[black] As Pretas capturaram a coroa das Brancas
}
reason-crown-off-board = { $color ->
    [white] A pilha coroada das Pretas saiu do tabuleiro
   *[black] A pilha coroada das Brancas saiu do tabuleiro
}
reason-resignation = { $color ->
    [white] As Pretas abandonaram
   *[black] As Brancas abandonaram
}
reason-timeout = { $color ->
    [white] O tempo das Pretas acabou
   *[black] O tempo das Brancas acabou
}
reason-agreement = Empate por acordo
reason-threefold = Empate por tripla repetição
reason-fifty-moves = Empate pela regra dos 50 lances
reason-abandoned = { $color ->
    [white] As Pretas deixaram a partida
   *[black] As Brancas deixaram a partida
}
reason-aborted = A partida foi cancelada antes de começar de verdade

## Guias de regras (moldura de guides.ftl)
guide-diagram-label = A posição inicial
guide-diagram-caption = A posição inicial
guide-other-games = Outros jogos
guide-back-fallback = Voltar para sua partida

## Estatísticas
stats-title = Estatísticas
stats-intro = Resultados de todas as partidas terminadas neste servidor.
stats-loading = Contando partidas…
stats-games = { $count ->
    [0] Nenhuma partida terminada ainda
    [one] { $count } partida terminada
   *[other] { $count } partidas terminadas
}
stats-results = Resultados
stats-white-wins = Vitórias das Brancas
stats-black-wins = Vitórias das Pretas
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Empates
stats-endings = Como as partidas terminaram
stats-nothing = Jogue uma partida e ela aparecerá aqui.
ending-checkmate = Xeque-mate
ending-stalemate = Afogamento
ending-insufficient-material = Material insuficiente
ending-hill = Rei na colina
ending-race = Rei venceu a corrida
ending-race-draw = Os dois reis chegaram
ending-crown-captured = Coroa capturada
ending-crown-off-board = Coroa saiu do tabuleiro
ending-resignation = Abandono
ending-timeout = Tempo esgotado
ending-agreement = Empate combinado
ending-threefold = Tripla repetição
ending-fifty-moves = Regra dos 50 lances
ending-abandoned = Partida abandonada
ending-aborted = Cancelada

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = “{ $move }” não pode ser lido como um lance.
why-game-over = a partida já terminou.
why-no-piece = nenhuma peça do lado que joga pode fazer esse lance.
why-ambiguous = mais de uma peça pode fazer esse lance — diga qual (como em Nbd2).
why-in-check = o rei está em xeque e este lance não tira o xeque.
why-pinned = essa peça está cravada — movê-la deixaria o próprio rei em xeque.
why-king-attacked = o rei não pode ir para uma casa atacada pelo outro lado.
why-hill-attacked = essa casa central está atacada, então o rei não pode ir para ela.
why-gives-check = { $move } daria xeque, o que a Corrida de Reis proíbe.
why-castling = o roque não é possível agora.
why-not-this-way = essa pilha não pode se mover assim.
game-illegal-why = { $move } não é legal aqui: { $why }

## TV (/tv)
tv-title = TV
tv-intro = A partida em andamento dos jogadores com maior rating, ao vivo. Quando ela termina, a TV passa para a próxima.
tv-all = Todos os jogos
tv-channels = Canais da TV
tv-empty = Ninguém está jogando aqui agora. A TV mostra a próxima partida assim que uma começar.
home-tv = Assista na TV à melhor partida em andamento
