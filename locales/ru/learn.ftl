# Уроки и задачи: подписи и сообщения страниц (тексты самих уроков — в lessons.ftl).

nav-learn = Обучение
learn-index-title = Изучите игры
learn-index-intro = Короткие уроки объясняют каждое правило на маленькой доске, а задачи потом закрепляют изученное.
learn-lessons-count = { $count ->
    [one] { $count } урок
    [few] { $count } урока
   *[many] { $count } уроков
}
learn-puzzles-link = Задачи
learn-lessons-link = Уроки
learn-card-link = Уроки и задачи
learn-guide-lessons = Отработайте эти правила в коротких уроках
learn-guide-puzzles = Тренируйтесь на задачах
learn-page-title = { $game }: уроки
learn-no-such-game = Для этой игры нет ни уроков, ни задач.
learn-hint = Подсказка
learn-retry = Ещё раз
learn-next-lesson = Следующий урок
learn-lessons-title = Все уроки
learn-progress = { $count ->
    [one] Пройден { $count } урок из { $total }
    [few] Пройдено { $count } урока из { $total }
   *[many] Пройдено { $count } уроков из { $total }
}
learn-play-as = { $color ->
    [white] Вы играете белыми.
   *[black] Вы играете чёрными.
}
learn-success = Отлично!
learn-wrong = Этот ход не ведёт к цели. Попробуйте ещё раз.
learn-not-yet = Цель ещё не достигнута, а ходов в этом уроке больше нет. Попробуйте ещё раз.
learn-lost = Этот ход проигрывает партию. Попробуйте ещё раз.
learn-reply = Соперник отвечает: { $move }.
learn-all-done = Вы прошли все уроки этой игры. Теперь попробуйте задачи!
puzzle-page-title = { $game }: задачи
puzzle-retry = Заново
puzzle-show-solution = Показать решение
puzzle-next = Следующая задача
puzzle-goal-hill = { $count ->
    [1] Приведите короля на гору этим ходом.
    [one] Приведите короля на гору за { $count } ход при любой защите.
    [few] Приведите короля на гору за { $count } хода при любой защите.
   *[many] Приведите короля на гору за { $count } ходов при любой защите.
}
puzzle-goal-race = { $count ->
    [1] Выиграйте гонку этим ходом.
    [one] Выиграйте гонку за { $count } ход.
    [few] Выиграйте гонку за { $count } хода.
   *[many] Выиграйте гонку за { $count } ходов.
}
puzzle-goal-checkmate = { $count ->
    [1] Мат в один ход.
    [one] Мат в { $count } ход.
    [few] Мат в { $count } хода.
   *[many] Мат в { $count } ходов.
}
puzzle-goal-crown-captured = { $count ->
    [1] Возьмите корону соперника этим ходом.
    [one] Возьмите корону соперника за { $count } ход.
    [few] Возьмите корону соперника за { $count } хода.
   *[many] Возьмите корону соперника за { $count } ходов.
}
puzzle-goal-crown-off-board = { $count ->
    [1] Оставьте сопернику единственный ход — увести свою корону с доски.
    [one] Заставьте корону соперника уйти с доски не более чем за { $count } ход.
    [few] Заставьте корону соперника уйти с доски не более чем за { $count } хода.
   *[many] Заставьте корону соперника уйти с доски не более чем за { $count } ходов.
}
puzzle-play-as = { $color ->
    [white] Белые начинают и выигрывают.
   *[black] Чёрные начинают и выигрывают.
}
puzzle-difficulty-easy = Лёгкая
puzzle-difficulty-medium = Средняя
puzzle-difficulty-hard = Трудная
puzzle-number = Задача { $name }
puzzle-correct = Хороший ход! Продолжайте.
puzzle-solved = Решено!
puzzle-wrong = Это не выигрывающий ход.
puzzle-solution-shown = Решение показано на доске.
puzzle-solved-count = { $count ->
    [one] Решена { $count } задача
    [few] Решено { $count } задачи
   *[many] Решено { $count } задач
}
puzzle-streak = { $count ->
    [one] серия: { $count } подряд
    [few] серия: { $count } подряд
   *[many] серия: { $count } подряд
}
puzzle-load-error = Не удалось загрузить задачу. Проверьте соединение и перезагрузите страницу.
