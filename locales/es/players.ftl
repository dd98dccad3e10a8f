# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Spanish). Shown by the pages and the client.

## Header
nav-player = Tu nombre
nav-leaderboard = Clasificaciones

## Taking a name (/player)
player-title = Tu nombre
player-intro = Juega sin cuenta. Un nombre te permite jugar partidas puntuables, muestra tus puntuaciones en tu página y en las clasificaciones, y te hace el mismo jugador en tus otros dispositivos.
player-anonymous = Juegas como Anónimo.
player-name-label = Nombre
player-name-hint = De 3 a 20 letras, cifras, _ o -.
player-take = Usar este nombre
player-key-title = Tu clave de jugador
player-key-sentence = Guarda este enlace: te permite jugar como { $name } en otro dispositivo.
player-key-once = Solo se muestra esta vez. Quien tenga el enlace puede jugar como tú.
player-copy = Copiar
player-copied = Copiado
player-playing-as = Juegas como { $name }.
player-your-page = Tu página de jugador
player-new-key = Crear una clave nueva
player-new-key-note = La clave anterior deja de funcionar al instante; tus dispositivos siguen conectados.
player-devices = Tus dispositivos
player-device-this = Este dispositivo
player-device-since = Conectado desde
player-sign-out = Desconectar
player-tokens = Tokens de API
player-tokens-sentence = Un token permite que un programa juegue por ti mediante la API de bots y de tableros, como en lichess (lichess-bot, berserk): envía el token como «Authorization: Bearer …». Mantenlo en secreto.
player-token-new = Crear un token
player-token-once = Este token solo se muestra esta vez: cópialo ahora.
player-token-revoke = Revocar
player-token-none = Todavía no hay tokens.
player-bot-title = BOT
player-has-key = ¿Tienes una clave de jugador de otro dispositivo?
player-key-label = Clave de jugador
player-sign-in = Entrar
player-signed-in = Este navegador juega ahora como { $name }.
player-take-link = Elige un nombre para jugar partidas puntuables

## Rated and casual games
game-rated = Puntuable
game-casual = Amistosa
home-rated = Partida puntuable
home-range = Rango de puntuación
home-range-any = Cualquiera

## Player page (/@/name)
profile-title = Jugador
profile-rated-games = Partidas puntuables
profile-wins = Victorias
profile-draws = Tablas
profile-losses = Derrotas
profile-history = Historial de puntuación
profile-recent = Últimas partidas puntuables
profile-playing = Jugando ahora
profile-none = Aún no hay partidas puntuables.
profile-won = Ganada
profile-drawn = Tablas
profile-lost = Perdida
profile-against = contra { $name }
profile-uncounted = no contó: esta pareja ya había jugado sus partidas puntuables del día

## Leaderboards (/leaderboard)
leaderboard-title = Clasificaciones
leaderboard-intro = Solo aparecen puntuaciones asentadas: al menos { $count ->
    [one] { $count } partida puntuable
   *[other] { $count } partidas puntuables
} en el juego y una desviación menor que { $number }.
leaderboard-empty = Nadie tiene aún una puntuación asentada en este juego.
leaderboard-player = Jugador
leaderboard-rating = Puntuación
leaderboard-games = Partidas
