# Regalia: як поділитися партією чи позицією (українська): прев’ю посилань, зображення, вбудовані дошки.

## Buttons on a game's page
game-download-png = Завантажити PNG
game-share-gif = Поділитися GIF
game-embed = Вбудувати
game-embed-title = Вбудувати цю партію
game-embed-hint = Вставте цей код на вебсторінку, щоб показати на ній дошку з ходами.

## The embedded board
embed-open = Відкрити на Regalia

## Link previews
preview-game-title = { $game }: { $white } проти { $black }
preview-invite-title = { $game }: { $name } запрошує вас зіграти
preview-invite-anonymous = { $game }: запрошення зіграти
preview-invite-text = Відкрийте посилання, щоб зайняти вільне місце і грати на Regalia без облікового запису.
preview-playing = Партія триває зараз на Regalia.
preview-position-title = { $game }: позиція для аналізу
preview-position-text = Відкрийте цю позицію на дошці аналізу Regalia.
