# Regalia: как поделиться партией или позицией (русский): превью ссылок, картинки, встроенные доски.

## Buttons on a game's page
game-download-png = Скачать PNG
game-share-gif = Поделиться GIF
game-embed = Встроить
game-embed-title = Встроить эту партию
game-embed-hint = Вставьте этот код на веб-страницу, чтобы показать на ней доску с ходами.

## The embedded board
embed-open = Открыть на Regalia

## Link previews
preview-game-title = { $game }: { $white } против { $black }
preview-invite-title = { $game }: { $name } приглашает вас сыграть
preview-invite-anonymous = { $game }: приглашение сыграть
preview-invite-text = Откройте ссылку, чтобы занять свободное место и играть на Regalia без учётной записи.
preview-playing = Партия идёт сейчас на Regalia.
preview-position-title = { $game }: позиция для анализа
preview-position-text = Откройте эту позицию на доске анализа Regalia.
