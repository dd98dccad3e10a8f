# Fichas de los juegos: los datos de las tarjetas de la página de inicio y de la cabecera de cada guía de reglas.

card-facts-label = De un vistazo
card-players-label = Jugadores
card-length-label = Duración habitual
card-complexity-label = Complejidad
card-inventor-label = Creado por
card-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
card-minutes = { $count ->
    [one] alrededor de { $count } minuto
   *[other] alrededor de { $count } minutos
}
card-moves = { $count ->
    [one] alrededor de { $count } jugada cada uno
   *[other] alrededor de { $count } jugadas cada uno
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
