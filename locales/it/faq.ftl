# Domande sul sito: ogni guida alle regole ci risponde dopo le proprie, in quest'ordine.

faq-site-1-q = Come gioco con un amico?
faq-site-1-a = Nella pagina iniziale scegli «{ mode-friend }» sulla carta del gioco e manda il link al tuo amico. Chi lo apre per primo prende l'altro posto e la partita comincia. Prima puoi scegliere un tempo di gioco, sopra le carte.
faq-site-2-q = Possiamo giocare in due su questo dispositivo?
faq-site-2-a = Sì. Scegli «{ mode-local }»: condividete una sola scacchiera e muovete a turno. La partita resta in questo browser, quindi puoi chiudere la pagina e riprenderla più tardi dalla pagina iniziale.
faq-site-3-q = Posso giocare contro il computer?
faq-site-3-a = Sì, in tutti i giochi. Scegli «{ mode-ai }», un livello da 1 (un principiante può vincere) a 8 (piena forza) e il tuo colore, poi inizia.
faq-site-4-q = Quali regole valgono qui?
faq-site-4-a = Esattamente quelle di questa pagina, in ogni tipo di partita. Dove altri siti o programmi fanno diversamente, la sezione «{ guide-heading-elsewhere }» spiega che cosa facciamo noi.
faq-site-5-q = Le mie partite vengono salvate? E dove?
faq-site-5-a = Le partite contro un amico, contro il computer o contro qualcuno della sala vengono salvate su questo server mossa dopo mossa; il tuo link privato ti riporta alle tue. Le partite su questo dispositivo restano solo in questo browser: cancellando i dati del sito si cancellano anche loro. Ogni partita si può scaricare in PGN.
faq-site-6-q = Mi serve un account?
faq-site-6-a = No. Non c'è nessuna registrazione: un cookie e il link privato della tua partita ti tengono il posto. Conserva il link se vuoi tornare da un altro browser.
