# Das Analysebrett, seine Engine, die Partieanalyse und der PGN-Import.

analysis-board = Analysebrett
analysis-page-title = Analysebrett: { $game }
analysis-analyse = Analysieren
analysis-review-link = Auswertung
analysis-back-to-game = Zurück zur Partie
analysis-bar-label = Gewinnchancen von Weiß
analysis-engine = Engine
analysis-lines = Varianten
analysis-depth = Tiefe { $number }
analysis-play-line = Den ersten Zug dieser Variante spielen
analysis-no-moves = Noch keine Züge: Ziehe auf dem Brett, für eine der beiden Seiten.
analysis-promote = Zur Hauptvariante machen
analysis-delete = Ab hier löschen
analysis-draw = Remis
analysis-won = Partie gewonnen
analysis-win-hill = { $count ->
    [1] Hügel im nächsten Zug
   *[other] Hügel in { $count }
}
analysis-win-race = { $count ->
    [1] Rennen gewonnen im nächsten Zug
   *[other] Rennen gewonnen in { $count }
}
analysis-win-checkmate = { $count ->
    [1] Matt im nächsten Zug
   *[other] Matt in { $count }
}
analysis-win-crown = { $count ->
    [1] Krone im nächsten Zug
   *[other] Krone in { $count }
}
analysis-win-any = { $count ->
    [1] gewinnt im nächsten Zug
   *[other] gewinnt in { $count }
}
analysis-review-title = Partieauswertung
analysis-review = Partie auswerten
analysis-review-progress = { $count ->
    [one] { $count } von { $total } Stellungen bewertet
   *[other] { $count } von { $total } Stellungen bewertet
}
analysis-graph-label = Gewinnchancen von Weiß im Lauf der Partie; klicke, um zu einem Zug zu gehen
analysis-count-inaccuracies = { $count ->
    [0] keine Ungenauigkeiten
    [one] { $count } Ungenauigkeit
   *[other] { $count } Ungenauigkeiten
}
analysis-count-mistakes = { $count ->
    [0] keine Fehler
    [one] { $count } Fehler
   *[other] { $count } Fehler
}
analysis-count-blunders = { $count ->
    [0] keine groben Fehler
    [one] { $count } grober Fehler
   *[other] { $count } grobe Fehler
}
analysis-mark-inaccuracy = Ungenauigkeit
analysis-mark-mistake = Fehler
analysis-mark-blunder = Grober Fehler
analysis-best-was = Besser war { $move }.
analysis-pgn-title = PGN öffnen
analysis-pgn-hint = Füge eine Partie als PGN ein: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Öffnen
analysis-pgn-empty = Nichts zu öffnen: Füge zuerst eine Partie als PGN ein.
analysis-pgn-bad-tag = Zeile { $line }, Spalte { $column }: Dieser Tag ist nicht lesbar; schreibe ihn als [Name "Wert"].
analysis-pgn-unknown-variant = Zeile { $line }: „{ $game }“ wird hier nicht gespielt.
analysis-pgn-bad-fen = Zeile { $line }: Der FEN-Tag ist keine gültige Stellung dieses Spiels.
analysis-pgn-refused = Zug { $move } ist hier nicht regelgerecht: { $why } Die Züge davor sind geladen.
analysis-pgn-refused-variation = In einer Variante ist Zug { $move } hier nicht regelgerecht: { $why } Die Variante endet davor.
analysis-pgn-skipped = Kommentare und Anmerkungszeichen werden nicht übernommen ({ $number }).
analysis-pgn-too-deep = Zeile { $line }, Spalte { $column }: Die Varianten sind zu tief verschachtelt, um sie hier zu öffnen.
analysis-pgn-unclosed = Zeile { $line }, Spalte { $column }: „{ $move }“ wird geöffnet, aber nie geschlossen.
analysis-pgn-too-long = Zeile { $line }: Die Partie ist zu lang, um sie hier zu öffnen.
analysis-error-too-many-analyses = Zu viele Analysen gleichzeitig von deiner Adresse: Schließe die Analyse in einem anderen Tab oder warte, bis sie fertig ist.
analysis-error-rate-limited = Zu viele Analysen in kurzer Zeit: Warte ein paar Sekunden.
analysis-error-bad-position = Diese Stellung lässt sich nicht analysieren: Sie ist in diesem Spiel nicht gültig.
analysis-error-bad-message = Die Engine hat die Anfrage nicht verstanden.
analysis-error-no-game = Unter dieser Adresse gibt es keine beendete Partie.
analysis-error-not-over = Diese Partie läuft noch: Ihre Analyse öffnet sich, wenn sie endet.
analysis-error-busy = Die Engine ist beschäftigt: Versuche es gleich noch einmal.
analysis-queued = { $count ->
    [0] Warten auf die Engine: deine ist als Nächste dran
    [one] Warten auf die Engine: { $count } Analyse vor deiner
   *[other] Warten auf die Engine: { $count } Analysen vor deiner
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Eröffnungsdatenbank
analysis-explorer-loading = Die von hier aus gespielten Partien werden gesucht …
analysis-explorer-about = Beendete Partien zwischen Menschen auf Regalia aus der üblichen Anfangsstellung; Partien gegen den Computer oder einen Bot zählen nicht.
analysis-explorer-move = Zug
analysis-explorer-games = Partien
analysis-explorer-results = Weiß / Remis / Schwarz
analysis-explorer-rating = Ø-Wertung
analysis-explorer-total = { $count ->
    [one] Eine Partie aus dieser Stellung
   *[other] { $count } Partien aus dieser Stellung
}
analysis-explorer-none = Noch keine Partie auf Regalia hat diese Stellung erreicht.
analysis-explorer-deep = { $count ->
    [one] Von jeder Partie zählt nur der erste Zug; diese Stellung kommt später.
   *[other] Von jeder Partie zählen nur die ersten { $count } Züge; diese Stellung kommt später.
}
analysis-explorer-offline = Die Eröffnungsdatenbank ist nicht erreichbar: kein Netz.
analysis-explorer-play = { $count ->
    [one] { $move } spielen (eine Partie)
   *[other] { $move } spielen ({ $count } Partien)
}
analysis-explorer-white = Weiß gewann { $percent } %
analysis-explorer-draw = Remis { $percent } %
analysis-explorer-black = Schwarz gewann { $percent } %
