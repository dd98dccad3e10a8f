# Regalia: ritrovare le proprie partite, inviti, errori per codice, livelli
# del computer, premosse e conferme (italiano).

## Indirizzi sconosciuti
error-page-not-found = A questo indirizzo non c'è nessuna pagina. Forse il link è scritto male o non è più valido.

## Errori segnalati dal server, per codice
error-code-bad-request = Il server non ha potuto accettare questa richiesta.
error-code-no-game = Questa partita qui non esiste. Forse il link è incompleto.
error-code-wrong-seat = Questo link non corrisponde a nessun posto di questa partita. Controlla di averlo copiato per intero.
error-code-no-open-seat = Nessuno può più unirsi a questa partita: il posto è stato preso o l'invito è chiuso.
error-code-conflict = Non si può fare nella partita così com'è.
error-code-too-large = La richiesta è troppo grande.
error-code-uri-too-long = L'indirizzo richiesto è troppo lungo.
error-code-headers-too-large = La richiesta ha troppe intestazioni o intestazioni troppo lunghe.
error-code-unavailable = Il server sta trasferendo questa partita. Riprova tra un momento.
error-code-unknown-address = A questo indirizzo non c'è niente.
error-code-bad-message = Il server non è riuscito a leggere ciò che questa pagina ha inviato. Ricarica la pagina.
error-code-not-your-turn = Non tocca a te.
error-code-illegal-move = Questa mossa qui non è legale.
error-code-stale-move = La partita è andata avanti prima che arrivasse la tua mossa. Guarda la scacchiera e gioca di nuovo.
error-code-not-a-player = Gli spettatori non possono giocare in questa partita.
error-code-not-playing = La partita non è in corso: non è ancora iniziata o è finita.
error-code-no-offer = Non c'è nessuna proposta a cui rispondere.
error-code-no-claim = Al momento non c'è nessuna patta da chiedere.
error-code-cannot-abort = La partita non può più essere annullata.
error-code-cannot-takeback = Non c'è nessuna mossa da ritirare.
error-code-not-claimable = Il tuo avversario non è assente da abbastanza tempo per chiedere la vittoria.
error-code-rate-limited = Troppe richieste. Aspetta qualche secondo e riprova.
error-code-unfinished-games = Hai già tante partite in corso contro il computer più forte quante ne può avere un giocatore. Prima finiscine o annullane una.
error-code-open-seeks = Hai già tante sfide aperte quante ne può avere un giocatore. Aspetta un avversario o prima annullane una.
error-code-open-invitations = Hai già tanti inviti senza risposta quanti ne può avere un giocatore. Aspetta un amico o prima annullane uno.
refusal-unfinished-games = { $count ->
    [one] Hai { $count } partita in corso contro il computer al livello { $level }: prima finiscila o annullala.
   *[other] Hai { $count } partite in corso contro il computer al livello { $level }: prima finiscine o annullane una.
}
refusal-open-seeks = { $count ->
    [one] Hai { $count } sfida in attesa di un avversario: annullala o aspetta un giocatore.
   *[other] Hai { $count } sfide in attesa di un avversario: annullane una o aspetta un giocatore.
}
refusal-open-invitations = { $count ->
    [one] Hai { $count } invito a cui nessuno ha ancora risposto: annullalo o aspetta il tuo amico.
   *[other] Hai { $count } inviti a cui nessuno ha ancora risposto: annullane uno o aspetta i tuoi amici.
}
refusal-game = Partita { $name }
error-code-storage = Il server non è riuscito a salvarlo. Riprova.
error-code-bad-pgn = Impossibile leggere questo testo di partita (PGN).
error-code-unknown-variant = Questo sito non offre quel gioco.
error-code-no-puzzle = Questo problema non esiste qui.
error-code-bad-position = Questa posizione non è valida per questo gioco. Controllala nell’editor.
error-code-position-over = In questa posizione la partita sarebbe già finita: non si può giocare alcuna mossa.
error-code-bad-clock = Questa cadenza non è disponibile: scegline una dall’elenco.
error-code-bad-level = Il computer gioca ai livelli da 1 a 8: scegline uno.
error-code-too-many-moves = Questa partita ha più mosse di quante il server ne ripercorra in una volta.
error-code-not-this-site = Solo le pagine di questo sito possono collegarsi qui.
error-code-name-length = Un nome ha da 3 a 20 caratteri.
error-code-name-characters = Un nome può contenere solo lettere, cifre, _ e -.
error-code-name-reserved = Questo nome è riservato. Scegline un altro.
error-code-name-taken = Un altro giocatore ha già questo nome. Scegline un altro.
error-code-already-named = Questo browser gioca già con un nome.
error-code-no-name = Solo i giocatori con un nome possono farlo. Scegli prima un nome.
error-code-no-player = Non c’è nessun giocatore con questo nome.
error-code-wrong-key = Questa chiave giocatore non funziona. Forse è stata copiata male o sostituita da una più recente.
error-code-no-device = Questo dispositivo non è uno dei tuoi.
error-code-rated-needs-clock = Una partita valida per il punteggio richiede un orologio: scegli una cadenza.
error-code-rated-not-computer = Le partite contro il computer non valgono mai per il punteggio.
error-code-out-of-range = Il tuo punteggio è fuori dall’intervallo chiesto da questo giocatore.
error-code-chat-empty = Il messaggio è vuoto.
error-code-chat-too-long = Un messaggio ha al massimo 140 caratteri.
error-code-chat-control = Un messaggio non può contenere a capo o altri caratteri di controllo.
error-code-chat-flood = Troppi messaggi: al massimo 4 in 10 secondi. Aspetta un momento.
error-code-chat-repeated = L’hai appena detto.
error-code-chat-presets-only = In questa partita si possono inviare solo i messaggi predefiniti.
error-code-chat-full = Questa chat è piena: non si possono conservare altri messaggi per questa partita.
error-code-not-finished = Solo una partita finita si può condividere come GIF.
error-code-no-arena = Nessuna arena ha questo indirizzo.
error-code-arena-length = Un’arena dura da 10 a 180 minuti.
error-code-arena-start = Un’arena inizia da adesso fino a non oltre 7 giorni.
error-code-arena-joined = Sei già in questa arena.
error-code-arena-over = Questa arena è finita.
error-code-not-in-arena = Non sei in questa arena.
error-code-berserk-moved = Il berserk è possibile solo prima della tua prima mossa.
error-code-not-arena = Il berserk esiste solo nelle partite d’arena.
error-code-in-arena = Le partite d’arena non hanno ritiro della mossa né rivincita.
error-code-arena-limit = Hai creato tutte le arene che puoi per ora: aspetta che una finisca.
error-code-wrong-token = Questo token non è (o non è più) un token di questo sito.
error-code-not-a-bot = Solo un account bot può usare l’API dei bot.
error-code-bot-account = Un account bot non può farlo: i bot giocano solo su sfida.
error-code-no-challenge = Non c’è nessuna sfida aperta con questo identificativo per te.

## Le tue partite (pagina iniziale)
mine-title = Le tue partite
mine-empty = Ancora nessuna partita. Iniziane una qui sopra e comparirà in questo elenco.
mine-finished-title = Concluse
mine-your-turn = Tocca a te
mine-their-turn = Tocca all'avversario
mine-waiting = In attesa di un avversario
mine-resume = Riprendi
mine-view = Guarda
mine-vs-computer = contro il computer, { $name }
mine-vs-friend = contro un amico
mine-vs-seek = contro un avversario della sala
mine-same-device = su questo dispositivo
mine-you-play = { $color ->
    [white] giochi col Bianco
   *[black] giochi col Nero
}
mine-won = Vinta
mine-lost = Persa
mine-drawn = Patta
mine-moves = { $count ->
    [0] ancora nessuna mossa
    [one] { $count } mossa
   *[other] { $count } mosse
}

## Livelli del computer
level-1 = Principiante
level-2 = Novizio
level-3 = Dilettante
level-4 = Giocatore di circolo
level-5 = Giocatore di circolo forte
level-6 = Esperto
level-7 = Maestro
level-8 = Il più forte
level-option = { $level } · { $name }
level-about = circa { $rating }

## La pagina dell'invito
challenge-title = Sei invitato a una partita: { $name }
challenge-clock = Tempo: { $name }
challenge-color = { $color ->
    [white] Giocheresti col Bianco.
    [black] Giocheresti col Nero.
   *[random] Il tuo colore sarà estratto a sorte.
}
challenge-accept = Accetta
challenge-decline = Rifiuta
challenge-declined = Hai rifiutato questo invito. Chi te l'ha mandato è stato avvisato.
invite-declined = Il tuo invito è stato rifiutato.
share-share = Condividi
share-text = Gioca con me su Regalia: { $name }

## Titolo della scheda
title-your-turn = Tocca a te

## Risposte alle proposte
offer-draw-declined = Il tuo avversario ha rifiutato la patta.
offer-takeback-declined = Il tuo avversario non ha accettato di ritirare la mossa.
offer-rematch-declined = Il tuo avversario ha rifiutato la rivincita.

## Premosse
premove-queued = La premossa { $move } aspetta il tuo turno. Clic destro o Esc la annulla.

## Lielow
lielow-losing-confirm = Questa mossa perde la partita. Giocarla lo stesso?
