# Игра с клавиатуры на доске: что на каждом шаге сообщает живая область.

board-roledescription = доска
board-keyboard-help = Доска. Стрелки двигают курсор, Enter или пробел берёт фигуру и ставит её, Escape возвращает её на место.
board-piece-k = { $color ->
    [white] Белый король
   *[black] Чёрный король
}
board-piece-q = { $color ->
    [white] Белый ферзь
   *[black] Чёрный ферзь
}
board-piece-r = { $color ->
    [white] Белая ладья
   *[black] Чёрная ладья
}
board-piece-b = { $color ->
    [white] Белый слон
   *[black] Чёрный слон
}
board-piece-n = { $color ->
    [white] Белый конь
   *[black] Чёрный конь
}
board-piece-p = { $color ->
    [white] Белая пешка
   *[black] Чёрная пешка
}
board-empty = пусто
board-edge = Край доски
board-off = за доской
board-off-here = За доской: нажмите Enter, чтобы увести столбик с доски
board-can-go = сюда можно пойти
board-picked = Взята фигура: { $piece } с { $square }, { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}: { $targets }
board-not-a-move = Фигура не может пойти на { $square }
board-nothing-to-pick = На { $square } нет вашей фигуры, которой можно пойти
board-cannot-move-now = Сейчас ходить нельзя
board-no-moves = { $piece } на { $square } не имеет ходов
board-cancelled = Фигура возвращена на место
