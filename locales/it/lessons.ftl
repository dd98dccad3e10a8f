# Le lezioni di /learn/{variant}: per ognuna un titolo, l'obiettivo, un suggerimento e ciò che si impara.

lesson-hill-walk-title = Cammina fino alla collina
lesson-hill-walk-goal = Le quattro case centrali d4, e4, d5 ed e5 formano la collina. Porta il tuo re su una di esse: hai due mosse.
lesson-hill-walk-hint = Prima fai un passo in diagonale verso il centro; da d3 sia d4 sia e4 sono a un passo.
lesson-hill-walk-done = Nel momento in cui il tuo re è sulla collina, hai vinto. L'avversario non muove più.

lesson-hill-guarded-title = Una casa della collina sorvegliata non è una mossa
lesson-hill-guarded-goal = La torre nera controlla tutta la colonna d. Porta comunque il tuo re sulla collina.
lesson-hill-guarded-hint = Il re non può mai andare su una casa attaccata, collina o no. Quale casa della collina non vede la torre?
lesson-hill-guarded-done = Esatto: d4 era sorvegliata, quindi non era nemmeno una mossa legale. e4 era libera.

lesson-hill-capture-title = Catturare sulla collina
lesson-hill-capture-goal = Un cavallo nero sta in d4, sulla collina, e niente lo difende. Vinci subito.
lesson-hill-capture-hint = Il tuo re può catturare un pezzo indifeso, e anche arrivare sulla collina catturando conta.
lesson-hill-capture-done = Arrivare sulla collina con una cattura vince proprio come arrivarci con un passo.

lesson-hill-race-title = Vinci la corsa verso il centro
lesson-hill-race-goal = Entrambi i re puntano alla collina, e muovi tu per primo. Arrivaci prima del Nero.
lesson-hill-race-hint = Conta i passi: te ne servono due, quindi non sprecare nemmeno una mossa. Vai prima in d3.
lesson-hill-race-done = Eri avanti di una mossa e l'hai sfruttata. Nel Re della collina ogni tempo conta.

lesson-hill-mate-title = Lo scacco matto vince ancora
lesson-hill-mate-goal = La collina è lontana, ma il re nero è chiuso dietro i suoi pedoni. Vinci con una mossa.
lesson-hill-mate-hint = Sull'ottava traversa il Nero non ha case di fuga. La tua torre può salire fino in cima.
lesson-hill-mate-done = Qui lo scacco matto chiude la partita come negli scacchi.

lesson-hill-bare-kings-title = Con i soli re si continua
lesson-hill-bare-kings-goal = Sono rimasti solo i due re. Negli scacchi sarebbe patta; qui, vinci.
lesson-hill-bare-kings-hint = Senza pezzi, ciascun re può ancora camminare fino alla collina. Il tuo è a un passo.
lesson-hill-bare-kings-done = Re contro re non è patta nel Re della collina: vince chi arriva per primo al centro.

lesson-race-walk-title = Corsa fino all'ottava traversa
lesson-race-walk-goal = In Racing Kings vince il primo re che raggiunge l'ottava traversa. Arrivaci in due mosse.
lesson-race-walk-hint = Sali dritto: b7, poi una casa qualsiasi dell'ottava traversa.
lesson-race-walk-done = Il tuo re ha raggiunto l'ultima traversa e quello nero era troppo indietro per seguirlo.

lesson-race-no-check-title = Mai dare scacco
lesson-race-no-check-goal = Taglia fuori il re nero dalla settima traversa con la tua torre.
lesson-race-no-check-hint = In Racing Kings una mossa che dà scacco è illegale. La torre in c6 o sulla colonna e darebbe scacco al re; guarda una traversa più in alto.
lesson-race-no-check-done = Da c7 la tua torre controlla la settima traversa senza dare scacco.

lesson-race-capture-check-title = Nemmeno le catture possono dare scacco
lesson-race-capture-check-goal = Cattura uno dei cavalli neri con la tua torre.
lesson-race-capture-check-hint = Catturare in d5 aprirebbe la colonna d verso il re nero: sarebbe scacco, quindi non è permesso.
lesson-race-capture-check-done = La regola non ha eccezioni: anche una cattura che darebbe scacco è illegale.

lesson-race-attacked-title = Mai su una casa attaccata
lesson-race-attacked-goal = Il tuo re è a un passo dal traguardo. Vinci la corsa adesso.
lesson-race-attacked-hint = Il cavallo controlla e8 e l'alfiere controlla f8. Un re non può andare su una casa attaccata.
lesson-race-attacked-done = Solo g8 era libera, quindi era l'unica strada.

lesson-race-too-far-title = Il Nero è troppo lontano per seguire
lesson-race-too-far-goal = Quando il Bianco raggiunge l'ottava traversa, il Nero ha un'altra mossa solo se può raggiungerla anche lui. Vinci adesso.
lesson-race-too-far-hint = Il re nero è a tre traverse di distanza: sali sull'ottava traversa.
lesson-race-too-far-done = Il Nero non poteva seguirti subito, quindi hai vinto all'istante.

lesson-race-follow-title = L'ultima mossa del Nero pareggia
lesson-race-follow-goal = Il re bianco ha raggiunto l'ottava traversa, ma tu, col Nero, puoi ancora seguirlo. Salva la partita.
lesson-race-follow-hint = Porta il tuo re sull'ottava traversa: g8, f8 e h8 sono tutte libere.
lesson-race-follow-done = Entrambi i re sull'ottava traversa: la corsa finisce patta. Quell'ultima mossa compensa il fatto che il Bianco muove per primo.

lesson-lielow-height-title = Una pila si sposta esattamente della sua altezza
lesson-lielow-height-goal = La tua pila in c3 è alta due, quindi si sposta esattamente di due case, in qualsiasi linea retta. Cattura la pila nera in e5.
lesson-lielow-height-hint = Due case in diagonale, verso l'alto e a destra. La casa intermedia non conta: le pile saltano.
lesson-lielow-height-done = Una pila di altezza due si sposta sempre di due case, mai di una o di tre.

lesson-lielow-grow-title = Arrivare su una casa vuota fa crescere la pila
lesson-lielow-grow-goal = Sposta la tua pila da d2 a una casa vuota e guardala crescere.
lesson-lielow-grow-hint = Una pila di altezza uno si sposta di una casa, in una qualsiasi delle otto direzioni.
lesson-lielow-grow-done = Ora è alta due e, essendo la tua pila più alta, ha preso la tua corona.

lesson-lielow-capture-title = Una cattura riporta la pila a uno
lesson-lielow-capture-goal = La tua pila incoronata in d1 è alta tre. Cattura la pila nera in d4.
lesson-lielow-capture-hint = Tre case dritto verso l'alto portano in d4.
lesson-lielow-capture-done = Dopo la cattura la tua pila torna ad altezza uno: catturare costa altezza.

lesson-lielow-own-title = Mai sulla propria pila
lesson-lielow-own-goal = La tua pila in c3 è alta due. Cattura con lei la pila nera.
lesson-lielow-own-hint = e3 è a due case, ma lì c'è una tua pila: arrivarci non è una mossa. Guarda su per la colonna c.
lesson-lielow-own-done = Arrivare su una propria pila è illegale; arrivare su una pila avversaria la cattura.

lesson-lielow-crown-title = La corona va all'unica pila più alta
lesson-lielow-crown-goal = La tua corona è in d2. Rendi un'altra pila più alta di lei, così che la corona passi lì.
lesson-lielow-crown-hint = La pila in b2 è alta due; spostandola su una casa vuota diventa alta tre.
lesson-lielow-crown-done = Dopo ogni mossa la corona sta sull'unica pila più alta, ovunque sia.

lesson-lielow-tie-title = Con un pareggio la corona resta dov'è
lesson-lielow-tie-goal = Sposta la pila piccola da e2 a una casa vuota, così che cresca fino a due, alta quanto la tua pila incoronata.
lesson-lielow-tie-hint = Va bene una qualsiasi delle otto case vicine a e2.
lesson-lielow-tie-done = Due pile di altezza due: non essendoci un'unica pila più alta, la corona resta in a2.

lesson-lielow-off-title = Uscire dalla scacchiera
lesson-lielow-off-goal = Una pila può uscire dalla scacchiera quando uno spostamento pari alla sua altezza la porterebbe oltre il bordo. Fai uscire la tua pila in a2.
lesson-lielow-off-hint = Trascina la pila fuori dalla scacchiera, oppure selezionala e premi il pulsante per farla uscire.
lesson-lielow-off-done = La pila non c'è più. Va bene per una pila qualsiasi, ma non farlo mai con quella incoronata.

lesson-lielow-take-crown-title = Cattura la corona e vinci
lesson-lielow-take-crown-goal = La corona nera è in f4. Catturala.
lesson-lielow-take-crown-hint = La tua pila incoronata in d2 è alta due: due case in diagonale arrivano in f4.
lesson-lielow-take-crown-done = Catturare la pila incoronata avversaria vince subito la partita.

lesson-lielow-keep-crown-title = Tieni la tua corona sulla scacchiera
lesson-lielow-keep-crown-goal = La pila nera in c4 minaccia la tua corona in a2. Salvala.
lesson-lielow-keep-crown-hint = Far uscire la tua pila incoronata perde all'istante, e anche a4 e c2 sono attaccate. Attacca l'attaccante.
lesson-lielow-keep-crown-done = Catturare l'attaccante ha messo in salvo la tua corona. Farla uscire dalla scacchiera avrebbe perso la partita.
