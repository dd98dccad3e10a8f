# Spelkaarten: de feiten op de kaarten van de startpagina en boven elke spelregelpagina.

card-facts-label = In één oogopslag
card-players-label = Spelers
card-length-label = Gebruikelijke duur
card-complexity-label = Complexiteit
card-inventor-label = Bedacht door
card-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
card-minutes = { $count ->
    [one] ongeveer { $count } minuut
   *[other] ongeveer { $count } minuten
}
card-moves = { $count ->
    [one] ongeveer { $count } zet per speler
   *[other] ongeveer { $count } zetten per speler
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
