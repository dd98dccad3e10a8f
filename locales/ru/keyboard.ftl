# Игра с клавиатуры на доске: что сообщает живая область на каждом шаге.

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
board-off-here = За доской: нажмите Enter, чтобы увести стопку с доски
board-can-go = сюда можно пойти
board-picked = Взято: { $piece } на { $square }, { $count ->
    [one] { $count } возможный ход
    [few] { $count } возможных хода
   *[many] { $count } возможных ходов
}: { $targets }
board-not-a-move = Фигура не может пойти на { $square }
board-nothing-to-pick = На { $square } нет вашей фигуры, которой можно сходить
board-cannot-move-now = Сейчас вы не можете ходить
board-no-moves = { $piece } на { $square }: допустимых ходов нет
board-cancelled = Фигура возвращена на место
