# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Чат
chat-room-players = Чат гравців
chat-room-spectators = Чат глядачів
chat-author-white = Білі
chat-author-black = Чорні
chat-author-spectator = Глядач
chat-you = Ви
chat-label = Повідомлення
chat-placeholder = Напишіть щось (не більше 140 символів)
chat-send = Надіслати
chat-presets-only = Гравці без імені спілкуються лише цими фразами.
chat-empty = Поки що ніхто нічого не написав.
chat-mute = Приховати суперника
chat-muted = Повідомлення суперника приховані в цьому браузері.
chat-report = Поскаржитися
chat-report-confirm = Поскаржитися на цей чат? Партію та її повідомлення буде збережено, щоб їх прочитала людина.
chat-reported = Скаргу надіслано: людина прочитає цей чат.
chat-preset-hello = Привіт
chat-preset-good-luck = Успіхів
chat-preset-have-fun = Приємної гри!
chat-preset-you-too = І вам!
chat-preset-good-game = Гарна партія
chat-preset-well-played = Добре зіграно
chat-preset-thank-you = Дякую
chat-preset-gotta-go = Мені час іти
chat-preset-bye = Бувай!
reports-title = Скарги на чат
reports-hint = 100 найновіших скарг, спершу нові, кожна з повідомленнями такими, якими вони були в момент скарги.
reports-none = Скарг на чат немає.
