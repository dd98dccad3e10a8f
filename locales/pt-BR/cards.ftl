# Fichas dos jogos: os dados mostrados nos cartões da página inicial e no alto de cada guia de regras.

card-facts-label = Em resumo
card-players-label = Jogadores
card-length-label = Duração típica
card-complexity-label = Complexidade
card-inventor-label = Criado por
card-players = { $count ->
    [one] 1 jogador
   *[other] { $count } jogadores
}
card-minutes = { $count ->
    [one] cerca de 1 minuto
   *[other] cerca de { $count } minutos
}
card-moves = { $count ->
    [one] cerca de 1 lance cada
   *[other] cerca de { $count } lances cada
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
