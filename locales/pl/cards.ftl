# Karty gier: najważniejsze fakty na kartach strony głównej i na górze każdej strony zasad.

card-facts-label = W skrócie
card-players-label = Gracze
card-length-label = Zwykły czas gry
card-complexity-label = Złożoność
card-inventor-label = Wynalazca
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
    [one] około { $count } ruchu na stronę
    [few] około { $count } ruchów na stronę
   *[many] około { $count } ruchów na stronę
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
