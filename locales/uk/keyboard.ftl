# Гра з клавіатури на дошці: що на кожному кроці повідомляє жива область.

board-roledescription = дошка
board-keyboard-help = Дошка. Стрілки рухають курсор, Enter або пробіл бере фігуру й ставить її, Escape повертає її на місце.
board-piece-k = { $color ->
    [white] Білий король
   *[black] Чорний король
}
board-piece-q = { $color ->
    [white] Білий ферзь
   *[black] Чорний ферзь
}
board-piece-r = { $color ->
    [white] Біла тура
   *[black] Чорна тура
}
board-piece-b = { $color ->
    [white] Білий слон
   *[black] Чорний слон
}
board-piece-n = { $color ->
    [white] Білий кінь
   *[black] Чорний кінь
}
board-piece-p = { $color ->
    [white] Білий пішак
   *[black] Чорний пішак
}
board-empty = порожньо
board-edge = Край дошки
board-off = поза дошкою
board-off-here = Поза дошкою: натисніть Enter, щоб вивести стовпчик із дошки
board-can-go = сюди можна піти
board-picked = Взято фігуру: { $piece } з { $square }, { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}: { $targets }
board-not-a-move = Фігура не може піти на { $square }
board-nothing-to-pick = На { $square } немає вашої фігури, якою можна піти
board-cannot-move-now = Зараз ходити не можна
board-no-moves = { $piece } на { $square } не має ходів
board-cancelled = Фігуру повернуто на місце
