# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chatt
chat-room-players = Spelarnas chatt
chat-room-spectators = Åskådarnas chatt
chat-author-white = Vit
chat-author-black = Svart
chat-author-spectator = Åskådare
chat-you = Du
chat-label = Chattmeddelande
chat-placeholder = Skriv något (högst 140 tecken)
chat-send = Skicka
chat-presets-only = Spelare utan namn pratar bara med de här fraserna.
chat-empty = Inget har sagts än.
chat-mute = Tysta motståndaren
chat-muted = Motståndarens meddelanden döljs i den här webbläsaren.
chat-report = Anmäl
chat-report-confirm = Anmäla den här chatten? Partiet och meddelandena sparas så att en person kan läsa dem.
chat-reported = Anmäld: en person kommer att läsa den här chatten.
chat-preset-hello = Hej
chat-preset-good-luck = Lycka till
chat-preset-have-fun = Ha det så kul!
chat-preset-you-too = Detsamma!
chat-preset-good-game = Bra parti
chat-preset-well-played = Bra spelat
chat-preset-thank-you = Tack
chat-preset-gotta-go = Jag måste gå
chat-preset-bye = Hej då!
reports-title = Anmälda chattar
reports-hint = De 100 senaste anmälningarna, nyast först, var och en med meddelandena som de såg ut när den gjordes.
reports-none = Ingen chatt har anmälts.
