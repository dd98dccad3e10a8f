# Oyun kartları: ana sayfadaki kartlarda ve her kural sayfasının başında görünen bilgiler.

card-facts-label = Bir bakışta
card-players-label = Oyuncu
card-length-label = Olağan süre
card-complexity-label = Zorluk
card-inventor-label = Mucit
card-players = { $count ->
    [one] { $count } oyuncu
   *[other] { $count } oyuncu
}
card-minutes = { $count ->
    [one] yaklaşık { $count } dakika
   *[other] yaklaşık { $count } dakika
}
card-moves = { $count ->
    [one] kişi başı yaklaşık { $count } hamle
   *[other] kişi başı yaklaşık { $count } hamle
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
