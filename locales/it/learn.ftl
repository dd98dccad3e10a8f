# Lezioni e problemi: etichette e messaggi delle pagine (i testi delle lezioni sono in lessons.ftl).

nav-learn = Impara
learn-index-title = Impara i giochi
learn-index-intro = Brevi lezioni insegnano ogni regola su una piccola scacchiera; poi i problemi allenano ciò che hai imparato.
learn-lessons-count = { $count ->
    [one] Una lezione
   *[other] { $count } lezioni
}
learn-puzzles-link = Problemi
learn-lessons-link = Lezioni
learn-card-link = Lezioni e problemi
learn-guide-lessons = Metti in pratica queste regole con brevi lezioni
learn-guide-puzzles = Allenati con i problemi
learn-page-title = { $game }: lezioni
learn-no-such-game = Per questo gioco non ci sono né lezioni né problemi.
learn-hint = Suggerimento
learn-retry = Riprova
learn-next-lesson = Lezione successiva
learn-lessons-title = Tutte le lezioni
learn-progress = { $count ->
    [one] Una lezione su { $total } completata
   *[other] { $count } lezioni su { $total } completate
}
learn-play-as = { $color ->
    [white] Giochi col Bianco.
   *[black] Giochi col Nero.
}
learn-success = Ben fatto!
learn-wrong = Questa mossa non raggiunge l'obiettivo. Riprova.
learn-not-yet = L'obiettivo non è ancora raggiunto e questa lezione non ha altre mosse. Riprova.
learn-lost = Questa mossa perde la partita. Riprova.
learn-reply = L'avversario risponde { $move }.
learn-all-done = Hai fatto tutte le lezioni di questo gioco. Ora prova i problemi!
puzzle-page-title = { $game }: problemi
puzzle-retry = Riprova
puzzle-show-solution = Mostra la soluzione
puzzle-next = Problema successivo
puzzle-goal-hill = { $count ->
    [one] Porta il tuo re sulla collina con questa mossa.
   *[other] Porta per forza il tuo re sulla collina in { $count } mosse.
}
puzzle-goal-race = { $count ->
    [one] Vinci la corsa con questa mossa.
   *[other] Vinci la corsa in { $count } mosse.
}
puzzle-goal-checkmate = { $count ->
    [one] Matto in una mossa.
   *[other] Matto in { $count } mosse.
}
puzzle-goal-crown-captured = { $count ->
    [one] Cattura la corona avversaria con questa mossa.
   *[other] Cattura la corona avversaria in { $count } mosse.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Non lasciare all'avversario altra mossa che portare la sua corona fuori dalla scacchiera.
   *[other] Costringi la corona avversaria a uscire dalla scacchiera entro { $count } mosse.
}
puzzle-play-as = { $color ->
    [white] Il Bianco muove e vince.
   *[black] Il Nero muove e vince.
}
puzzle-difficulty-easy = Facile
puzzle-difficulty-medium = Medio
puzzle-difficulty-hard = Difficile
puzzle-number = Problema { $name }
puzzle-correct = Bella mossa! Continua.
puzzle-solved = Risolto!
puzzle-wrong = Non è la mossa vincente.
puzzle-solution-shown = La soluzione è sulla scacchiera.
puzzle-solved-count = { $count ->
    [one] Un problema risolto
   *[other] { $count } problemi risolti
}
puzzle-streak = { $count ->
    [one] serie: uno di fila
   *[other] serie: { $count } di fila
}
puzzle-load-error = Non è stato possibile caricare il problema. Controlla la connessione e ricarica la pagina.
