# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Italian). Shown by the pages and the client.

## Header
nav-player = Il tuo nome
nav-leaderboard = Classifiche

## Taking a name (/player)
player-title = Il tuo nome
player-intro = Gioca senza account. Un nome ti permette di giocare partite valide per il punteggio, mostra i tuoi punteggi sulla tua pagina e nelle classifiche e ti rende lo stesso giocatore sugli altri dispositivi.
player-anonymous = Giochi come Anonimo.
player-name-label = Nome
player-name-hint = Da 3 a 20 lettere, cifre, _ o -.
player-take = Prendi questo nome
player-key-title = La tua chiave giocatore
player-key-sentence = Conserva questo link: ti permette di giocare come { $name } su un altro dispositivo.
player-key-once = Viene mostrato solo questa volta. Chiunque abbia il link può giocare al posto tuo.
player-copy = Copia
player-copied = Copiato
player-playing-as = Giochi come { $name }.
player-your-page = La tua pagina giocatore
player-new-key = Crea una nuova chiave
player-new-key-note = La vecchia chiave smette subito di funzionare; i tuoi dispositivi restano collegati.
player-devices = I tuoi dispositivi
player-device-this = Questo dispositivo
player-device-since = Collegato dal
player-sign-out = Scollega
player-tokens = Token API
player-tokens-sentence = Un token permette a un programma di giocare al tuo posto tramite l’API dei bot e delle scacchiere, come su lichess (lichess-bot, berserk): invia il token come «Authorization: Bearer …». Tienilo segreto.
player-token-new = Crea un token
player-token-once = Questo token viene mostrato solo questa volta: copialo ora.
player-token-revoke = Revoca
player-token-none = Nessun token per ora.
player-bot-title = BOT
player-has-key = Hai una chiave giocatore di un altro dispositivo?
player-key-label = Chiave giocatore
player-sign-in = Entra
player-signed-in = Questo browser ora gioca come { $name }.
player-take-link = Scegli un nome per giocare partite valide per il punteggio

## Rated and casual games
game-rated = Valida per il punteggio
game-casual = Amichevole
home-rated = Partita valida per il punteggio
home-range = Intervallo di punteggio
home-range-any = Qualsiasi

## Player page (/@/name)
profile-title = Giocatore
profile-rated-games = Partite valide
profile-wins = Vittorie
profile-draws = Patte
profile-losses = Sconfitte
profile-history = Andamento del punteggio
profile-recent = Ultime partite valide
profile-playing = Sta giocando
profile-none = Ancora nessuna partita valida per il punteggio.
profile-won = Vinta
profile-drawn = Patta
profile-lost = Persa
profile-against = contro { $name }
profile-uncounted = non contata: questa coppia aveva già giocato le partite valide del giorno

## Leaderboards (/leaderboard)
leaderboard-title = Classifiche
leaderboard-intro = Compaiono solo punteggi consolidati: almeno { $count ->
    [one] { $count } partita valida
   *[other] { $count } partite valide
} nel gioco e una deviazione del punteggio sotto { $number }.
leaderboard-empty = Nessuno ha ancora un punteggio consolidato in questo gioco.
leaderboard-player = Giocatore
leaderboard-rating = Punteggio
leaderboard-games = Partite
