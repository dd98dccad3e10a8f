# Oyun kartları: ana sayfadaki kartlarda ve her kural rehberinin başında gösterilen bilgiler.

card-facts-label = Kısaca
card-players-label = Oyuncu sayısı
card-length-label = Olağan süre
card-complexity-label = Zorluk
card-inventor-label = Mucidi
card-players = { $count ->
    [one] { $count } oyuncu
   *[other] { $count } oyuncu
}
card-minutes = { $count ->
    [one] yaklaşık { $count } dakika
   *[other] yaklaşık { $count } dakika
}
card-moves = { $count ->
    [one] oyuncu başına yaklaşık { $count } hamle
   *[other] oyuncu başına yaklaşık { $count } hamle
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
