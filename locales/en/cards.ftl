# Game cards: the facts shown on the home page's cards and at the top of each rules guide.

card-facts-label = At a glance
card-players-label = Players
card-length-label = Typical length
card-complexity-label = Complexity
card-inventor-label = Invented by
card-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
card-minutes = { $count ->
    [one] about 1 minute
   *[other] about { $count } minutes
}
card-moves = { $count ->
    [one] about 1 move each
   *[other] about { $count } moves each
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
