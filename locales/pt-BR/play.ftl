# Regalia: encontrar suas partidas, convites, erros por código, níveis do
# computador, pré-lances e confirmações (português do Brasil).

## Endereços desconhecidos
error-page-not-found = Não há nenhuma página neste endereço. O link pode estar digitado errado ou desatualizado.

## Erros informados pelo servidor, por código
error-code-bad-request = O servidor não pôde aceitar este pedido.
error-code-no-game = Esta partida não existe aqui. O link pode estar incompleto.
error-code-wrong-seat = Este link não é de nenhum lugar desta partida. Confira se ele foi copiado inteiro.
error-code-no-open-seat = Ninguém mais pode entrar nesta partida: o lugar foi ocupado ou o convite foi encerrado.
error-code-conflict = Isso não é possível na partida como ela está.
error-code-too-large = O pedido é grande demais.
error-code-uri-too-long = O endereço pedido é longo demais.
error-code-headers-too-large = O pedido tem cabeçalhos demais ou longos demais.
error-code-unavailable = O servidor está transferindo esta partida. Tente de novo em instantes.
error-code-unknown-address = Não há nada neste endereço.
error-code-bad-message = O servidor não conseguiu ler o que esta página enviou. Recarregue a página.
error-code-not-your-turn = Não é a sua vez.
error-code-illegal-move = Este lance não é legal aqui.
error-code-stale-move = A partida avançou antes de o seu lance chegar. Olhe o tabuleiro e jogue de novo.
error-code-not-a-player = Espectadores não podem jogar nesta partida.
error-code-not-playing = A partida não está em andamento: ainda não começou ou já terminou.
error-code-no-offer = Não há nenhuma proposta para responder.
error-code-no-claim = Não há empate a reivindicar agora.
error-code-cannot-abort = A partida não pode mais ser cancelada.
error-code-cannot-takeback = Não há lance para voltar.
error-code-not-claimable = Seu adversário ainda não saiu há tempo suficiente para reivindicar a vitória.
error-code-rate-limited = Pedidos demais. Espere alguns segundos e tente de novo.
error-code-unfinished-games = Você já tem tantas partidas em andamento contra o computador mais forte quanto um jogador pode ter. Termine ou aborte uma primeiro.
error-code-open-seeks = Você já tem tantos desafios abertos quanto um jogador pode ter. Espere um adversário ou cancele um primeiro.
error-code-open-invitations = Você já tem tantos convites sem resposta quanto um jogador pode ter. Espere um amigo ou cancele um primeiro.
refusal-unfinished-games = { $count ->
    [one] Você tem { $count } partida em andamento contra o computador no nível { $level }: termine ou aborte essa partida primeiro.
   *[other] Você tem { $count } partidas em andamento contra o computador no nível { $level }: termine ou aborte uma primeiro.
}
refusal-open-seeks = { $count ->
    [one] Você tem { $count } desafio esperando um adversário: cancele-o ou espere um jogador.
   *[other] Você tem { $count } desafios esperando um adversário: cancele um ou espere um jogador.
}
refusal-open-invitations = { $count ->
    [one] Você tem { $count } convite que ninguém respondeu ainda: cancele-o ou espere seu amigo.
   *[other] Você tem { $count } convites que ninguém respondeu ainda: cancele um ou espere seus amigos.
}
refusal-game = Partida { $name }
error-code-storage = O servidor não conseguiu salvar isso. Tente de novo.
error-code-bad-pgn = Não foi possível ler este texto de partida (PGN).
error-code-unknown-variant = Este site não tem esse jogo.
error-code-no-puzzle = Este problema não existe aqui.
error-code-bad-position = Esta não é uma posição válida deste jogo. Confira no editor de tabuleiro.
error-code-position-over = A partida já estaria encerrada nesta posição: nenhum lance é possível.
error-code-bad-clock = Este controle de tempo não é oferecido: escolha um da lista.
error-code-bad-level = O computador joga nos níveis 1 a 8: escolha um deles.
error-code-too-many-moves = Esta partida tem mais lances do que o servidor reproduz de uma vez.
error-code-not-this-site = Só as páginas deste site podem se conectar aqui.
error-code-name-length = Um nome tem de 3 a 20 caracteres.
error-code-name-characters = Um nome só pode ter letras, algarismos, _ e -.
error-code-name-reserved = Este nome é reservado. Escolha outro.
error-code-name-taken = Outro jogador já tem este nome. Escolha outro.
error-code-already-named = Este navegador já joga com um nome.
error-code-no-name = Só jogadores com nome podem fazer isto. Escolha um nome primeiro.
error-code-no-player = Não há jogador com este nome.
error-code-wrong-key = Esta chave de jogador não funciona. Pode ter sido copiada errado ou substituída por uma mais nova.
error-code-no-device = Este dispositivo não é um dos seus.
error-code-rated-needs-clock = Uma partida valendo rating precisa de relógio: escolha um ritmo.
error-code-rated-not-computer = Partidas contra o computador nunca valem rating.
error-code-out-of-range = Seu rating está fora da faixa que este jogador pediu.
error-code-chat-empty = A mensagem está vazia.
error-code-chat-too-long = Uma mensagem tem no máximo 140 caracteres.
error-code-chat-control = Uma mensagem não pode conter quebras de linha nem outros caracteres de controle.
error-code-chat-flood = Mensagens demais: no máximo 4 em 10 segundos. Espere um pouco.
error-code-chat-repeated = Você acabou de dizer isso.
error-code-chat-presets-only = Nesta partida só as mensagens prontas podem ser enviadas.
error-code-chat-full = Esta conversa está cheia: nenhuma outra mensagem pode ser guardada nesta partida.
error-code-not-finished = Só uma partida terminada pode ser compartilhada como GIF.
error-code-no-arena = Nenhuma arena tem este endereço.
error-code-arena-length = Uma arena dura de 10 a 180 minutos.
error-code-arena-start = Uma arena começa a partir de agora e no máximo daqui a 7 dias.
error-code-arena-joined = Você já está nesta arena.
error-code-arena-over = Esta arena terminou.
error-code-not-in-arena = Você não está nesta arena.
error-code-berserk-moved = O berserk só é possível antes do seu primeiro lance.
error-code-not-arena = O berserk existe apenas em partidas de arena.
error-code-in-arena = Partidas de arena não têm voltar lance nem revanche.
error-code-arena-limit = Você já criou todas as arenas que pode por enquanto: espere uma terminar.
error-code-wrong-token = Este token não é (ou não é mais) um token deste site.
error-code-not-a-bot = Só uma conta de bot pode usar a API de bots.
error-code-bot-account = Uma conta de bot não pode fazer isso: bots só jogam por desafio.
error-code-no-challenge = Não há nenhum desafio aberto com este identificador para você.

## Suas partidas (página inicial)
mine-title = Suas partidas
mine-empty = Nenhuma partida ainda. Comece uma acima: ela aparecerá aqui.
mine-finished-title = Terminadas
mine-your-turn = Sua vez
mine-their-turn = Vez do adversário
mine-waiting = Esperando um adversário
mine-resume = Continuar
mine-view = Ver
mine-vs-computer = contra o computador, { $name }
mine-vs-friend = contra um amigo
mine-vs-seek = contra um adversário do salão
mine-same-device = neste aparelho
mine-you-play = { $color ->
    [white] você joga de brancas
   *[black] você joga de pretas
}
mine-won = Vitória
mine-lost = Derrota
mine-drawn = Empate
mine-moves = { $count ->
    [0] nenhum lance ainda
    [one] { $count } lance
   *[other] { $count } lances
}

## Níveis do computador
level-1 = Iniciante
level-2 = Novato
level-3 = Casual
level-4 = Jogador de clube
level-5 = Jogador de clube forte
level-6 = Especialista
level-7 = Mestre
level-8 = Mais forte
level-option = { $level } · { $name }
level-about = cerca de { $rating }

## A página de convite
challenge-title = Convite para jogar: { $name }
challenge-clock = Relógio: { $name }
challenge-color = { $color ->
    [white] Você jogaria de brancas.
    [black] Você jogaria de pretas.
   *[random] Sua cor será sorteada.
}
challenge-accept = Aceitar
challenge-decline = Recusar
challenge-declined = Você recusou este convite. Quem o enviou já foi avisado.
invite-declined = Seu convite foi recusado.
share-share = Compartilhar
share-text = Jogue comigo no Regalia: { $name }

## Título da aba
title-your-turn = Sua vez

## Respostas às propostas
offer-draw-declined = Seu adversário recusou o empate.
offer-takeback-declined = Seu adversário recusou voltar o lance.
offer-rematch-declined = Seu adversário recusou a revanche.

## Pré-lances
premove-queued = O pré-lance { $move } espera a sua vez. Clique com o botão direito ou aperte Esc para cancelar.

## Lielow
lielow-losing-confirm = Este lance perde a partida. Jogar mesmo assim?
