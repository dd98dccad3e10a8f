# The game chat: its two rooms, the preset lines (by id), mute and
# report; and the chat reports page (/reports).

chat-title = Чат
chat-room-players = Чат игроков
chat-room-spectators = Чат зрителей
chat-author-white = Белые
chat-author-black = Чёрные
chat-author-spectator = Зритель
chat-you = Вы
chat-label = Сообщение
chat-placeholder = Напишите что-нибудь (не больше 140 символов)
chat-send = Отправить
chat-presets-only = Игроки без имени общаются только этими фразами.
chat-empty = Пока никто ничего не написал.
chat-mute = Скрыть соперника
chat-muted = Сообщения соперника скрыты в этом браузере.
chat-report = Пожаловаться
chat-report-confirm = Пожаловаться на этот чат? Партия и её сообщения сохранятся, чтобы их прочитал человек.
chat-reported = Жалоба отправлена: человек прочитает этот чат.
chat-preset-hello = Привет
chat-preset-good-luck = Удачи
chat-preset-have-fun = Приятной игры!
chat-preset-you-too = И вам!
chat-preset-good-game = Хорошая партия
chat-preset-well-played = Хорошо сыграно
chat-preset-thank-you = Спасибо
chat-preset-gotta-go = Мне пора
chat-preset-bye = Пока!
reports-title = Жалобы на чат
reports-hint = 100 последних жалоб, сначала новые, каждая с сообщениями в том виде, в каком они были в момент жалобы.
reports-none = Жалоб на чат нет.
