# Дошка аналізу, її рушій, розбір партії та завантаження PGN.

analysis-board = Дошка аналізу
analysis-page-title = Дошка аналізу: { $game }
analysis-analyse = Аналіз
analysis-review-link = Розбір
analysis-back-to-game = Повернутися до партії
analysis-bar-label = Шанси білих на перемогу
analysis-engine = Рушій
analysis-lines = Лінії
analysis-depth = глибина { $number }
analysis-play-line = Зіграти перший хід цієї лінії
analysis-no-moves = Ходів поки немає: зробіть хід на дошці за будь-яку сторону.
analysis-promote = Зробити головною лінією
analysis-delete = Видалити звідси
analysis-draw = Нічия
analysis-won = партію виграно
analysis-win-hill = { $count ->
    [1] пагорб наступним ходом
    [one] пагорб за { $count }
    [few] пагорб за { $count }
    [many] пагорб за { $count }
   *[other] пагорб за { $count }
}
analysis-win-race = { $count ->
    [1] перегони виграно наступним ходом
    [one] перегони виграно за { $count }
    [few] перегони виграно за { $count }
    [many] перегони виграно за { $count }
   *[other] перегони виграно за { $count }
}
analysis-win-checkmate = { $count ->
    [1] мат наступним ходом
    [one] мат у { $count }
    [few] мат у { $count }
    [many] мат у { $count }
   *[other] мат у { $count }
}
analysis-win-crown = { $count ->
    [1] корона наступним ходом
    [one] корона за { $count }
    [few] корона за { $count }
    [many] корона за { $count }
   *[other] корона за { $count }
}
analysis-win-any = { $count ->
    [1] перемагає наступним ходом
    [one] перемагає за { $count }
    [few] перемагає за { $count }
    [many] перемагає за { $count }
   *[other] перемагає за { $count }
}
analysis-review-title = Розбір партії
analysis-review = Розібрати партію
analysis-review-progress = { $count ->
    [one] Оцінено { $count } позицію з { $total }
    [few] Оцінено { $count } позиції з { $total }
   *[many] Оцінено { $count } позицій з { $total }
}
analysis-graph-label = Шанси білих на перемогу впродовж партії; натисніть, щоб перейти до ходу
analysis-count-inaccuracies = { $count ->
    [0] неточностей немає
    [one] { $count } неточність
    [few] { $count } неточності
   *[many] { $count } неточностей
}
analysis-count-mistakes = { $count ->
    [0] помилок немає
    [one] { $count } помилка
    [few] { $count } помилки
   *[many] { $count } помилок
}
analysis-count-blunders = { $count ->
    [0] грубих помилок немає
    [one] { $count } груба помилка
    [few] { $count } грубі помилки
   *[many] { $count } грубих помилок
}
analysis-mark-inaccuracy = Неточність
analysis-mark-mistake = Помилка
analysis-mark-blunder = Груба помилка
analysis-best-was = Краще було { $move }.
analysis-pgn-title = Відкрити PGN
analysis-pgn-hint = Вставте партію у форматі PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Відкрити
analysis-pgn-empty = Нічого відкривати: спершу вставте партію в PGN.
analysis-pgn-bad-tag = Рядок { $line }, стовпець { $column }: цей тег не читається; запишіть його як [Назва "значення"].
analysis-pgn-unknown-variant = Рядок { $line }: «{ $game }» — не гра цього сайту.
analysis-pgn-bad-fen = Рядок { $line }: тег FEN не є допустимою позицією цієї гри.
analysis-pgn-refused = Хід { $move } тут неможливий: { $why } Ходи до нього завантажено.
analysis-pgn-refused-variation = У варіанті хід { $move } тут неможливий: { $why } Варіант обривається перед ним.
analysis-pgn-skipped = Коментарі та знаки оцінки не зберігаються ({ $number }).
analysis-pgn-too-deep = Рядок { $line }, стовпець { $column }: варіанти вкладені надто глибоко, щоб відкрити їх тут.
analysis-pgn-unclosed = Рядок { $line }, стовпець { $column }: «{ $move }» відкрито, але не закрито.
analysis-pgn-too-long = Рядок { $line }: партія задовга, щоб відкрити її тут.
analysis-error-too-many-analyses = Забагато аналізів одночасно з вашої адреси: закрийте аналіз в іншій вкладці або дочекайтеся його завершення.
analysis-error-rate-limited = Забагато аналізів за короткий час: зачекайте кілька секунд.
analysis-error-bad-position = Цю позицію неможливо проаналізувати: вона недопустима в цій грі.
analysis-error-bad-message = Рушій не зрозумів запит.
analysis-error-no-game = За цією адресою немає завершеної партії.
analysis-error-not-over = Ця партія ще триває: аналіз відкриється, коли вона завершиться.
analysis-error-busy = Рушій зайнятий: спробуйте ще раз за мить.
analysis-queued = { $count ->
    [0] Очікування рушія: ваш аналіз наступний
    [one] Очікування рушія: { $count } аналіз перед вашим
    [few] Очікування рушія: { $count } аналізи перед вашим
   *[many] Очікування рушія: { $count } аналізів перед вашим
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Дебютний довідник
analysis-explorer-loading = Шукаю партії, зіграні з цієї позиції…
analysis-explorer-about = Завершені партії між людьми на Regalia зі звичайної початкової позиції; партії з комп’ютером або ботом не враховуються.
analysis-explorer-move = Хід
analysis-explorer-games = Партії
analysis-explorer-results = Білі / нічия / Чорні
analysis-explorer-rating = Сер. рейтинг
analysis-explorer-total = { $count ->
    [one] { $count } партія з цієї позиції
    [few] { $count } партії з цієї позиції
    [many] { $count } партій з цієї позиції
   *[other] { $count } партії з цієї позиції
}
analysis-explorer-none = Жодна партія на Regalia ще не дійшла до цієї позиції.
analysis-explorer-deep = { $count ->
    [one] У кожній партії враховується лише перший { $count } хід; ця позиція настає пізніше.
    [few] У кожній партії враховуються лише перші { $count } ходи; ця позиція настає пізніше.
    [many] У кожній партії враховуються лише перші { $count } ходів; ця позиція настає пізніше.
   *[other] У кожній партії враховуються лише перші { $count } ходів; ця позиція настає пізніше.
}
analysis-explorer-offline = Довідник недоступний: немає мережі.
analysis-explorer-play = { $count ->
    [one] Зіграти { $move } ({ $count } партія)
    [few] Зіграти { $move } ({ $count } партії)
    [many] Зіграти { $move } ({ $count } партій)
   *[other] Зіграти { $move } ({ $count } партії)
}
analysis-explorer-white = Перемога білих { $percent }%
analysis-explorer-draw = Нічия { $percent }%
analysis-explorer-black = Перемога чорних { $percent }%
