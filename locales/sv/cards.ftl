# Spelkort: uppgifterna på startsidans kort och överst i varje regelguide.

card-facts-label = I korthet
card-players-label = Spelare
card-length-label = Vanlig längd
card-complexity-label = Svårighetsgrad
card-inventor-label = Uppfunnet av
card-players = { $count ->
    [one] 1 spelare
   *[other] { $count } spelare
}
card-minutes = { $count ->
    [one] omkring 1 minut
   *[other] omkring { $count } minuter
}
card-moves = { $count ->
    [one] omkring 1 drag var
   *[other] omkring { $count } drag var
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
