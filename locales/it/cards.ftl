# Schede dei giochi: i dati delle schede in pagina iniziale e in cima a ogni guida.

card-facts-label = In breve
card-players-label = Giocatori
card-length-label = Durata tipica
card-complexity-label = Complessità
card-inventor-label = Inventato da
card-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
card-minutes = { $count ->
    [one] circa { $count } minuto
   *[other] circa { $count } minuti
}
card-moves = { $count ->
    [one] circa { $count } mossa a testa
   *[other] circa { $count } mosse a testa
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
