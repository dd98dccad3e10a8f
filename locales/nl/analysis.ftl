# Het analysebord, de engine, de partijbespreking en PGN-import.

analysis-board = Analysebord
analysis-page-title = Analysebord: { $game }
analysis-analyse = Analyseren
analysis-review-link = Bespreking
analysis-back-to-game = Terug naar de partij
analysis-bar-label = Winstkansen van wit
analysis-engine = Engine
analysis-lines = Varianten
analysis-depth = diepte { $number }
analysis-play-line = Speel de eerste zet van deze variant
analysis-no-moves = Nog geen zetten: doe er een op het bord, voor welke kleur ook.
analysis-promote = Hoofdvariant maken
analysis-delete = Vanaf hier verwijderen
analysis-draw = Remise
analysis-won = partij gewonnen
analysis-win-hill = { $count ->
    [1] heuvel bij de volgende zet
   *[other] heuvel in { $count }
}
analysis-win-race = { $count ->
    [1] race gewonnen bij de volgende zet
   *[other] race gewonnen in { $count }
}
analysis-win-checkmate = { $count ->
    [1] mat bij de volgende zet
   *[other] mat in { $count }
}
analysis-win-crown = { $count ->
    [1] kroon bij de volgende zet
   *[other] kroon in { $count }
}
analysis-win-any = { $count ->
    [1] wint bij de volgende zet
   *[other] wint in { $count }
}
analysis-review-title = Partijbespreking
analysis-review = Partij bespreken
analysis-review-progress = { $count ->
    [one] { $count } van { $total } stellingen beoordeeld
   *[other] { $count } van { $total } stellingen beoordeeld
}
analysis-graph-label = Winstkansen van wit door de partij heen; klik om naar een zet te gaan
analysis-count-inaccuracies = { $count ->
    [0] geen onnauwkeurigheden
    [one] { $count } onnauwkeurigheid
   *[other] { $count } onnauwkeurigheden
}
analysis-count-mistakes = { $count ->
    [0] geen fouten
    [one] { $count } fout
   *[other] { $count } fouten
}
analysis-count-blunders = { $count ->
    [0] geen blunders
    [one] { $count } blunder
   *[other] { $count } blunders
}
analysis-mark-inaccuracy = Onnauwkeurigheid
analysis-mark-mistake = Fout
analysis-mark-blunder = Blunder
analysis-best-was = Beter was { $move }.
analysis-pgn-title = Een PGN openen
analysis-pgn-hint = Plak een partij in PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Openen
analysis-pgn-empty = Niets om te openen: plak eerst een partij in PGN.
analysis-pgn-bad-tag = Regel { $line }, kolom { $column }: deze tag is onleesbaar; schrijf hem als [Naam "waarde"].
analysis-pgn-unknown-variant = Regel { $line }: ‘{ $game }’ is geen spel dat hier gespeeld wordt.
analysis-pgn-bad-fen = Regel { $line }: de FEN-tag is geen geldige stelling van dit spel.
analysis-pgn-refused = Zet { $move } is hier niet geldig: { $why } De zetten ervoor zijn geladen.
analysis-pgn-refused-variation = In een variant is zet { $move } hier niet geldig: { $why } De variant stopt ervoor.
analysis-pgn-skipped = Commentaar en annotatietekens worden niet bewaard ({ $number }).
analysis-pgn-too-deep = Regel { $line }, kolom { $column }: de varianten zijn te diep genest om hier te openen.
analysis-pgn-unclosed = Regel { $line }, kolom { $column }: ‘{ $move }’ wordt geopend maar nooit gesloten.
analysis-pgn-too-long = Regel { $line }: de partij is te lang om hier te openen.
analysis-error-too-many-analyses = Te veel analyses tegelijk vanaf je adres: sluit de analyse in een ander tabblad of wacht tot die klaar is.
analysis-error-rate-limited = Te veel analyses in korte tijd: wacht een paar seconden.
analysis-error-bad-position = Deze stelling kan niet geanalyseerd worden: ze is niet geldig in dit spel.
analysis-error-bad-message = De engine begreep het verzoek niet.
analysis-error-no-game = Er is geen afgelopen partij op dit adres.
analysis-error-not-over = Deze partij wordt nog gespeeld: de analyse gaat open zodra ze afgelopen is.
analysis-error-busy = De engine is bezig: probeer het zo meteen opnieuw.
analysis-queued = { $count ->
    [0] Wachten op de engine: de jouwe is de volgende
    [one] Wachten op de engine: { $count } analyse vóór de jouwe
   *[other] Wachten op de engine: { $count } analyses vóór de jouwe
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Openingsverkenner
analysis-explorer-loading = De partijen die vanaf hier gespeeld zijn worden opgezocht…
analysis-explorer-about = Afgelopen partijen tussen mensen op Regalia, vanaf de gewone beginstelling; partijen tegen de computer of een bot tellen niet mee.
analysis-explorer-move = Zet
analysis-explorer-games = Partijen
analysis-explorer-results = Wit / remise / Zwart
analysis-explorer-rating = Gem. rating
analysis-explorer-total = { $count ->
    [one] Eén partij vanuit deze stelling
   *[other] { $count } partijen vanuit deze stelling
}
analysis-explorer-none = Nog geen partij op Regalia heeft deze stelling bereikt.
analysis-explorer-deep = { $count ->
    [one] Van elke partij telt alleen de eerste zet; deze stelling komt later.
   *[other] Van elke partij tellen alleen de eerste { $count } zetten; deze stelling komt later.
}
analysis-explorer-offline = De verkenner is niet bereikbaar: geen netwerk.
analysis-explorer-play = { $count ->
    [one] Speel { $move } (één partij)
   *[other] Speel { $move } ({ $count } partijen)
}
analysis-explorer-white = Wit won { $percent }%
analysis-explorer-draw = Remise { $percent }%
analysis-explorer-black = Zwart won { $percent }%
