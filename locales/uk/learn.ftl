# Уроки й задачі: підписи та повідомлення сторінок (тексти самих уроків — у lessons.ftl).

nav-learn = Навчання
learn-index-title = Вивчіть ігри
learn-index-intro = Короткі уроки пояснюють кожне правило на маленькій дошці, а задачі потім закріплюють вивчене.
learn-lessons-count = { $count ->
    [one] { $count } урок
    [few] { $count } уроки
   *[many] { $count } уроків
}
learn-puzzles-link = Задачі
learn-lessons-link = Уроки
learn-card-link = Уроки й задачі
learn-guide-lessons = Відпрацюйте ці правила в коротких уроках
learn-guide-puzzles = Тренуйтеся на задачах
learn-page-title = { $game }: уроки
learn-no-such-game = Для цієї гри немає ні уроків, ні задач.
learn-hint = Підказка
learn-retry = Ще раз
learn-next-lesson = Наступний урок
learn-lessons-title = Усі уроки
learn-progress = { $count ->
    [one] Пройдено { $count } урок із { $total }
    [few] Пройдено { $count } уроки з { $total }
   *[many] Пройдено { $count } уроків із { $total }
}
learn-play-as = { $color ->
    [white] Ви граєте білими.
   *[black] Ви граєте чорними.
}
learn-success = Чудово!
learn-wrong = Цей хід не веде до мети. Спробуйте ще раз.
learn-not-yet = Мети ще не досягнуто, а ходів у цьому уроці більше немає. Спробуйте ще раз.
learn-lost = Цей хід програє партію. Спробуйте ще раз.
learn-reply = Суперник відповідає: { $move }.
learn-all-done = Ви пройшли всі уроки цієї гри. Тепер спробуйте задачі!
puzzle-page-title = { $game }: задачі
puzzle-retry = Заново
puzzle-show-solution = Показати розв'язок
puzzle-next = Наступна задача
puzzle-goal-hill = { $count ->
    [1] Приведіть короля на гору цим ходом.
    [one] Приведіть короля на гору за { $count } хід попри будь-який захист.
    [few] Приведіть короля на гору за { $count } ходи попри будь-який захист.
   *[many] Приведіть короля на гору за { $count } ходів попри будь-який захист.
}
puzzle-goal-race = { $count ->
    [1] Виграйте перегони цим ходом.
    [one] Виграйте перегони за { $count } хід.
    [few] Виграйте перегони за { $count } ходи.
   *[many] Виграйте перегони за { $count } ходів.
}
puzzle-goal-checkmate = { $count ->
    [1] Мат в один хід.
    [one] Мат в { $count } хід.
    [few] Мат в { $count } ходи.
   *[many] Мат в { $count } ходів.
}
puzzle-goal-crown-captured = { $count ->
    [1] Візьміть корону суперника цим ходом.
    [one] Візьміть корону суперника за { $count } хід.
    [few] Візьміть корону суперника за { $count } ходи.
   *[many] Візьміть корону суперника за { $count } ходів.
}
puzzle-goal-crown-off-board = { $count ->
    [1] Залиште суперникові єдиний хід — вивести свою корону з дошки.
    [one] Змусьте корону суперника піти з дошки щонайбільше за { $count } хід.
    [few] Змусьте корону суперника піти з дошки щонайбільше за { $count } ходи.
   *[many] Змусьте корону суперника піти з дошки щонайбільше за { $count } ходів.
}
puzzle-play-as = { $color ->
    [white] Білі починають і виграють.
   *[black] Чорні починають і виграють.
}
puzzle-difficulty-easy = Легка
puzzle-difficulty-medium = Середня
puzzle-difficulty-hard = Складна
puzzle-number = Задача { $name }
puzzle-correct = Гарний хід! Продовжуйте.
puzzle-solved = Розв'язано!
puzzle-wrong = Це не виграшний хід.
puzzle-solution-shown = Розв'язок показано на дошці.
puzzle-solved-count = { $count ->
    [one] Розв'язано { $count } задачу
    [few] Розв'язано { $count } задачі
   *[many] Розв'язано { $count } задач
}
puzzle-streak = { $count ->
    [one] серія: { $count } поспіль
    [few] серія: { $count } поспіль
   *[many] серія: { $count } поспіль
}
puzzle-load-error = Не вдалося завантажити задачу. Перевірте з'єднання й перезавантажте сторінку.
