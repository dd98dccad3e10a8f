# Гра з клавіатури на дошці: що повідомляє жива область на кожному кроці.

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
board-off = за дошкою
board-off-here = За дошкою: натисніть Enter, щоб вивести стос із дошки
board-can-go = сюди можна піти
board-picked = Взято: { $piece } на { $square }, { $count ->
    [one] { $count } можливий хід
    [few] { $count } можливі ходи
   *[many] { $count } можливих ходів
}: { $targets }
board-not-a-move = Фігура не може піти на { $square }
board-nothing-to-pick = На { $square } немає вашої фігури, якою можна зробити хід
board-cannot-move-now = Зараз ви не можете ходити
board-no-moves = { $piece } на { $square }: допустимих ходів немає
board-cancelled = Фігуру повернуто на місце
