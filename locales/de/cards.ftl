# Spielkarten: die Eckdaten auf den Karten der Startseite und oben in jeder Regelseite.

card-facts-label = Auf einen Blick
card-players-label = Spieler
card-length-label = Übliche Dauer
card-complexity-label = Komplexität
card-inventor-label = Erfunden von
card-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
card-minutes = { $count ->
    [one] etwa { $count } Minute
   *[other] etwa { $count } Minuten
}
card-moves = { $count ->
    [one] etwa { $count } Zug pro Seite
   *[other] etwa { $count } Züge pro Seite
}
card-complexity = { $count } / 5
card-inventor = { $name }, { $year }
