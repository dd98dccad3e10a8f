# Редактор позиций (/editor/{variant}) и слова правил для позиций, которые
# нельзя сыграть (position-problem-<code>).

editor-title = { $game }: расстановка позиции
editor-link = Расставить позицию
editor-board-label = Редактор позиций
editor-palette-white = Белые фигуры
editor-palette-black = Чёрные фигуры
editor-tools = Инструменты
editor-tool-move = Переставить
editor-tool-erase = Убрать
editor-tool-crown = Корона
editor-help = Выберите фигуру над доской или под ней и щёлкайте по полям, чтобы поставить её туда (повторный щелчок её убирает). Перетаскивайте фигуры, чтобы переставить их, или за пределы доски, чтобы убрать.
editor-help-lielow = Выберите стопку над доской или под ней и щёлкайте по полям, чтобы поставить её туда (повторный щелчок её убирает). Инструмент «Корона» надевает корону игрока на стопку или снимает её. Перетаскивайте стопки, чтобы переставить их, или за пределы доски, чтобы убрать.
editor-turn = Чей ход
editor-castling = Право на рокировку
editor-castle-white-short = Белые O-O
editor-castle-white-long = Белые O-O-O
editor-castle-black-short = Чёрные O-O
editor-castle-black-long = Чёрные O-O-O
editor-en-passant = Поле взятия на проходе
editor-en-passant-none = Нет
editor-start = Начальная позиция
editor-clear = Очистить доску
editor-fen = FEN
editor-position-text = Запись позиции
editor-load = Загрузить
editor-copied = Запись позиции скопирована
editor-checking = Позиция проверяется…
editor-valid = { $color ->
    [white] Позиция правильная. Ход белых.
   *[black] Позиция правильная. Ход чёрных.
}
editor-in-check = { $color ->
    [white] Белым объявлен шах.
   *[black] Чёрным объявлен шах.
}
editor-over = В этой позиции партия уже окончена, поэтому начать с неё партию нельзя:
editor-invalid = Эту позицию нельзя сыграть:
editor-unreadable = Этот текст не является позицией этой игры, поэтому ничего не изменилось.
editor-play-title = Играть с этой позиции
editor-analyse = Анализ
editor-placed = На { $square }: { $piece }
editor-removed = Поле { $square } очищено
editor-crowned = { $piece } на { $square }
editor-chosen = Выбрано: { $piece }
editor-move-tool-chosen = Выбрано: переставлять фигуры
editor-erase-tool-chosen = Выбрано: убирать фигуры
editor-crown-tool-chosen = Выбрано: короновать стопку
editor-picked = Поднято: { $piece } с { $square }
editor-keyboard-help = Доска редактора. Стрелки двигают курсор; Enter или пробел применяет выбранный инструмент к этому полю.

position-problem-malformed = Этот текст нельзя прочитать как позицию этой игры.
position-problem-empty-board = Доска пуста.
position-problem-missing-king = { $color ->
    [white] У белых нет короля.
   *[black] У чёрных нет короля.
}
position-problem-too-many-kings = { $color ->
    [white] У белых больше одного короля.
   *[black] У чёрных больше одного короля.
}
position-problem-pawn-on-back-rank = Пешка стоит на первой или последней горизонтали.
position-problem-castling-rights = Право на рокировку не соответствует расположению королей и ладей.
position-problem-en-passant-square = Ни один ход пешки не мог оставить такое поле взятия на проходе.
position-problem-opposite-check = Стороне, у которой нет хода, объявлен шах.
position-problem-impossible-check = Ни один правильный ход не мог дать такой шах.
position-problem-too-much-material = У одной из сторон больше фигур, чем могли бы дать превращения.
position-problem-not-this-game = Это не позиция этой игры.
position-problem-racing-kings-pawns = В «Гонку королей» играют без пешек.
position-problem-racing-kings-castling = В «Гонке королей» нет рокировки.
position-problem-racing-kings-check = Королю объявлен шах, а в «Гонке королей» шахов не бывает.
position-problem-racing-kings-both-home = Оба короля стоят на последней горизонтали, и ход чёрных: белый король пришёл первым, так что гонка уже закончилась бы.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] У белых { $count } стопка — больше, чем 8 в начале.
        [few] У белых { $count } стопки — больше, чем 8 в начале.
       *[many] У белых { $count } стопок — больше, чем 8 в начале.
    }
   *[black] { $count ->
        [one] У чёрных { $count } стопка — больше, чем 8 в начале.
        [few] У чёрных { $count } стопки — больше, чем 8 в начале.
       *[many] У чёрных { $count } стопок — больше, чем 8 в начале.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] У белых две короны, а у каждого игрока она одна.
   *[black] У чёрных две короны, а у каждого игрока она одна.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Корона белых записана как потерянная, но её носит белая стопка.
   *[black] Корона чёрных записана как потерянная, но её носит чёрная стопка.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Корону белых взяли, значит, ход должен быть у белых.
   *[black] Корону чёрных взяли, значит, ход должен быть у чёрных.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Белые сами увели корону с доски, значит, ход должен быть у чёрных.
   *[black] Чёрные сами увели корону с доски, значит, ход должен быть у белых.
}
position-problem-lielow-no-stacks = { $color ->
    [white] У белых не осталось стопок, а последняя стопка игрока всегда носит корону.
   *[black] У чёрных не осталось стопок, а последняя стопка игрока всегда носит корону.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Самая высокая белая стопка (на { $square }, высота { $height }) должна носить корону.
   *[black] Самая высокая чёрная стопка (на { $square }, высота { $height }) должна носить корону.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] У белых нет короны, но их стопка на { $square } высотой { $height }: первая выросшая стопка всегда получает корону.
   *[black] У чёрных нет короны, но их стопка на { $square } высотой { $height }: первая выросшая стопка всегда получает корону.
}
