# Analysbrädet, dess motor, partigenomgången och PGN-import.

analysis-board = Analysbräde
analysis-page-title = Analysbräde: { $game }
analysis-analyse = Analysera
analysis-review-link = Genomgång
analysis-back-to-game = Tillbaka till partiet
analysis-bar-label = Vits vinstchanser
analysis-engine = Motor
analysis-lines = Varianter
analysis-depth = djup { $number }
analysis-play-line = Spela variantens första drag
analysis-no-moves = Inga drag än: gör ett på brädet, för vilken sida som helst.
analysis-promote = Gör till huvudvariant
analysis-delete = Ta bort härifrån
analysis-draw = Remi
analysis-won = partiet vunnet
analysis-win-hill = { $count ->
    [1] kullen nästa drag
   *[other] kullen om { $count }
}
analysis-win-race = { $count ->
    [1] loppet vunnet nästa drag
   *[other] loppet vunnet om { $count }
}
analysis-win-checkmate = { $count ->
    [1] matt nästa drag
   *[other] matt om { $count }
}
analysis-win-crown = { $count ->
    [1] kronan nästa drag
   *[other] kronan om { $count }
}
analysis-win-any = { $count ->
    [1] vinner nästa drag
   *[other] vinner om { $count }
}
analysis-review-title = Partigenomgång
analysis-review = Gå igenom partiet
analysis-review-progress = { $count ->
    [one] { $count } ställning av { $total } bedömd
   *[other] { $count } ställningar av { $total } bedömda
}
analysis-graph-label = Vits vinstchanser genom partiet; klicka för att gå till ett drag
analysis-count-inaccuracies = { $count ->
    [0] inga felaktigheter
    [one] { $count } felaktighet
   *[other] { $count } felaktigheter
}
analysis-count-mistakes = { $count ->
    [0] inga misstag
    [one] { $count } misstag
   *[other] { $count } misstag
}
analysis-count-blunders = { $count ->
    [0] inga grova fel
    [one] { $count } grovt fel
   *[other] { $count } grova fel
}
analysis-mark-inaccuracy = Felaktighet
analysis-mark-mistake = Misstag
analysis-mark-blunder = Grovt fel
analysis-best-was = Bättre var { $move }.
analysis-pgn-title = Öppna en PGN
analysis-pgn-hint = Klistra in ett parti i PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Öppna
analysis-pgn-empty = Inget att öppna: klistra först in ett parti i PGN.
analysis-pgn-bad-tag = Rad { $line }, kolumn { $column }: taggen går inte att läsa; skriv den som [Namn "värde"].
analysis-pgn-unknown-variant = Rad { $line }: ”{ $game }” är inget spel som spelas här.
analysis-pgn-bad-fen = Rad { $line }: FEN-taggen är ingen giltig ställning i det här spelet.
analysis-pgn-refused = Drag { $move } är inte tillåtet här: { $why } Dragen före det är inlästa.
analysis-pgn-refused-variation = I en variant är drag { $move } inte tillåtet här: { $why } Varianten slutar före det.
analysis-pgn-skipped = Kommentarer och annoteringstecken sparas inte ({ $number }).
analysis-pgn-too-deep = Rad { $line }, kolumn { $column }: varianterna är för djupt nästlade för att öppnas här.
analysis-pgn-unclosed = Rad { $line }, kolumn { $column }: ”{ $move }” öppnas men stängs aldrig.
analysis-pgn-too-long = Rad { $line }: partiet är för långt för att öppnas här.
analysis-error-too-many-analyses = För många analyser samtidigt från din adress: stäng analysen i en annan flik eller vänta tills den är klar.
analysis-error-rate-limited = För många analyser på kort tid: vänta några sekunder.
analysis-error-bad-position = Ställningen kan inte analyseras: den är inte giltig i det här spelet.
analysis-error-bad-message = Motorn förstod inte begäran.
analysis-error-no-game = Det finns inget avslutat parti på den här adressen.
analysis-error-not-over = Partiet pågår fortfarande: analysen öppnas när det är slut.
analysis-error-busy = Motorn är upptagen: försök igen om en stund.
analysis-queued = { $count ->
    [0] Väntar på motorn: din står näst på tur
    [one] Väntar på motorn: { $count } analys före din
   *[other] Väntar på motorn: { $count } analyser före din
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Öppningsutforskare
analysis-explorer-loading = Letar fram partierna som spelats härifrån…
analysis-explorer-about = Avslutade partier mellan människor på Regalia, från den vanliga utgångsställningen; partier mot datorn eller en bot räknas inte.
analysis-explorer-move = Drag
analysis-explorer-games = Partier
analysis-explorer-results = Vit / remi / Svart
analysis-explorer-rating = Snittrating
analysis-explorer-total = { $count ->
    [one] Ett parti från den här ställningen
   *[other] { $count } partier från den här ställningen
}
analysis-explorer-none = Inget parti på Regalia har nått den här ställningen än.
analysis-explorer-deep = { $count ->
    [one] Varje parti räknas bara för sitt första drag; den här ställningen kommer senare.
   *[other] Varje parti räknas bara för sina första { $count } drag; den här ställningen kommer senare.
}
analysis-explorer-offline = Utforskaren går inte att nå: inget nätverk.
analysis-explorer-play = { $count ->
    [one] Spela { $move } (ett parti)
   *[other] Spela { $move } ({ $count } partier)
}
analysis-explorer-white = Vit vann { $percent } %
analysis-explorer-draw = Remi { $percent } %
analysis-explorer-black = Svart vann { $percent } %
