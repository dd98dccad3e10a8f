# Уроки та задачі: підписи й повідомлення сторінок (тексти уроків лежать у lessons.ftl).

nav-learn = Навчання
learn-index-title = Вивчіть ігри
learn-index-intro = Короткі уроки показують кожне правило на маленькій дошці, а задачі закріплюють вивчене.
learn-lessons-count = { $count ->
    [one] { $count } урок
    [few] { $count } уроки
    [many] { $count } уроків
   *[other] { $count } уроку
}
learn-puzzles-link = Задачі
learn-lessons-link = Уроки
learn-card-link = Уроки та задачі
learn-guide-lessons = Відпрацювати ці правила в коротких уроках
learn-guide-puzzles = Тренуватися на задачах
learn-page-title = { $game }: уроки
learn-no-such-game = Для цієї гри немає ні уроків, ні задач.
learn-hint = Підказка
learn-retry = Ще раз
learn-next-lesson = Наступний урок
learn-lessons-title = Усі уроки
learn-progress = { $count ->
    [one] Пройдено { $count } урок із { $total }
    [few] Пройдено { $count } уроки з { $total }
    [many] Пройдено { $count } уроків із { $total }
   *[other] Пройдено { $count } уроку з { $total }
}
learn-play-as = { $color ->
    [white] Ви граєте білими.
   *[black] Ви граєте чорними.
}
learn-success = Чудово!
learn-wrong = Цей хід не веде до мети. Спробуйте ще раз.
learn-not-yet = Мету ще не досягнуто, а ходи в цьому уроці скінчилися. Спробуйте ще раз.
learn-lost = Цей хід програє партію. Спробуйте ще раз.
learn-reply = Суперник відповідає { $move }.
learn-all-done = Ви пройшли всі уроки цієї гри. Тепер спробуйте задачі!
puzzle-page-title = { $game }: задачі
puzzle-retry = Ще раз
puzzle-show-solution = Показати розв'язок
puzzle-next = Наступна задача
puzzle-goal-hill = { $count ->
    [1] Приведіть короля на пагорб цим ходом.
    [one] Приведіть короля на пагорб за { $count } хід.
    [few] Приведіть короля на пагорб за { $count } ходи.
    [many] Приведіть короля на пагорб за { $count } ходів.
   *[other] Приведіть короля на пагорб за { $count } ходу.
}
puzzle-goal-race = { $count ->
    [1] Виграйте перегони цим ходом.
    [one] Виграйте перегони за { $count } хід.
    [few] Виграйте перегони за { $count } ходи.
    [many] Виграйте перегони за { $count } ходів.
   *[other] Виграйте перегони за { $count } ходу.
}
puzzle-goal-checkmate = { $count ->
    [1] Мат в один хід.
    [one] Мат у { $count } хід.
    [few] Мат у { $count } ходи.
    [many] Мат у { $count } ходів.
   *[other] Мат у { $count } ходу.
}
puzzle-goal-crown-captured = { $count ->
    [1] Візьміть корону суперника цим ходом.
    [one] Візьміть корону суперника за { $count } хід.
    [few] Візьміть корону суперника за { $count } ходи.
    [many] Візьміть корону суперника за { $count } ходів.
   *[other] Візьміть корону суперника за { $count } ходу.
}
puzzle-goal-crown-off-board = { $count ->
    [1] Не залиште супернику іншого ходу, ніж вивести свою корону з дошки.
    [one] Змусьте корону суперника залишити дошку щонайбільше за { $count } хід.
    [few] Змусьте корону суперника залишити дошку щонайбільше за { $count } ходи.
    [many] Змусьте корону суперника залишити дошку щонайбільше за { $count } ходів.
   *[other] Змусьте корону суперника залишити дошку щонайбільше за { $count } ходу.
}
puzzle-play-as = { $color ->
    [white] Хід білих, вони виграють.
   *[black] Хід чорних, вони виграють.
}
puzzle-difficulty-easy = Легка
puzzle-difficulty-medium = Середня
puzzle-difficulty-hard = Важка
puzzle-number = Задача { $name }
puzzle-correct = Добрий хід! Продовжуйте.
puzzle-solved = Розв'язано!
puzzle-wrong = Це не виграшний хід.
puzzle-solution-shown = Розв'язок показано на дошці.
puzzle-solved-count = { $count ->
    [one] Розв'язано { $count } задачу
    [few] Розв'язано { $count } задачі
    [many] Розв'язано { $count } задач
   *[other] Розв'язано { $count } задачі
}
puzzle-streak = { $count ->
    [one] серія: { $count } поспіль
    [few] серія: { $count } поспіль
    [many] серія: { $count } поспіль
   *[other] серія: { $count } поспіль
}
puzzle-load-error = Не вдалося завантажити задачу. Перевірте з'єднання й оновіть сторінку.
