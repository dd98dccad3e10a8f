# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chat
chat-room-players = Chat van de spelers
chat-room-spectators = Chat van de toeschouwers
chat-author-white = Wit
chat-author-black = Zwart
chat-author-spectator = Toeschouwer
chat-you = Jij
chat-label = Chatbericht
chat-placeholder = Zeg iets (hoogstens 140 tekens)
chat-send = Versturen
chat-presets-only = Spelers zonder naam praten alleen met deze zinnen.
chat-empty = Er is nog niets gezegd.
chat-mute = Tegenstander dempen
chat-muted = De berichten van je tegenstander zijn verborgen in deze browser.
chat-report = Melden
chat-report-confirm = Deze chat melden? De partij en haar berichten worden bewaard zodat een mens ze leest.
chat-reported = Gemeld: een mens zal deze chat lezen.
chat-preset-hello = Hallo
chat-preset-good-luck = Veel succes
chat-preset-have-fun = Veel plezier!
chat-preset-you-too = Jij ook!
chat-preset-good-game = Goede partij
chat-preset-well-played = Goed gespeeld
chat-preset-thank-you = Bedankt
chat-preset-gotta-go = Ik moet gaan
chat-preset-bye = Doei!
reports-title = Gemelde chats
reports-hint = De 100 nieuwste meldingen, nieuwste eerst, elk met de berichten zoals ze stonden toen de melding werd gedaan.
reports-none = Er is nog geen chat gemeld.
