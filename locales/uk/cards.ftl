# Картки ігор: головне на картках головної сторінки та на початку кожної сторінки правил.

card-facts-label = Коротко
card-players-label = Гравці
card-length-label = Звичайна тривалість
card-complexity-label = Складність
card-inventor-label = Автор
card-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
   *[many] { $count } гравців
}
card-minutes = { $count ->
    [one] близько { $count } хвилини
    [few] близько { $count } хвилин
   *[many] близько { $count } хвилин
}
card-moves = { $count ->
    [one] близько { $count } ходу в кожного
    [few] близько { $count } ходів у кожного
   *[many] близько { $count } ходів у кожного
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
