# Regalia: pagine, pulsanti e messaggi del client (italiano).

## Cornice
site-description = Gioca a Re della collina, Racing Kings, Lielow e scacchi nel browser, senza creare un account.
site-skip = Vai al contenuto principale
site-beta = Beta
site-beta-title = Regalia è nuovo: segnalaci cosa non funziona.
nav-label = Principale
nav-play = Gioca
nav-rules = Regole
nav-stats = Statistiche
lang-label = Lingua
lang-apply = Cambia
footer-tagline = Varianti degli scacchi senza account

## Errori
error-not-found-title = Pagina non trovata
error-no-such-game = Questa partita qui non esiste. Forse il link è incompleto.
error-back-home = Torna alla pagina iniziale
error-network = Il server non è raggiungibile. Controlla la connessione e riprova.
error-generic = Qualcosa è andato storto: { $name }

## Giochi
game-kingofthehill = Re della collina
game-kingofthehill-blurb = Gli scacchi, con un modo in più per vincere: porta il tuo re su una delle quattro case centrali.
game-racingkings = Racing Kings
game-racingkings-blurb = Vietato dare scacco: vince il primo re che raggiunge l'ultima traversa.
game-lielow = Lielow
game-lielow-blurb = Pile di pedine che avanzano di tante case quanto sono alte. Cattura la corona avversaria.
game-chess = Scacchi
game-chess-blurb = Il gioco classico, con tutte le regole che conosci.

## Pagina iniziale
home-page-title = Gioca alle varianti degli scacchi
home-title = Varianti degli scacchi, senza bisogno di account
home-intro = Scegli un gioco, poi gioca su questo dispositivo, manda un link a un amico, sfida il computer o aspetta un avversario nella sala.
home-games-title = Giochi
home-counts-loading = Cerco giocatori…
home-players-online = { $count ->
    [0] Al momento non gioca nessuno
    [one] Un giocatore online
   *[other] { $count } giocatori online
}
home-rooms-waiting = { $count ->
    [0] Nessuna partita in attesa
    [one] { $count } partita in attesa
   *[other] { $count } partite in attesa
}
home-clock-label = Tempo per le partite via link o nella sala (minuti + secondi per mossa)
clock-unlimited = Senza orologio
mode-local = Gioca su questo dispositivo
mode-friend = Gioca con un amico (link)
mode-ai = Gioca contro il computer
mode-seek = Lancia una sfida
ai-level = Livello
ai-color = Il tuo colore
ai-start = Inizia la partita
color-white = Bianco
color-black = Nero
color-random = A caso
card-rules = Come si gioca
lobby-title = Sfide aperte
lobby-intro = Giocatori in attesa di un avversario. Unisciti con un clic.
lobby-loading = Caricamento della sala…
lobby-empty = Nessuna sfida aperta. Lanciane una e il prossimo visitatore potrà giocare con te.
lobby-join = Unisciti
lobby-cancel = Annulla
lobby-yours = La tua sfida: in attesa di un avversario…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anonimo
local-title = Le tue partite su questo dispositivo
local-empty = Nessuna partita in corso su questo dispositivo.
local-resume = Riprendi
local-delete = Elimina
local-moves = { $count ->
    [0] non iniziata
    [one] { $count } mossa
   *[other] { $count } mosse
}
local-finished = finita
local-delete-confirm = Eliminare definitivamente questa partita?

## Pagina della partita
game-page-title = Partita
local-page-title = Partita su questo dispositivo
game-board-label = Scacchiera
game-needs-script = La scacchiera ha bisogno di JavaScript. Attivalo nel browser per giocare.
game-connection = Connessione
game-promote = Promuovi a
game-flip = Gira la scacchiera
game-off-board = Esci dalla scacchiera
game-sound = Attiva o disattiva i suoni
game-accept = Accetta
game-decline = Rifiuta
game-moves = Mosse
game-nav = Scorri la partita
game-nav-first = Posizione iniziale
game-nav-prev = Mossa precedente
game-nav-next = Mossa successiva
game-nav-last = Posizione attuale
game-input-label = Scrivi una mossa
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coordinate (e2e4), notazione algebrica con lettere inglesi (Nf3 invece di Cf3) o Lielow (a2-off). Premi Invio per giocare.
game-input-play = Gioca
game-abort = Annulla la partita
game-resign = Abbandona
game-offer-draw = Proponi patta
game-claim-threefold = Chiedi la patta (triplice ripetizione)
game-claim-fifty = Chiedi la patta (regola delle 50 mosse)
game-takeback = Ritira la mossa
game-rematch = Rivincita
game-claim-victory = Chiedi la vittoria (l'avversario se n'è andato)
game-new-local = Nuova partita
game-delete-local = Elimina questa partita
game-pgn = Scarica il PGN
game-rules-link = Regole di questo gioco
game-loading = Caricamento della partita…
game-your-turn = Tocca a te
game-their-turn = In attesa dell'avversario
game-turn = { $color ->
    [white] Muove il Bianco
   *[black] Muove il Nero
}
game-you-are = Giochi col { $color ->
    [white] Bianco
   *[black] Nero
}
game-spectating = Stai guardando questa partita
game-waiting-opponent = In attesa che il tuo amico apra il link
game-waiting-seek = La tua sfida è nella sala. La partita inizia quando qualcuno si unisce.
game-ai-thinking = Il computer sta pensando…
game-ai-busy = { $count ->
    [one] Il computer sta pensando… (occupato: { $count } partita prima della tua)
   *[other] Il computer sta pensando… (occupato: { $count } partite prima della tua)
}
game-ai-name = Computer, livello { $level }
game-you = Tu
game-opponent = Avversario
game-white = Bianco
game-black = Nero
game-online = online
game-offline = offline
game-reconnecting = Riconnessione…
page-fault = Qualcosa è andato storto in questa pagina. Ricaricala per continuare.
game-draw-offered = L'avversario propone la patta.
game-draw-offer-sent = Patta proposta. In attesa di risposta.
game-takeback-offered = L'avversario chiede di ritirare l'ultima mossa.
game-takeback-offered-two = L'avversario chiede di ritirare due mosse: la tua ultima mossa e la sua precedente.
game-takeback-sent = Richiesta di ritiro inviata. In attesa di risposta.
game-rematch-offered = L'avversario vuole la rivincita.
game-rematch-sent = Rivincita proposta. In attesa di risposta.
game-resign-confirm = Abbandonare questa partita?
game-illegal-move = { $move } qui non è una mossa legale.
game-move-unconfirmed = non ancora confermata dal server
race-illegal-move = { $move } qui non è una mossa legale. In Racing Kings nessuna mossa può dare scacco, e nessun re può andare su una casa attaccata.
race-black-may-draw = Il Bianco ha raggiunto l'ultima traversa: il Nero ha una mossa per raggiungerla anche lui e pattare.
game-unknown-move = «{ $move }» non è una mossa. Prova e2e4, Nf3 o a2-off.
game-viewing-past = Stai guardando una posizione precedente. Torna alla posizione attuale per muovere.
game-moved = { $color ->
    [white] Il Bianco ha giocato { $move }
   *[black] Il Nero ha giocato { $move }
}
game-lielow-stack = { $color ->
    [white] Pila bianca alta { $count }
   *[black] Pila nera alta { $count }
}
game-lielow-crown = incoronata
game-promote-queen = Donna
game-promote-rook = Torre
game-promote-bishop = Alfiere
game-promote-knight = Cavallo
game-promote-king = Re
game-promote-cancel = Annulla
game-position = Posizione
game-piece-pawn = Pedone
share-title = Invita un amico
share-hint = Manda questo link al tuo avversario. Chi lo apre per primo prende il posto.
share-copy = Copia
share-copied = Copiato
share-watch-title = Link per gli spettatori
join-text = In questa partita c'è un posto libero.
join-button = Prendi il posto e gioca

## Risultati
result-white-wins = Vince il Bianco
result-black-wins = Vince il Nero
result-draw = Patta
result-aborted = Partita annullata
reason-checkmate = { $color ->
    [white] Il Bianco ha dato scacco matto
   *[black] Il Nero ha dato scacco matto
}
reason-stalemate = Stallo
reason-insufficient-material = Nessuno dei due può dare matto
reason-hill = { $color ->
    [white] Il re bianco ha raggiunto la collina
   *[black] Il re nero ha raggiunto la collina
}
reason-race = { $color ->
    [white] Il re bianco ha vinto la corsa all'ultima traversa
   *[black] Il re nero ha vinto la corsa all'ultima traversa
}
reason-race-draw = Entrambi i re hanno raggiunto l'ultima traversa
reason-crown-captured = { $color ->
    [white] Il Bianco ha catturato la corona nera
   *[black] Il Nero ha catturato la corona bianca
}
reason-crown-off-board = { $color ->
    [white] La pila incoronata del Nero è uscita dalla scacchiera
   *[black] La pila incoronata del Bianco è uscita dalla scacchiera
}
reason-resignation = { $color ->
    [white] Il Nero ha abbandonato
   *[black] Il Bianco ha abbandonato
}
reason-timeout = { $color ->
    [white] Il Nero ha esaurito il tempo
   *[black] Il Bianco ha esaurito il tempo
}
reason-agreement = Patta d'accordo
reason-threefold = Patta per triplice ripetizione
reason-fifty-moves = Patta per la regola delle 50 mosse
reason-abandoned = { $color ->
    [white] Il Nero ha lasciato la partita
   *[black] Il Bianco ha lasciato la partita
}
reason-aborted = La partita è stata annullata prima di cominciare davvero

## Regole (cornice di guides.ftl)
guide-diagram-label = La posizione iniziale
guide-diagram-caption = La posizione iniziale
guide-other-games = Altri giochi
guide-back-fallback = Torna alla tua partita

## Statistiche
stats-title = Statistiche
stats-intro = Risultati di tutte le partite concluse su questo server.
stats-loading = Conto le partite…
stats-games = { $count ->
    [0] Ancora nessuna partita conclusa
    [one] { $count } partita conclusa
   *[other] { $count } partite concluse
}
stats-results = Risultati
stats-white-wins = Vittorie del Bianco
stats-black-wins = Vittorie del Nero
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Patte
stats-endings = Come sono finite le partite
stats-nothing = Gioca una partita e comparirà qui.
ending-checkmate = Scacco matto
ending-stalemate = Stallo
ending-insufficient-material = Materiale insufficiente
ending-hill = Re sulla collina
ending-race = Re vincitore della corsa
ending-race-draw = Entrambi i re sull'ultima traversa
ending-crown-captured = Corona catturata
ending-crown-off-board = Corona fuori dalla scacchiera
ending-resignation = Abbandono
ending-timeout = Tempo scaduto
ending-agreement = Patta concordata
ending-threefold = Triplice ripetizione
ending-fifty-moves = Regola delle 50 mosse
ending-abandoned = Partita abbandonata
ending-aborted = Annullata

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = «{ $move }» non si legge come una mossa.
why-game-over = la partita è già finita.
why-no-piece = nessun pezzo del lato che muove può fare quella mossa.
why-ambiguous = più di un pezzo può fare quella mossa — indica quale (come in Nbd2).
why-in-check = il re è sotto scacco e questa mossa non para lo scacco.
why-pinned = quel pezzo è inchiodato — muoverlo lascerebbe il proprio re sotto scacco.
why-king-attacked = il re non può andare su una casa attaccata dall'altro lato.
why-hill-attacked = quella casa centrale è attaccata, quindi il re non può andarci.
why-gives-check = { $move } darebbe scacco, e Racing Kings lo vieta.
why-castling = ora l'arrocco non è possibile.
why-not-this-way = quella pila non può muoversi così.
game-illegal-why = { $move } qui non è legale: { $why }

## TV (/tv)
tv-title = TV
tv-intro = La partita in corso dei giocatori con il punteggio più alto, in diretta. Quando finisce, la TV passa alla successiva.
tv-all = Tutti i giochi
tv-channels = Canali della TV
tv-empty = Nessuno sta giocando qui adesso. La TV mostra la prossima partita appena ne inizia una.
home-tv = Guarda in TV la migliore partita in corso
