# Regalia: arene (tornei): l'elenco, il modulo per crearne una, la pagina di
# un'arena, il riquadro della pagina di partita e la riga della home (italiano).

## Intestazione
nav-arenas = Arene

## L'elenco (/tournaments)
arena-list-title = Arene
arena-list-intro = Gioca quante più partite puoi prima che scada il tempo. Una vittoria vale 2 punti e una patta 1; due vittorie di fila ti mettono in fiamme e le tue vittorie valgono doppio. Chiunque può guardare; chi ha un nome può partecipare.
arena-upcoming = Iniziano presto
arena-running = In corso
arena-finished = Concluse
arena-none = Al momento nessuna arena di questo gioco.
arena-by-link = Su invito
arena-winner = Vincitore: { $name }
arena-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
arena-minutes = { $number } min
arena-starts-countdown = Inizia tra { $clock }
arena-ends-countdown = Finisce tra { $clock }
arena-over = Conclusa
arena-loading = Caricamento…

## Creare un'arena
arena-create-title = Crea un'arena
arena-create-intro = Scegli il gioco, la cadenza e la durata, poi condividi il link della pagina dell'arena.
arena-need-name = Serve un nome per creare un'arena o parteciparvi.
arena-game = Gioco
arena-clock = Cadenza
arena-length = Durata
arena-starts-in = Inizio
arena-in-minutes = tra { $number } min
arena-at-once = Subito
arena-rated = Valida per il punteggio
arena-private = Solo per chi ha il link
arena-create = Crea l'arena
arena-error-length = Un'arena dura da 10 a 180 minuti.
arena-error-start = Scegli quando inizia l'arena.

## Un'arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena di { $game }
arena-not-found = Quest'arena non esiste.
arena-join = Partecipa
arena-resume = Rientra
arena-pause = Pausa
arena-withdraw = Ritirati
arena-take-name = Scegli un nome per partecipare
arena-standings = Classifica
arena-rank = Posizione
arena-player = Giocatore
arena-rating = Punteggio
arena-sheet = Partite
arena-score = Punti
arena-on-fire = In fiamme: la prossima vittoria vale doppio
arena-paused = in pausa
arena-empty = Non si è ancora iscritto nessuno.
arena-pages = Pagine della classifica
arena-previous = Precedente
arena-next = Successiva
arena-page = Pagina { $number } di { $total }
arena-find-me = Mostra la mia riga
arena-game-starting = La tua partita sta iniziando…
arena-game-on = Hai una partita in corso.
arena-go-to-game = Vai alla tua partita
arena-featured-title = Partita in evidenza
arena-watch = Guarda
arena-podium-title = Podio
arena-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
arena-close = Chiudi
arena-no-games = Ancora nessuna partita.
arena-games-count = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
arena-performance = prestazione { $number }
arena-summary-title = Riepilogo
arena-summary-games = Partite
arena-summary-white = Vittorie del Bianco
arena-summary-black = Vittorie del Nero
arena-summary-draws = Patte
arena-summary-berserk = Quota di berserk
arena-summary-rating = Punteggio medio
arena-how-title = Come funziona
arena-how = Appena la tua partita finisce aspetti qualche secondo e ricevi un nuovo avversario vicino a te in classifica. Una vittoria vale 2 punti, una patta 1, una sconfitta 0. Dopo due vittorie di fila sei in fiamme: una vittoria vale 4 e una patta 2 finché non perdi o pareggi. Una patta in meno di 10 mosse non vale nulla. Il berserk dimezza il tuo orologio in cambio di un punto in più se vinci dopo almeno 7 mosse. Con la pausa non ricevi più avversari; i tuoi punti restano.

## La pagina di partita e la home
arena-back = Torna all'arena
arena-berserk = Berserk
arena-berserk-hint = Dimezza il tuo tempo (senza incremento) per un punto in più se vinci
arena-returning = Tra un attimo torni all'arena per la tua prossima partita…
arena-home-next = Prossima arena di { $game } tra { $number } min
arena-home-all = Tutte le arene
