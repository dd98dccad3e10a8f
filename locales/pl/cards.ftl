# Karty gier: dane pokazywane na kartach strony głównej i na początku każdego opisu zasad.

card-facts-label = W skrócie
card-players-label = Gracze
card-length-label = Typowy czas gry
card-complexity-label = Złożoność
card-inventor-label = Twórca
card-players = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
   *[many] { $count } graczy
}
card-minutes = { $count ->
    [one] około { $count } minuty
    [few] około { $count } minut
   *[many] około { $count } minut
}
card-moves = { $count ->
    [one] około { $count } ruchu na gracza
    [few] około { $count } ruchów na gracza
   *[many] około { $count } ruchów na gracza
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
