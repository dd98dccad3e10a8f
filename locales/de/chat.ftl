# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chat
chat-room-players = Chat der Spieler
chat-room-spectators = Chat der Zuschauer
chat-author-white = Weiß
chat-author-black = Schwarz
chat-author-spectator = Zuschauer
chat-you = Du
chat-label = Chatnachricht
chat-placeholder = Schreib etwas (höchstens 140 Zeichen)
chat-send = Senden
chat-presets-only = Spieler ohne Namen sprechen nur mit diesen Sätzen.
chat-empty = Noch hat niemand etwas gesagt.
chat-mute = Gegner stummschalten
chat-muted = Die Nachrichten deines Gegners sind in diesem Browser ausgeblendet.
chat-report = Melden
chat-report-confirm = Diesen Chat melden? Die Partie und ihre Nachrichten werden für einen Menschen zum Lesen aufbewahrt.
chat-reported = Gemeldet: Ein Mensch wird diesen Chat lesen.
chat-preset-hello = Hallo
chat-preset-good-luck = Viel Glück
chat-preset-have-fun = Viel Spaß!
chat-preset-you-too = Dir auch!
chat-preset-good-game = Gute Partie
chat-preset-well-played = Gut gespielt
chat-preset-thank-you = Danke
chat-preset-gotta-go = Ich muss los
chat-preset-bye = Tschüss!
reports-title = Gemeldete Chats
reports-hint = Die 100 neuesten Meldungen, die neueste zuerst, jede mit den Nachrichten, wie sie bei der Meldung standen.
reports-none = Es wurde noch kein Chat gemeldet.
