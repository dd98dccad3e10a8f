# Доска анализа, её движок, разбор партии и загрузка PGN.

analysis-board = Доска анализа
analysis-page-title = Доска анализа: { $game }
analysis-analyse = Анализ
analysis-review-link = Разбор
analysis-back-to-game = Вернуться к партии
analysis-bar-label = Шансы белых на победу
analysis-engine = Движок
analysis-lines = Линии
analysis-depth = глубина { $number }
analysis-play-line = Сыграть первый ход этой линии
analysis-no-moves = Ходов пока нет: сделайте ход на доске за любую сторону.
analysis-promote = Сделать главной линией
analysis-delete = Удалить отсюда
analysis-draw = Ничья
analysis-won = партия выиграна
analysis-win-hill = { $count ->
    [1] холм следующим ходом
    [one] холм за { $count }
    [few] холм за { $count }
    [many] холм за { $count }
   *[other] холм за { $count }
}
analysis-win-race = { $count ->
    [1] гонка выиграна следующим ходом
    [one] гонка выиграна за { $count }
    [few] гонка выиграна за { $count }
    [many] гонка выиграна за { $count }
   *[other] гонка выиграна за { $count }
}
analysis-win-checkmate = { $count ->
    [1] мат следующим ходом
    [one] мат в { $count }
    [few] мат в { $count }
    [many] мат в { $count }
   *[other] мат в { $count }
}
analysis-win-crown = { $count ->
    [1] корона следующим ходом
    [one] корона за { $count }
    [few] корона за { $count }
    [many] корона за { $count }
   *[other] корона за { $count }
}
analysis-win-any = { $count ->
    [1] побеждает следующим ходом
    [one] побеждает за { $count }
    [few] побеждает за { $count }
    [many] побеждает за { $count }
   *[other] побеждает за { $count }
}
analysis-review-title = Разбор партии
analysis-review = Разобрать партию
analysis-review-progress = { $count ->
    [one] Оценена { $count } позиция из { $total }
    [few] Оценены { $count } позиции из { $total }
   *[many] Оценено { $count } позиций из { $total }
}
analysis-graph-label = Шансы белых на победу по ходу партии; нажмите, чтобы перейти к ходу
analysis-count-inaccuracies = { $count ->
    [0] неточностей нет
    [one] { $count } неточность
    [few] { $count } неточности
   *[many] { $count } неточностей
}
analysis-count-mistakes = { $count ->
    [0] ошибок нет
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[many] { $count } ошибок
}
analysis-count-blunders = { $count ->
    [0] зевков нет
    [one] { $count } зевок
    [few] { $count } зевка
   *[many] { $count } зевков
}
analysis-mark-inaccuracy = Неточность
analysis-mark-mistake = Ошибка
analysis-mark-blunder = Зевок
analysis-best-was = Лучше было { $move }.
analysis-pgn-title = Открыть PGN
analysis-pgn-hint = Вставьте партию в формате PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Открыть
analysis-pgn-empty = Нечего открывать: сначала вставьте партию в PGN.
analysis-pgn-bad-tag = Строка { $line }, столбец { $column }: этот тег не читается; запишите его как [Имя "значение"].
analysis-pgn-unknown-variant = Строка { $line }: «{ $game }» — не игра этого сайта.
analysis-pgn-bad-fen = Строка { $line }: тег FEN не является допустимой позицией этой игры.
analysis-pgn-refused = Ход { $move } здесь невозможен: { $why } Ходы до него загружены.
analysis-pgn-refused-variation = В варианте ход { $move } здесь невозможен: { $why } Вариант обрывается перед ним.
analysis-pgn-skipped = Комментарии и знаки оценки не сохраняются ({ $number }).
analysis-pgn-too-deep = Строка { $line }, столбец { $column }: варианты вложены слишком глубоко, чтобы открыть их здесь.
analysis-pgn-unclosed = Строка { $line }, столбец { $column }: «{ $move }» открыто, но не закрыто.
analysis-pgn-too-long = Строка { $line }: партия слишком длинная, чтобы открыть её здесь.
analysis-error-too-many-analyses = Слишком много анализов одновременно с вашего адреса: закройте анализ в другой вкладке или дождитесь его окончания.
analysis-error-rate-limited = Слишком много анализов за короткое время: подождите несколько секунд.
analysis-error-bad-position = Эту позицию нельзя проанализировать: она недопустима в этой игре.
analysis-error-bad-message = Движок не понял запрос.
analysis-error-no-game = По этому адресу нет завершённой партии.
analysis-error-not-over = Эта партия ещё идёт: анализ откроется, когда она закончится.
analysis-error-busy = Движок занят: попробуйте ещё раз через мгновение.
analysis-queued = { $count ->
    [0] Ожидание движка: ваш анализ следующий
    [one] Ожидание движка: { $count } анализ перед вашим
    [few] Ожидание движка: { $count } анализа перед вашим
   *[many] Ожидание движка: { $count } анализов перед вашим
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Дебютный справочник
analysis-explorer-loading = Ищу партии, сыгранные из этой позиции…
analysis-explorer-about = Завершённые партии между людьми на Regalia из обычной начальной позиции; партии с компьютером или ботом не учитываются.
analysis-explorer-move = Ход
analysis-explorer-games = Партии
analysis-explorer-results = Белые / ничья / Чёрные
analysis-explorer-rating = Ср. рейтинг
analysis-explorer-total = { $count ->
    [one] { $count } партия из этой позиции
    [few] { $count } партии из этой позиции
    [many] { $count } партий из этой позиции
   *[other] { $count } партии из этой позиции
}
analysis-explorer-none = Ни одна партия на Regalia ещё не дошла до этой позиции.
analysis-explorer-deep = { $count ->
    [one] В каждой партии учитывается только первый { $count } ход; эта позиция наступает позже.
    [few] В каждой партии учитываются только первые { $count } хода; эта позиция наступает позже.
    [many] В каждой партии учитываются только первые { $count } ходов; эта позиция наступает позже.
   *[other] В каждой партии учитываются только первые { $count } ходов; эта позиция наступает позже.
}
analysis-explorer-offline = Справочник недоступен: нет сети.
analysis-explorer-play = { $count ->
    [one] Сыграть { $move } ({ $count } партия)
    [few] Сыграть { $move } ({ $count } партии)
    [many] Сыграть { $move } ({ $count } партий)
   *[other] Сыграть { $move } ({ $count } партии)
}
analysis-explorer-white = Победа белых { $percent }%
analysis-explorer-draw = Ничья { $percent }%
analysis-explorer-black = Победа чёрных { $percent }%
