# Карточки игр: главное на карточках главной страницы и в начале каждой страницы правил.

card-facts-label = Коротко
card-players-label = Игроки
card-length-label = Обычная длительность
card-complexity-label = Сложность
card-inventor-label = Автор
card-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
card-minutes = { $count ->
    [one] около { $count } минуты
    [few] около { $count } минут
   *[many] около { $count } минут
}
card-moves = { $count ->
    [one] около { $count } хода у каждого
    [few] около { $count } ходов у каждого
   *[many] около { $count } ходов у каждого
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
