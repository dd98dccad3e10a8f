# Domande sul sito a cui ogni guida risponde dopo le proprie, in quest'ordine.

faq-site-1-q = Come gioco con un amico?
faq-site-1-a = Nella pagina iniziale scegli «{ mode-friend }» sulla scheda del gioco e manda il link al tuo amico. Chi lo apre per primo prende l'altro posto e la partita comincia. Prima puoi scegliere un tempo, sopra le schede.
faq-site-2-q = Possiamo giocare insieme su questo dispositivo?
faq-site-2-a = Sì. Scegli «{ mode-local }»: condividete una scacchiera e muovete a turno. La partita resta in questo browser, quindi puoi chiudere la pagina e riprenderla più tardi dalla pagina iniziale.
faq-site-3-q = Posso giocare contro il computer?
faq-site-3-a = Sì, in ogni gioco. Scegli «{ mode-ai }», un livello da 1 (un principiante può vincere) a 8 (piena forza) e il tuo colore, poi inizia.
faq-site-4-q = Quali regole valgono qui?
faq-site-4-a = Esattamente quelle di questa pagina, in ogni tipo di partita. Dove altri siti o programmi fanno diversamente, la sezione «{ guide-heading-elsewhere }» spiega come facciamo noi.
faq-site-5-q = Le mie partite vengono salvate? Dove?
faq-site-5-a = Le partite contro un amico, il computer o qualcuno della sala vengono salvate su questo server mentre si giocano; il tuo link privato ti riporta alla tua. Le partite su questo dispositivo restano solo in questo browser: cancellandone i dati del sito, spariscono. Ogni partita si può scaricare in PGN.
faq-site-6-q = Mi serve un account?
faq-site-6-a = No. Non c'è nulla a cui iscriversi: un cookie e il link privato della partita ti tengono il posto. Conserva il link se vuoi tornare da un altro browser.
