## Guide alle regole: Re della collina, Racing Kings, Lielow e scacchi.
## Solo testo semplice; il modello della pagina aggiunge la struttura.

## Titoli comuni

guide-heading-card = In breve
guide-heading-setup = Posizione iniziale
guide-heading-moves = Mosse e catture
guide-heading-win = Come si vince
guide-heading-draws = Patta
guide-heading-special = Regole speciali
guide-heading-differences = Cosa cambia rispetto agli scacchi
guide-heading-elsewhere = Le nostre regole e quelle di altri siti
guide-heading-history = Storia
guide-heading-faq = Domande di chi comincia
guide-diff-topic = Aspetto
guide-diff-chess = Scacchi
guide-diff-this-game = Questo gioco
guide-back-to-game = Torna alla partita
guide-play-now = Gioca ora
guide-index-title = Guide alle regole
guide-index-intro = Come si gioca a ciascun gioco di Regalia: la posizione iniziale, le mosse, come si vince e i pochi dettagli in cui le nostre regole si discostano da quelle che forse hai visto altrove.

## Re della collina

guide-kingofthehill-title = Re della collina
guide-kingofthehill-tagline = Gli scacchi con un secondo modo di vincere: porta il tuo re su una delle quattro case centrali.

guide-kingofthehill-setup-1 = La partita comincia dalla normale posizione degli scacchi, quella del diagramma. Muove per primo il Bianco.
guide-kingofthehill-setup-2 = La collina è formata dalle quattro case al centro della scacchiera: d4, e4, d5 ed e5.

guide-kingofthehill-moves-1 = Tutti i pezzi muovono e catturano esattamente come negli scacchi. Arrocco, presa en passant e promozione funzionano come sempre.
guide-kingofthehill-moves-2 = Come negli scacchi, il re non può mai andare su una casa attaccata né restare sotto scacco, e non può arroccare se è sotto scacco, se attraversa una casa attaccata o se ci arriva. La collina non fa eccezione: una casa della collina attaccata da un pezzo avversario è semplicemente una casa dove il tuo re non può andare.

guide-kingofthehill-win-1 = Porta il tuo re su una qualsiasi delle quattro case della collina e vinci all'istante. Può arrivarci con un passo normale o catturando un pezzo avversario che si trova sulla collina. L'avversario non ha diritto a una risposta.
guide-kingofthehill-win-2 = Anche lo scacco matto vince, proprio come negli scacchi.

guide-kingofthehill-draws-1 = Lo stallo è patta: il giocatore che ha il tratto non ha mosse legali e non è sotto scacco.
guide-kingofthehill-draws-2 = Il giocatore che ha il tratto può chiedere la patta quando la posizione attuale si è presentata tre volte (stessi pezzi sulle stesse case, stesso giocatore al tratto, stesse possibilità di arrocco e di presa en passant), oppure quando ciascuna parte ha giocato 50 mosse senza catture né mosse di pedone. Nessuna delle due situazioni chiude la partita da sola: se nessuno chiede la patta, si continua a giocare.
guide-kingofthehill-draws-3 = Nelle partite online i giocatori possono anche accordarsi per la patta.
guide-kingofthehill-draws-4 = Non esiste la patta per materiale insufficiente. Anche un re solo contro un re solo può ancora vincere raggiungendo la collina, quindi la partita continua.

guide-kingofthehill-special-1 = La collina è un traguardo, non un rifugio. Il tuo re può arrivarci solo con una mossa legale, quindi una casa della collina controllata da un pezzo avversario resta irraggiungibile finché quel controllo non sparisce.
guide-kingofthehill-special-2 = La partita finisce non appena un re si trova sulla collina: in una posizione con un re su d4, e4, d5 o e5 non resta nessuna mossa legale.
guide-kingofthehill-special-3 = Le partite possono cominciare dalla posizione consueta o da qualsiasi posizione valida di Re della collina scritta in FEN.

guide-kingofthehill-diff-1-topic = Obiettivo
guide-kingofthehill-diff-1-chess = Dare scacco matto al re avversario
guide-kingofthehill-diff-1-this = Dare scacco matto, oppure portare il proprio re su d4, e4, d5 o e5
guide-kingofthehill-diff-2-topic = Il re raggiunge il centro
guide-kingofthehill-diff-2-chess = Non succede niente di speciale
guide-kingofthehill-diff-2-this = Vittoria immediata, senza risposta dell'avversario
guide-kingofthehill-diff-3-topic = Il re nel mediogioco
guide-kingofthehill-diff-3-chess = Di solito si nasconde dietro i suoi pedoni
guide-kingofthehill-diff-3-this = Spesso avanza verso il centro, quindi entrambe le parti devono sorvegliare la collina
guide-kingofthehill-diff-4-topic = Re contro re
guide-kingofthehill-diff-4-chess = Patta: nessuno può dare matto
guide-kingofthehill-diff-4-this = Si continua: vince il primo re che raggiunge la collina
guide-kingofthehill-diff-5-topic = Case attaccate
guide-kingofthehill-diff-5-chess = Il re non può andarci
guide-kingofthehill-diff-5-this = Lo stesso, comprese le case della collina
guide-kingofthehill-diff-6-topic = Pezzi, arrocco, en passant, promozione
guide-kingofthehill-diff-6-chess = Regole standard
guide-kingofthehill-diff-6-this = Esattamente come negli scacchi

guide-kingofthehill-elsewhere-1 = Re della collina si trova su diversi siti e in diversi programmi, e i dettagli non sono sempre uguali. Ecco esattamente cosa applichiamo noi.
guide-kingofthehill-elsewhere-2 = Una casa della collina sotto attacco non è una destinazione legale per il re. Non puoi lanciarti su una casa attaccata della collina e vincere lo stesso.
guide-kingofthehill-elsewhere-3 = La vittoria è immediata. Nel momento in cui il re arriva, la partita è finita; l'avversario non ha un'ultima mossa.
guide-kingofthehill-elsewhere-4 = Re contro re non è patta. Dove si applica la consueta regola degli scacchi sul materiale insufficiente, una partita così finirebbe; qui continua, perché ciascuno dei due re può ancora raggiungere la collina.
guide-kingofthehill-elsewhere-5 = La triplice ripetizione e la regola delle 50 mosse danno la patta solo quando un giocatore la chiede; non chiudono mai la partita automaticamente. Non c'è nemmeno una fine automatica dopo una quintuplice ripetizione o 75 mosse, come avviene su alcuni siti molto frequentati.

guide-kingofthehill-history-1 = Re della collina è una variante degli scacchi di lunga tradizione: dare al re un obiettivo al centro è uno dei modi più antichi e più semplici per cambiare il gioco. È diventata molto popolare quando i siti di scacchi online hanno cominciato a proporla.
guide-kingofthehill-history-2 = Ribalta una vecchia abitudine. Negli scacchi il re si nasconde fino al finale; qui un re audace può decidere la partita già nel mediogioco, ed entrambi i giocatori devono pensare al centro in modo nuovo.

guide-kingofthehill-faq-1-q = Il mio re può salire sulla collina se è attaccata?
guide-kingofthehill-faq-1-a = No. Una casa della collina attaccata è una destinazione illegale, come qualsiasi altra casa attaccata. Per tenere lontano il re avversario, copri la collina con i tuoi pezzi.
guide-kingofthehill-faq-2-q = Conta catturare un pezzo che si trova sulla collina?
guide-kingofthehill-faq-2-a = Sì. Se il tuo re cattura un pezzo avversario che si trova su d4, e4, d5 o e5, e quel pezzo non è protetto, vinci subito.
guide-kingofthehill-faq-3-q = L'avversario ha ancora una mossa dopo che il mio re è arrivato sulla collina?
guide-kingofthehill-faq-3-a = No. La partita finisce nel momento in cui arriva il tuo re.
guide-kingofthehill-faq-4-q = Re contro re è patta?
guide-kingofthehill-faq-4-a = No. Con solo i due re rimasti la partita continua, e vince il primo re che raggiunge la collina.
guide-kingofthehill-faq-5-q = Posso ancora vincere con lo scacco matto?
guide-kingofthehill-faq-5-a = Sì. Lo scacco matto vince come negli scacchi, e lo stallo è patta.
guide-kingofthehill-faq-6-q = La partita finisce da sola quando una posizione si ripete tre volte?
guide-kingofthehill-faq-6-a = No. Quando tocca a te puoi chiedere la patta se la posizione si è presentata tre volte, oppure dopo 50 mosse per parte senza catture né mosse di pedone. Se nessuno la chiede, la partita continua.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Una corsa, non una battaglia: sii il primo a portare il tuo re dall'altra parte della scacchiera, senza mai dare scacco.

guide-racingkings-setup-1 = Non ci sono pedoni. Ogni parte ha un re, una donna, due torri, due alfieri e due cavalli, tutti sulle prime due traverse, come mostra il diagramma: i pezzi neri sulla metà sinistra della scacchiera (colonne dalla a alla d), quelli bianchi sulla metà destra (colonne dalla e alla h).
guide-racingkings-setup-2 = Sulla prima traversa, da a1 a h1: donna, torre, alfiere e cavallo neri, poi cavallo, alfiere, torre e donna bianchi. Sulla seconda traversa, da a2 a h2: re, torre, alfiere e cavallo neri, poi cavallo, alfiere, torre e re bianchi.
guide-racingkings-setup-3 = Entrambi i giocatori corrono nella stessa direzione, verso l'alto, fino all'ottava traversa, quindi entrambi vedono la scacchiera dallo stesso lato. Muove per primo il Bianco.

guide-racingkings-moves-1 = Tutti i pezzi muovono e catturano come negli scacchi. Non ci sono arrocco né presa en passant e, visto che non ci sono pedoni, nemmeno la promozione.
guide-racingkings-moves-2 = Lo scacco è vietato a entrambe le parti. Una mossa che metterebbe sotto scacco il re avversario è illegale, anche se negli scacchi sarebbe scacco matto, e questo vale anche per lo scacco di scoperta ottenuto spostando un altro pezzo.
guide-racingkings-moves-3 = Il re non può mai andare su una casa attaccata e, come negli scacchi, nessuna mossa può lasciare sotto attacco il proprio re.
guide-racingkings-moves-4 = Le catture sono permesse e spesso utili, per liberare la strada al tuo re o per eliminare un pezzo che controlla le case davanti a lui.

guide-racingkings-win-1 = L'obiettivo è portare il tuo re sull'ottava traversa, dall'altra parte della scacchiera. Va bene qualsiasi casa dell'ottava traversa.
guide-racingkings-win-2 = Se il re nero raggiunge l'ottava traversa mentre il re bianco non c'è, il Nero vince all'istante.
guide-racingkings-win-3 = Quando il re bianco raggiunge l'ottava traversa, il finale dipende dal Nero, per compensare il fatto che il Bianco muove per primo. Se il re nero non può raggiungere l'ottava traversa con una sola mossa legale, il Bianco vince subito.
guide-racingkings-win-4 = Se il re nero può raggiungere l'ottava traversa con la sua mossa successiva, il Nero gioca un'ultima mossa. Se con essa raggiunge davvero l'ottava traversa, la partita è patta; se il Nero gioca qualsiasi altra mossa, vince il Bianco.

guide-racingkings-draws-1 = Entrambi i re sull'ottava traversa: quando il Nero risponde all'arrivo del re bianco raggiungendo anch'esso l'ottava traversa, la corsa è patta.
guide-racingkings-draws-2 = Lo stallo, cioè quando il giocatore che ha il tratto non ha mosse legali, è patta.
guide-racingkings-draws-3 = Il giocatore che ha il tratto può chiedere la patta quando la posizione attuale si è presentata tre volte (stessi pezzi sulle stesse case, stesso giocatore al tratto), oppure quando ciascuna parte ha giocato 50 mosse senza catture. Nessuna delle due situazioni chiude la partita da sola: se nessuno chiede la patta, si continua a giocare.
guide-racingkings-draws-4 = Nelle partite online i giocatori possono anche accordarsi per la patta.
guide-racingkings-draws-5 = Non esiste la patta per materiale insufficiente: anche due re soli continuano la corsa.

guide-racingkings-special-1 = Poiché nessuna mossa può dare scacco, nessun re è mai sotto scacco. Non puoi inseguire il re avversario a colpi di scacchi; lo rallenti invece controllando le case davanti a lui, perché un re non può andare su una casa attaccata.
guide-racingkings-special-2 = Una sola torre o un solo alfiere ben piazzati possono sbarrare al re avversario un'intera traversa o diagonale senza mai toccarlo.
guide-racingkings-special-3 = Le partite possono cominciare dalla posizione consueta o da qualsiasi posizione valida di Racing Kings scritta in FEN. Una posizione in cui il giocatore al tratto è sotto scacco non è valida.

guide-racingkings-diff-1-topic = Pedoni
guide-racingkings-diff-1-chess = Otto per parte
guide-racingkings-diff-1-this = Nessuno
guide-racingkings-diff-2-topic = Posizione iniziale
guide-racingkings-diff-2-chess = I due eserciti si fronteggiano dai lati opposti
guide-racingkings-diff-2-this = Fianco a fianco sulla prima e sulla seconda traversa, il Nero a sinistra e il Bianco a destra
guide-racingkings-diff-3-topic = Obiettivo
guide-racingkings-diff-3-chess = Dare scacco matto al re avversario
guide-racingkings-diff-3-this = Essere il primo a portare il proprio re sull'ottava traversa
guide-racingkings-diff-4-topic = Scacco
guide-racingkings-diff-4-chess = Permesso, e bisogna pararlo
guide-racingkings-diff-4-this = Mai permesso: una mossa che dà scacco è illegale
guide-racingkings-diff-5-topic = Arrocco, en passant, promozione
guide-racingkings-diff-5-chess = Fanno parte del gioco
guide-racingkings-diff-5-this = Non esistono
guide-racingkings-diff-6-topic = Direzione di gioco
guide-racingkings-diff-6-chess = Ogni parte avanza verso l'altra
guide-racingkings-diff-6-this = Entrambe le parti salgono verso l'ottava traversa
guide-racingkings-diff-7-topic = Materiale insufficiente
guide-racingkings-diff-7-chess = Patta quando nessuno può dare matto
guide-racingkings-diff-7-this = Nessuna patta del genere: la corsa continua
guide-racingkings-diff-8-topic = Muovere per primi
guide-racingkings-diff-8-chess = Un piccolo vantaggio per il Bianco
guide-racingkings-diff-8-this = Compensato dall'ultima mossa del Nero, che può pattare la corsa se il suo re raggiunge l'ottava traversa

guide-racingkings-elsewhere-1 = È sul traguardo che le versioni di Racing Kings si differenziano. Qui, quando il re bianco raggiunge l'ottava traversa, il Nero ha un'ultima mossa solo se il suo re può davvero raggiungere l'ottava traversa con essa; altrimenti il Bianco vince subito. È la regola della versione più giocata online.
guide-racingkings-elsewhere-2 = Alcuni programmi e motori danno sempre la mossa in più al Nero, anche quando non può cambiare nulla. Il risultato è lo stesso, ma il conteggio delle mosse e l'analisi vicino al traguardo possono differire dai nostri.
guide-racingkings-elsewhere-3 = La triplice ripetizione e la regola delle 50 mosse danno la patta solo quando un giocatore la chiede; non chiudono mai la partita automaticamente. Non c'è nemmeno una fine automatica dopo una quintuplice ripetizione o 75 mosse, come avviene su alcuni siti molto frequentati.

guide-racingkings-history-1 = Racing Kings è stato inventato da Vernon R. Parton nel 1961. Parton ha creato molte varianti degli scacchi; tra queste, la più nota è probabilmente quella degli scacchi di Alice (Alice Chess).
guide-racingkings-history-2 = Il gioco abbandona del tutto l'idea di attaccare il re: con lo scacco vietato, la partita diventa una corsa fatta di manovre e di blocchi. Il gioco online, dove è facile provarlo, gli ha dato un nuovo e ampio pubblico.

guide-racingkings-faq-1-q = Posso dare scacco in Racing Kings?
guide-racingkings-faq-1-a = No. Qualsiasi mossa che metterebbe sotto scacco il re avversario è illegale, compreso lo scacco di scoperta quando un altro pezzo si sposta. In questo gioco un re non è mai sotto scacco.
guide-racingkings-faq-2-q = Che cosa succede quando entrambi i re raggiungono l'ultima traversa?
guide-racingkings-faq-2-a = Può succedere solo quando il Bianco arriva per primo e il Nero lo segue con la mossa immediatamente successiva. A quel punto la partita è patta.
guide-racingkings-faq-3-q = Il Bianco muove per primo: non è ingiusto?
guide-racingkings-faq-3-a = A questo serve l'ultima mossa del Nero. Quando il re bianco raggiunge l'ottava traversa e anche il re nero può raggiungerla con una mossa legale, il Nero ha diritto a quella mossa e può pattare la corsa.
guide-racingkings-faq-4-q = Perché la partita è finita senza che il Nero avesse un'ultima mossa?
guide-racingkings-faq-4-a = Perché il re nero non poteva raggiungere l'ottava traversa con una sola mossa legale. In quel caso la mossa in più non avrebbe cambiato il risultato, quindi il Bianco vince subito.
guide-racingkings-faq-5-q = Il mio re può mettersi accanto al re avversario?
guide-racingkings-faq-5-a = No. Due re uno accanto all'altro si attaccherebbero a vicenda, cioè ci sarebbe scacco, e lo scacco non è mai permesso.
guide-racingkings-faq-6-q = Posso catturare pezzi?
guide-racingkings-faq-6-a = Sì, come negli scacchi, purché la cattura non dia scacco. Prendere un pezzo che ti sbarra la strada o che controlla le case davanti al tuo re è spesso la chiave della corsa.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Pile che saltano tante case quanto sono alte: proteggi la tua pila incoronata e cattura quella dell'avversario.

guide-lielow-setup-1 = Lielow si gioca su una scacchiera 8x8 con pile di pedine e nessun altro pezzo. Ogni giocatore comincia con otto pile di altezza 1: il Bianco da a2 a h2, il Nero da a7 a h7, come nel diagramma.
guide-lielow-setup-2 = All'inizio nessuno ha la corona. Muove per primo il Bianco.

guide-lielow-moves-1 = Al tuo turno, sposta una delle tue pile in linea retta: lungo una traversa, una colonna o una diagonale, in una qualsiasi delle otto direzioni. Deve percorrere esattamente tante case quanta è la sua altezza: una pila di 1 si sposta di una casa, una pila di 3 di tre case. Le case intermedie non contano, perché le pile saltano. Non si può passare.
guide-lielow-moves-2 = Se arriva su una casa vuota, la pila cresce di uno. Una pila di 2 che si sposta di due case fino a una casa vuota diventa una pila di 3.
guide-lielow-moves-3 = Se arriva su una pila avversaria, quella pila viene catturata e tolta dalla scacchiera, qualunque sia la sua altezza, e la tua pila scende ad altezza 1. Una pila di 1 che cattura resta a 1.
guide-lielow-moves-4 = Non è permesso arrivare su una delle tue pile.
guide-lielow-moves-5 = Uscire dalla scacchiera: se, in almeno una direzione, la casa d'arrivo cadrebbe oltre il bordo, puoi far uscire la pila dalla scacchiera, e la pila lascia il gioco. Qualunque sia la direzione da cui esce, conta come una sola mossa.
guide-lielow-moves-6 = L'altezza massima è 8. Una pila di 7 può ancora crescere fino a 8; una pila di 8 può solo uscire dalla scacchiera.

guide-lielow-win-1 = Vinci quando la pila incoronata dell'avversario lascia la scacchiera: o la catturi tu, o è il suo proprietario a farla uscire.
guide-lielow-win-2 = Catturare altre pile non fa mai vincere da solo. E finché l'avversario non ha una corona non può perdere, quindi la caccia comincia solo quando ne ha una.

guide-lielow-draws-1 = In Lielow non esiste la patta. Ogni mossa o toglie una pila o rende una pila più alta, quindi una posizione non può mai ripresentarsi, e ogni partita finisce con un vincitore.
guide-lielow-draws-2 = Per lo stesso motivo non c'è una regola della ripetizione né la regola delle 50 mosse. Un giocatore ha sempre almeno una mossa legale, quindi non c'è nemmeno lo stallo.

guide-lielow-special-1 = La corona. Dopo ogni mossa, dell'uno o dell'altro giocatore, si guardano le pile di ciascun giocatore: se una delle tue pile è strettamente più alta di tutte le altre tue pile, la tua corona passa su di essa.
guide-lielow-special-2 = In caso di parità per la pila più alta, la corona non si sposta. Resta dov'è, anche se quella pila ora è più bassa di altre, e chi non ha ancora una corona continua a non averla.
guide-lielow-special-3 = La corona viaggia con la sua pila. Nient'altro sposta una corona.
guide-lielow-special-4 = La tua corona può spostarsi durante il turno dell'avversario. Se cattura una delle tue pile, un'altra tua pila può diventare la tua unica più alta, e la corona passa subito su di essa.
guide-lielow-special-5 = Una pila incoronata che cattura scende ad altezza 1. Se ora un'altra tua pila è l'unica più alta, la corona passa a lei; altrimenti la corona resta sulla piccola pila che ha appena catturato.
guide-lielow-special-6 = La tua ultima pila rimasta porta sempre la tua corona, perché è per forza la tua unica pila più alta.
guide-lielow-special-7 = Nelle trascrizioni delle partite, una mossa verso una casa vuota si scrive come e2-e3, una cattura come d4xg7 e un'uscita dalla scacchiera come a2-off.

guide-lielow-diff-1-topic = Pezzi
guide-lielow-diff-1-chess = Sei tipi, ognuno con il suo movimento
guide-lielow-diff-1-this = Solo pile di pedine, che seguono tutte la stessa regola
guide-lielow-diff-2-topic = Quanto si sposta un pezzo
guide-lielow-diff-2-chess = Dipende dal pezzo
guide-lielow-diff-2-this = Esattamente la sua altezza, in una di otto direzioni
guide-lielow-diff-3-topic = Blocchi
guide-lielow-diff-3-chess = Salta solo il cavallo; gli altri pezzi vengono bloccati
guide-lielow-diff-3-this = Ogni pila salta; le case intermedie non contano
guide-lielow-diff-4-topic = Dopo una cattura
guide-lielow-diff-4-chess = Il pezzo che cattura non cambia
guide-lielow-diff-4-this = La pila che cattura scende ad altezza 1
guide-lielow-diff-5-topic = Obiettivo
guide-lielow-diff-5-chess = Dare scacco matto al re
guide-lielow-diff-5-this = Far uscire dalla scacchiera la pila incoronata dell'avversario
guide-lielow-diff-6-topic = Il pezzo che conta
guide-lielow-diff-6-chess = Il re, lo stesso pezzo dall'inizio alla fine
guide-lielow-diff-6-this = La corona, che compare durante la partita e passa all'unica pila più alta
guide-lielow-diff-7-topic = Uscire dalla scacchiera
guide-lielow-diff-7-chess = Impossibile
guide-lielow-diff-7-this = Una mossa legale quando il salto di una pila finirebbe oltre il bordo
guide-lielow-diff-8-topic = Patta
guide-lielow-diff-8-chess = Stallo, ripetizione, regola delle 50 mosse, accordo e altro
guide-lielow-diff-8-this = Nessuna: ogni partita ha un vincitore
guide-lielow-diff-9-topic = Crescita
guide-lielow-diff-9-chess = I pedoni vengono promossi sull'ultima traversa
guide-lielow-diff-9-this = Le pile crescono di uno a ogni mossa verso una casa vuota, fino a 8

guide-lielow-elsewhere-1 = Lielow è un gioco giovane. Se l'hai imparato altrove, questi sono i punti da confrontare con le regole che applichiamo.
guide-lielow-elsewhere-2 = Far uscire una pila dalla scacchiera è una sola mossa, anche quando potrebbe uscire in più direzioni.
guide-lielow-elsewhere-3 = La corona viene assegnata dopo ogni mossa dell'uno o dell'altro giocatore: va all'unica pila più alta e, in caso di parità, resta dov'è, anche su una pila più bassa.
guide-lielow-elsewhere-4 = Far uscire dalla scacchiera la propria pila incoronata fa perdere la partita, esattamente come farsela catturare.
guide-lielow-elsewhere-5 = Una pila non può mai superare l'altezza 8; una pila di 8 può solo uscire dalla scacchiera.

guide-lielow-history-1 = Lielow è stato ideato da Michael Amundsen e Alek Erickson nel 2021. È un moderno gioco di strategia astratto: niente fortuna, niente informazioni nascoste e solo una manciata di regole.
guide-lielow-history-2 = Il suo cuore è la tensione tra altezza e sicurezza. Una pila alta arriva lontano e attira la corona, ma ogni cattura la riporta ad altezza 1.

guide-lielow-faq-1-q = Perché la corona è passata a un'altra pila?
guide-lielow-faq-1-a = Dopo ogni mossa, dell'uno o dell'altro giocatore, la tua corona va alla tua unica pila più alta. Può darsi che un'altra tua pila sia cresciuta sopra le altre, che la tua pila incoronata sia scesa a 1 dopo una cattura, oppure che l'avversario abbia catturato una di due pile alla pari in altezza, lasciando l'altra da sola in cima.
guide-lielow-faq-2-q = Perché la corona non è andata sulla mia pila più alta?
guide-lielow-faq-2-a = Per una parità. Quando due o più delle tue pile hanno la stessa altezza massima, la corona resta dov'era, anche su una pila più bassa.
guide-lielow-faq-3-q = Posso vincere catturando tutte le altre pile?
guide-lielow-faq-3-a = Catturare pile diverse da quella incoronata non fa mai vincere da solo. Ma l'ultima pila dell'avversario porta sempre la corona, quindi quando la catturi stai comunque catturando la corona.
guide-lielow-faq-4-q = In Lielow può mai esserci una patta?
guide-lielow-faq-4-a = No. Ogni mossa toglie una pila o ne rende una più alta, quindi le posizioni non si ripetono mai e la partita finisce sempre con un vincitore.
guide-lielow-faq-5-q = Perché dovrei far uscire una pila dalla scacchiera?
guide-lielow-faq-5-a = È un sacrificio, ma a volte utile: può essere la mossa più sicura quando ogni altra mossa indebolirebbe la tua posizione, e togliere una pila alla pari in altezza con un'altra può spostare la tua corona su quest'ultima. Solo, non farlo mai con la tua pila incoronata: perdi all'istante.
guide-lielow-faq-6-q = All'inizio nessuno ha la corona: posso perdere nelle prime mosse?
guide-lielow-faq-6-a = No, finché non hai una corona. Ma la tua prima mossa verso una casa vuota crea una pila di 2, la tua unica più alta, che viene subito incoronata.

## Scacchi

guide-chess-title = Scacchi
guide-chess-tagline = Il gioco classico: dai scacco matto al re avversario.

guide-chess-setup-1 = Ogni parte ha un re, una donna, due torri, due alfieri, due cavalli e otto pedoni, disposti come nel diagramma. Muove per primo il Bianco.

guide-chess-moves-1 = Il re si muove di una casa in qualsiasi direzione. La donna si muove di quante case vuole lungo traverse, colonne e diagonali, la torre lungo traverse e colonne, l'alfiere lungo le diagonali; nessuno di questi pezzi può scavalcare altri pezzi.
guide-chess-moves-2 = Il cavallo si muove a L: due case in una direzione, poi una di lato. È l'unico pezzo che salta.
guide-chess-moves-3 = Il pedone avanza dritto di una casa, o di due dalla sua casa di partenza, e cattura di una casa in diagonale in avanti.
guide-chess-moves-4 = Un pezzo cattura spostandosi su una casa occupata da un pezzo avversario, che viene tolto dalla scacchiera. Non puoi mai fare una mossa che lasci il tuo re sotto scacco.

guide-chess-win-1 = Lo scacco matto vince: il re avversario è sotto scacco e non ha alcun modo legale di uscirne.

guide-chess-draws-1 = Lo stallo è patta: il giocatore che ha il tratto non ha mosse legali e non è sotto scacco.
guide-chess-draws-2 = La partita è subito patta quando a nessuna delle due parti resta materiale sufficiente per dare matto, per esempio re contro re.
guide-chess-draws-3 = Il giocatore che ha il tratto può chiedere la patta quando la posizione attuale si è presentata tre volte, oppure dopo 50 mosse per parte senza catture né mosse di pedone. Nelle partite online i giocatori possono anche accordarsi per la patta.

guide-chess-special-1 = Arrocco: il re si sposta di due case verso una delle sue torri, e quella torre salta sulla casa che il re ha attraversato. Nessuno dei due pezzi deve aver già mosso, le case tra loro devono essere vuote, e il re non può arroccare se è sotto scacco, se attraversa una casa attaccata o se ci arriva.
guide-chess-special-2 = Presa en passant: quando un pedone avanza di due case e si ferma accanto a un pedone avversario, quest'ultimo può catturarlo come se fosse avanzato di una sola casa, ma solo alla mossa immediatamente successiva.
guide-chess-special-3 = Promozione: un pedone che raggiunge l'ultima traversa diventa una donna, una torre, un alfiere o un cavallo del suo colore.

guide-chess-elsewhere-1 = La triplice ripetizione e la regola delle 50 mosse danno la patta solo quando un giocatore la chiede; non chiudono mai la partita automaticamente. Non c'è nemmeno una fine automatica dopo una quintuplice ripetizione o 75 mosse, come avviene su alcuni siti molto frequentati.

guide-chess-history-1 = Gli scacchi hanno assunto la loro forma moderna nell'Europa meridionale alla fine del Quattrocento, quando la donna e l'alfiere hanno ottenuto i loro movimenti lunghi. Re della collina e Racing Kings si basano entrambi su di essi.

guide-chess-faq-1-q = Una posizione ripetuta è patta automaticamente?
guide-chess-faq-1-a = No. Quando tocca a te puoi chiedere la patta se la posizione si è presentata tre volte; se nessuno la chiede, la partita continua.
guide-chess-faq-2-q = Che cosa succede se non ho mosse legali?
guide-chess-faq-2-a = Se il tuo re è sotto scacco, è scacco matto e perdi. Se non lo è, è stallo e la partita è patta.
guide-chess-faq-3-q = Posso arroccare per uscire dallo scacco?
guide-chess-faq-3-a = No. Il re non può arroccare mentre è sotto scacco, né attraversare o raggiungere una casa attaccata.
