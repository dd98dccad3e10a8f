# L'editor di posizioni (/editor/{variant}) e le parole delle regole per le
# posizioni che non si possono giocare (position-problem-<code>).

editor-title = { $game }: prepara una posizione
editor-link = Prepara una posizione
editor-board-label = Editor di posizioni
editor-palette-white = Pezzi bianchi
editor-palette-black = Pezzi neri
editor-tools = Strumenti di modifica
editor-tool-move = Sposta
editor-tool-erase = Togli
editor-tool-crown = Corona
editor-help = Scegli un pezzo sopra o sotto la scacchiera, poi fai clic sulle case per metterlo lì (un secondo clic lo toglie). Trascina i pezzi per spostarli, o fuori dalla scacchiera per toglierli.
editor-help-lielow = Scegli una pila sopra o sotto la scacchiera, poi fai clic sulle case per metterla lì (un secondo clic la toglie). Lo strumento corona mette o toglie la corona di un giocatore su una pila. Trascina le pile per spostarle, o fuori dalla scacchiera per toglierle.
editor-turn = Tratto
editor-castling = Diritti di arrocco
editor-castle-white-short = Bianco O-O
editor-castle-white-long = Bianco O-O-O
editor-castle-black-short = Nero O-O
editor-castle-black-long = Nero O-O-O
editor-en-passant = Casa della presa en passant
editor-en-passant-none = Nessuna
editor-start = Posizione iniziale
editor-clear = Svuota la scacchiera
editor-fen = FEN
editor-position-text = Testo della posizione
editor-load = Carica
editor-copied = Testo della posizione copiato
editor-checking = Controllo della posizione…
editor-valid = { $color ->
    [white] Posizione valida. Muove il Bianco.
   *[black] Posizione valida. Muove il Nero.
}
editor-in-check = { $color ->
    [white] Il Bianco è sotto scacco.
   *[black] Il Nero è sotto scacco.
}
editor-over = In questa posizione la partita è già finita, quindi nessuna partita può partire da qui:
editor-invalid = Questa posizione non si può giocare:
editor-unreadable = Quel testo non è una posizione di questo gioco, quindi non è cambiato nulla.
editor-play-title = Gioca da questa posizione
editor-analyse = Analizza
editor-placed = In { $square }: { $piece }
editor-removed = { $square } svuotata
editor-crowned = { $piece } in { $square }
editor-chosen = Scelto: { $piece }
editor-move-tool-chosen = Scelto: spostare i pezzi
editor-erase-tool-chosen = Scelto: togliere i pezzi
editor-crown-tool-chosen = Scelto: incoronare una pila
editor-picked = Pezzo sollevato: { $piece } in { $square }
editor-keyboard-help = Scacchiera dell'editor. Le frecce muovono il cursore; Invio o Spazio usa lo strumento scelto su quella casa.

position-problem-malformed = Il testo non si legge come una posizione di questo gioco.
position-problem-empty-board = La scacchiera è vuota.
position-problem-missing-king = { $color ->
    [white] Il Bianco non ha il re.
   *[black] Il Nero non ha il re.
}
position-problem-too-many-kings = { $color ->
    [white] Il Bianco ha più di un re.
   *[black] Il Nero ha più di un re.
}
position-problem-pawn-on-back-rank = C'è un pedone sulla prima o sull'ultima traversa.
position-problem-castling-rights = Un diritto di arrocco non corrisponde ai re e alle torri.
position-problem-en-passant-square = Nessuna mossa di pedone può aver lasciato questa casa en passant.
position-problem-opposite-check = La parte che non ha il tratto è sotto scacco.
position-problem-impossible-check = Nessuna mossa legale può aver dato questo scacco.
position-problem-too-much-material = Una parte ha più pezzi di quanti le promozioni potrebbero darne.
position-problem-not-this-game = Questa non è una posizione di questo gioco.
position-problem-racing-kings-pawns = Racing Kings si gioca senza pedoni.
position-problem-racing-kings-castling = In Racing Kings non esiste l'arrocco.
position-problem-racing-kings-check = Un re è sotto scacco, cosa che in Racing Kings non succede mai.
position-problem-racing-kings-both-home = Entrambi i re sono sull'ultima traversa e muove il Nero: il re bianco è arrivato prima, quindi la corsa sarebbe già finita.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Il Bianco ha { $count } pila, più delle 8 iniziali.
       *[other] Il Bianco ha { $count } pile, più delle 8 iniziali.
    }
   *[black] { $count ->
        [one] Il Nero ha { $count } pila, più delle 8 iniziali.
       *[other] Il Nero ha { $count } pile, più delle 8 iniziali.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Il Bianco porta due corone; ogni giocatore ne ha una sola.
   *[black] Il Nero porta due corone; ogni giocatore ne ha una sola.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] La corona bianca risulta persa, eppure una pila bianca la porta.
   *[black] La corona nera risulta persa, eppure una pila nera la porta.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] La corona bianca è stata catturata, quindi deve muovere il Bianco.
   *[black] La corona nera è stata catturata, quindi deve muovere il Nero.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Il Bianco ha portato fuori la propria corona, quindi deve muovere il Nero.
   *[black] Il Nero ha portato fuori la propria corona, quindi deve muovere il Bianco.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Il Bianco non ha più pile; l'ultima pila di un giocatore porta sempre la corona.
   *[black] Il Nero non ha più pile; l'ultima pila di un giocatore porta sempre la corona.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] La pila bianca più alta (in { $square }, altezza { $height }) deve portare la corona.
   *[black] La pila nera più alta (in { $square }, altezza { $height }) deve portare la corona.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Il Bianco non ha la corona, ma la sua pila in { $square } ha altezza { $height }: la prima pila che cresce prende sempre la corona.
   *[black] Il Nero non ha la corona, ma la sua pila in { $square } ha altezza { $height }: la prima pila che cresce prende sempre la corona.
}
