# Fiches des jeux : les repères affichés sur les cartes de l'accueil et en tête de chaque guide des règles.

card-facts-label = En bref
card-players-label = Joueurs
card-length-label = Durée habituelle
card-complexity-label = Complexité
card-inventor-label = Inventé par
card-players = { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
}
card-minutes = { $count ->
    [one] environ 1 minute
   *[other] environ { $count } minutes
}
card-moves = { $count ->
    [one] environ 1 coup chacun
   *[other] environ { $count } coups chacun
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
