# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Brazilian Portuguese). Shown by the pages and the client.

## Header
nav-player = Seu nome
nav-leaderboard = Rankings

## Taking a name (/player)
player-title = Seu nome
player-intro = Jogue sem conta. Um nome permite jogar partidas valendo rating, mostra seus ratings na sua página e nos rankings e faz de você o mesmo jogador nos seus outros dispositivos.
player-anonymous = Você joga como Anônimo.
player-name-label = Nome
player-name-hint = De 3 a 20 letras, algarismos, _ ou -.
player-take = Usar este nome
player-key-title = Sua chave de jogador
player-key-sentence = Guarde este link: ele permite jogar como { $name } em outro dispositivo.
player-key-once = Ele só aparece desta vez. Quem tiver o link pode jogar como você.
player-copy = Copiar
player-copied = Copiado
player-playing-as = Você joga como { $name }.
player-your-page = Sua página de jogador
player-new-key = Criar uma nova chave
player-new-key-note = A chave antiga para de funcionar na hora; seus dispositivos continuam conectados.
player-devices = Seus dispositivos
player-device-this = Este dispositivo
player-device-since = Conectado desde
player-sign-out = Desconectar
player-tokens = Tokens de API
player-tokens-sentence = Um token permite que um programa jogue por você pela API de bots e de tabuleiros, como no lichess (lichess-bot, berserk): ele envia o token como “Authorization: Bearer …”. Mantenha-o em segredo.
player-token-new = Criar um token
player-token-once = Este token só aparece esta vez: copie-o agora.
player-token-revoke = Revogar
player-token-none = Nenhum token ainda.
player-bot-title = BOT
player-has-key = Tem uma chave de jogador de outro dispositivo?
player-key-label = Chave de jogador
player-sign-in = Entrar
player-signed-in = Este navegador agora joga como { $name }.
player-take-link = Escolha um nome para jogar partidas valendo rating

## Rated and casual games
game-rated = Valendo rating
game-casual = Amistosa
home-rated = Partida valendo rating
home-range = Faixa de rating
home-range-any = Qualquer

## Player page (/@/name)
profile-title = Jogador
profile-rated-games = Partidas valendo rating
profile-wins = Vitórias
profile-draws = Empates
profile-losses = Derrotas
profile-history = Histórico do rating
profile-recent = Últimas partidas valendo rating
profile-playing = Jogando agora
profile-none = Nenhuma partida valendo rating ainda.
profile-won = Vitória
profile-drawn = Empate
profile-lost = Derrota
profile-against = contra { $name }
profile-uncounted = não contou: esta dupla já tinha jogado as partidas valendo rating do dia

## Leaderboards (/leaderboard)
leaderboard-title = Rankings
leaderboard-intro = Só entram ratings estabelecidos: pelo menos { $count ->
    [one] { $count } partida valendo rating
   *[other] { $count } partidas valendo rating
} no jogo e um desvio de rating abaixo de { $number }.
leaderboard-empty = Ninguém tem ainda um rating estabelecido neste jogo.
leaderboard-player = Jogador
leaderboard-rating = Rating
leaderboard-games = Partidas
