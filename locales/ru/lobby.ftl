# Лобби на главной странице: одна строка на каждый открытый вызов.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = цвет по жребию
lobby-side-white = вы играете белыми
lobby-side-black = вы играете чёрными
lobby-no-clock = без часов
