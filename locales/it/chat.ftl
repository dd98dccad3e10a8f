# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chat
chat-room-players = Chat dei giocatori
chat-room-spectators = Chat degli spettatori
chat-author-white = Bianco
chat-author-black = Nero
chat-author-spectator = Spettatore
chat-you = Tu
chat-label = Messaggio
chat-placeholder = Scrivi qualcosa (al massimo 140 caratteri)
chat-send = Invia
chat-presets-only = I giocatori senza nome parlano solo con queste frasi.
chat-empty = Non è stato ancora detto nulla.
chat-mute = Silenzia l’avversario
chat-muted = I messaggi del tuo avversario sono nascosti su questo browser.
chat-report = Segnala
chat-report-confirm = Segnalare questa chat? La partita e i suoi messaggi vengono conservati perché li legga una persona.
chat-reported = Segnalata: una persona leggerà questa chat.
chat-preset-hello = Ciao
chat-preset-good-luck = Buona fortuna
chat-preset-have-fun = Divertiti!
chat-preset-you-too = Anche tu!
chat-preset-good-game = Bella partita
chat-preset-well-played = Ben giocato
chat-preset-thank-you = Grazie
chat-preset-gotta-go = Devo andare
chat-preset-bye = Ciao ciao!
reports-title = Chat segnalate
reports-hint = Le 100 segnalazioni più recenti, dalla più nuova, ciascuna con i messaggi com’erano al momento della segnalazione.
reports-none = Nessuna chat è stata segnalata.
