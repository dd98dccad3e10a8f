# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Chat
chat-room-players = Players’ chat
chat-room-spectators = Spectators’ chat
chat-author-white = White
chat-author-black = Black
chat-author-spectator = Spectator
chat-you = You
chat-label = Chat message
chat-placeholder = Say something (140 characters at most)
chat-send = Send
chat-presets-only = Players without names talk with these lines only.
chat-empty = Nothing has been said yet.
chat-mute = Mute opponent
chat-muted = Your opponent’s messages are hidden on this browser.
chat-report = Report
chat-report-confirm = Report this chat? The game and its lines are kept for a person to read.
chat-reported = Reported: a person will read this chat.
chat-preset-hello = Hello
chat-preset-good-luck = Good luck
chat-preset-have-fun = Have fun!
chat-preset-you-too = You too!
chat-preset-good-game = Good game
chat-preset-well-played = Well played
chat-preset-thank-you = Thank you
chat-preset-gotta-go = I’ve got to go
chat-preset-bye = Bye!
reports-title = Chat reports
reports-hint = The newest 100 reports, newest first, each with the room’s lines as they stood when it was reported.
reports-none = No chat has been reported.
