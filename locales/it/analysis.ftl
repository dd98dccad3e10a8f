# La scacchiera di analisi, il suo motore, la revisione della partita e l'importazione PGN.

analysis-board = Scacchiera di analisi
analysis-page-title = Scacchiera di analisi: { $game }
analysis-analyse = Analizza
analysis-review-link = Revisione
analysis-back-to-game = Torna alla partita
analysis-bar-label = Probabilità di vittoria del Bianco
analysis-engine = Motore
analysis-lines = Linee
analysis-depth = profondità { $number }
analysis-play-line = Gioca la prima mossa di questa linea
analysis-no-moves = Ancora nessuna mossa: giocane una sulla scacchiera, per l'uno o l'altro colore.
analysis-promote = Rendi linea principale
analysis-delete = Elimina da qui
analysis-draw = Patta
analysis-won = partita vinta
analysis-win-hill = { $count ->
    [1] collina alla prossima mossa
   *[other] collina in { $count }
}
analysis-win-race = { $count ->
    [1] corsa vinta alla prossima mossa
   *[other] corsa vinta in { $count }
}
analysis-win-checkmate = { $count ->
    [1] matto alla prossima mossa
   *[other] matto in { $count }
}
analysis-win-crown = { $count ->
    [1] corona alla prossima mossa
   *[other] corona in { $count }
}
analysis-win-any = { $count ->
    [1] vince alla prossima mossa
   *[other] vince in { $count }
}
analysis-review-title = Revisione della partita
analysis-review = Rivedi la partita
analysis-review-progress = { $count ->
    [one] { $count } posizione su { $total } valutata
   *[other] { $count } posizioni su { $total } valutate
}
analysis-graph-label = Probabilità di vittoria del Bianco lungo la partita; fai clic per andare a una mossa
analysis-count-inaccuracies = { $count ->
    [0] nessuna imprecisione
    [one] { $count } imprecisione
   *[other] { $count } imprecisioni
}
analysis-count-mistakes = { $count ->
    [0] nessun errore
    [one] { $count } errore
   *[other] { $count } errori
}
analysis-count-blunders = { $count ->
    [0] nessun errore grave
    [one] { $count } errore grave
   *[other] { $count } errori gravi
}
analysis-mark-inaccuracy = Imprecisione
analysis-mark-mistake = Errore
analysis-mark-blunder = Errore grave
analysis-best-was = Era meglio { $move }.
analysis-pgn-title = Apri un PGN
analysis-pgn-hint = Incolla una partita in PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Apri
analysis-pgn-empty = Niente da aprire: incolla prima una partita in PGN.
analysis-pgn-bad-tag = Riga { $line }, colonna { $column }: questo tag non si legge; scrivilo come [Nome "valore"].
analysis-pgn-unknown-variant = Riga { $line }: «{ $game }» non è un gioco disponibile qui.
analysis-pgn-bad-fen = Riga { $line }: il tag FEN non è una posizione valida di questo gioco.
analysis-pgn-refused = La mossa { $move } qui non è legale: { $why } Le mosse precedenti sono state caricate.
analysis-pgn-refused-variation = In una variante, la mossa { $move } qui non è legale: { $why } La variante si ferma prima di essa.
analysis-pgn-skipped = I commenti e i segni di annotazione non vengono conservati ({ $number }).
analysis-pgn-too-deep = Riga { $line }, colonna { $column }: le varianti sono annidate troppo in profondità per aprirle qui.
analysis-pgn-unclosed = Riga { $line }, colonna { $column }: «{ $move }» viene aperto ma mai chiuso.
analysis-pgn-too-long = Riga { $line }: la partita è troppo lunga per essere aperta qui.
analysis-error-too-many-analyses = Troppe analisi contemporanee dal tuo indirizzo: chiudi l'analisi aperta in un'altra scheda o aspetta che finisca.
analysis-error-rate-limited = Troppe analisi in poco tempo: aspetta qualche secondo.
analysis-error-bad-position = Questa posizione non si può analizzare: non è valida in questo gioco.
analysis-error-bad-message = Il motore non ha capito la richiesta.
analysis-error-no-game = Non c'è nessuna partita finita a questo indirizzo.
analysis-error-not-over = Questa partita è ancora in corso: la sua analisi si apre quando finisce.
analysis-error-busy = Il motore è occupato: riprova tra un momento.
analysis-queued = { $count ->
    [0] In attesa del motore: la tua è la prossima
    [one] In attesa del motore: { $count } analisi prima della tua
   *[other] In attesa del motore: { $count } analisi prima della tua
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Esploratore delle aperture
analysis-explorer-loading = Cerco le partite giocate da qui…
analysis-explorer-about = Partite concluse tra persone su Regalia, dalla solita posizione iniziale; le partite contro il computer o un bot non contano.
analysis-explorer-move = Mossa
analysis-explorer-games = Partite
analysis-explorer-results = Bianco / patta / Nero
analysis-explorer-rating = Elo medio
analysis-explorer-total = { $count ->
    [one] Una partita da questa posizione
   *[other] { $count } partite da questa posizione
}
analysis-explorer-none = Nessuna partita su Regalia ha ancora raggiunto questa posizione.
analysis-explorer-deep = { $count ->
    [one] Di ogni partita conta solo la prima mossa; questa posizione viene dopo.
   *[other] Di ogni partita contano solo le prime { $count } mosse; questa posizione viene dopo.
}
analysis-explorer-offline = L’esploratore non è raggiungibile: manca la rete.
analysis-explorer-play = { $count ->
    [one] Gioca { $move } (una partita)
   *[other] Gioca { $move } ({ $count } partite)
}
analysis-explorer-white = Vince il Bianco { $percent }%
analysis-explorer-draw = Patta { $percent }%
analysis-explorer-black = Vince il Nero { $percent }%
