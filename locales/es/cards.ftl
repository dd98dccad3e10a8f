# Fichas de los juegos: los datos de las tarjetas de inicio y de la cabecera de cada guía.

card-facts-label = De un vistazo
card-players-label = Jugadores
card-length-label = Duración habitual
card-complexity-label = Complejidad
card-inventor-label = Inventado por
card-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
card-minutes = { $count ->
    [one] alrededor de { $count } minuto
   *[other] alrededor de { $count } minutos
}
card-moves = { $count ->
    [one] alrededor de { $count } jugada por bando
   *[other] alrededor de { $count } jugadas por bando
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
