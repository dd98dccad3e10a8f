# Редактор позицій (/editor/{variant}) і слова правил для позицій, які не
# можна зіграти (position-problem-<code>).

editor-title = { $game }: розстановка позиції
editor-link = Розставити позицію
editor-board-label = Редактор позицій
editor-palette-white = Білі фігури
editor-palette-black = Чорні фігури
editor-tools = Інструменти
editor-tool-move = Переставити
editor-tool-erase = Прибрати
editor-tool-crown = Корона
editor-help = Виберіть фігуру над дошкою або під нею й клацайте по полях, щоб поставити її туди (повторне клацання її прибирає). Перетягуйте фігури, щоб переставити їх, або за межі дошки, щоб прибрати.
editor-help-lielow = Виберіть стос над дошкою або під нею й клацайте по полях, щоб поставити його туди (повторне клацання його прибирає). Інструмент «Корона» вдягає корону гравця на стос або знімає її. Перетягуйте стоси, щоб переставити їх, або за межі дошки, щоб прибрати.
editor-turn = Чий хід
editor-castling = Право на рокіровку
editor-castle-white-short = Білі O-O
editor-castle-white-long = Білі O-O-O
editor-castle-black-short = Чорні O-O
editor-castle-black-long = Чорні O-O-O
editor-en-passant = Поле взяття на проході
editor-en-passant-none = Немає
editor-start = Початкова позиція
editor-clear = Очистити дошку
editor-fen = FEN
editor-position-text = Запис позиції
editor-load = Завантажити
editor-copied = Запис позиції скопійовано
editor-checking = Позиція перевіряється…
editor-valid = { $color ->
    [white] Позиція правильна. Хід білих.
   *[black] Позиція правильна. Хід чорних.
}
editor-in-check = { $color ->
    [white] Білим оголошено шах.
   *[black] Чорним оголошено шах.
}
editor-over = У цій позиції партія вже закінчилася, тож почати з неї партію не можна:
editor-invalid = Цю позицію не можна зіграти:
editor-unreadable = Цей текст не є позицією цієї гри, тож нічого не змінилося.
editor-play-title = Грати з цієї позиції
editor-analyse = Аналіз
editor-placed = На { $square }: { $piece }
editor-removed = Поле { $square } очищено
editor-crowned = { $piece } на { $square }
editor-chosen = Вибрано: { $piece }
editor-move-tool-chosen = Вибрано: переставляти фігури
editor-erase-tool-chosen = Вибрано: прибирати фігури
editor-crown-tool-chosen = Вибрано: коронувати стос
editor-picked = Піднято: { $piece } з { $square }
editor-keyboard-help = Дошка редактора. Стрілки рухають курсор; Enter або пробіл застосовує вибраний інструмент до цього поля.

position-problem-malformed = Цей текст не можна прочитати як позицію цієї гри.
position-problem-empty-board = Дошка порожня.
position-problem-missing-king = { $color ->
    [white] У білих немає короля.
   *[black] У чорних немає короля.
}
position-problem-too-many-kings = { $color ->
    [white] У білих більше ніж один король.
   *[black] У чорних більше ніж один король.
}
position-problem-pawn-on-back-rank = Пішак стоїть на першій або останній горизонталі.
position-problem-castling-rights = Право на рокіровку не відповідає розташуванню королів і тур.
position-problem-en-passant-square = Жоден хід пішака не міг залишити таке поле взяття на проході.
position-problem-opposite-check = Стороні, яка не має ходу, оголошено шах.
position-problem-impossible-check = Жоден правильний хід не міг дати такий шах.
position-problem-too-much-material = В однієї зі сторін більше фігур, ніж могли б дати перетворення.
position-problem-not-this-game = Це не позиція цієї гри.
position-problem-racing-kings-pawns = У «Перегони королів» грають без пішаків.
position-problem-racing-kings-castling = У «Перегонах королів» немає рокіровки.
position-problem-racing-kings-check = Королю оголошено шах, а в «Перегонах королів» шахів не буває.
position-problem-racing-kings-both-home = Обидва королі стоять на останній горизонталі, і хід чорних: білий король прийшов першим, тож перегони вже закінчилися б.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] У білих { $count } стос — більше, ніж 8 на початку.
        [few] У білих { $count } стоси — більше, ніж 8 на початку.
       *[many] У білих { $count } стосів — більше, ніж 8 на початку.
    }
   *[black] { $count ->
        [one] У чорних { $count } стос — більше, ніж 8 на початку.
        [few] У чорних { $count } стоси — більше, ніж 8 на початку.
       *[many] У чорних { $count } стосів — більше, ніж 8 на початку.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] У білих дві корони, а в кожного гравця вона одна.
   *[black] У чорних дві корони, а в кожного гравця вона одна.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Корону білих записано як втрачену, але її носить білий стос.
   *[black] Корону чорних записано як втрачену, але її носить чорний стос.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Корону білих узяли, отже, хід має бути в білих.
   *[black] Корону чорних узяли, отже, хід має бути в чорних.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Білі самі вивели корону з дошки, отже, хід має бути в чорних.
   *[black] Чорні самі вивели корону з дошки, отже, хід має бути в білих.
}
position-problem-lielow-no-stacks = { $color ->
    [white] У білих не лишилося стосів, а останній стос гравця завжди носить корону.
   *[black] У чорних не лишилося стосів, а останній стос гравця завжди носить корону.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Найвищий білий стос (на { $square }, висота { $height }) має носити корону.
   *[black] Найвищий чорний стос (на { $square }, висота { $height }) має носити корону.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] У білих немає корони, але їхній стос на { $square } заввишки { $height }: перший стос, що виріс, завжди отримує корону.
   *[black] У чорних немає корони, але їхній стос на { $square } заввишки { $height }: перший стос, що виріс, завжди отримує корону.
}
