# Lektionen und Aufgaben: Beschriftungen und Meldungen der Seiten (die Texte der Lektionen stehen in lessons.ftl).

nav-learn = Lernen
learn-index-title = Die Spiele lernen
learn-index-intro = Kurze Lektionen zeigen jede Regel auf einem kleinen Brett; danach trainieren Aufgaben, was du gelernt hast.
learn-lessons-count = { $count ->
    [one] Eine Lektion
   *[other] { $count } Lektionen
}
learn-puzzles-link = Aufgaben
learn-lessons-link = Lektionen
learn-card-link = Lektionen und Aufgaben
learn-guide-lessons = Diese Regeln in kurzen Lektionen üben
learn-guide-puzzles = Mit Aufgaben trainieren
learn-page-title = { $game }: Lektionen
learn-no-such-game = Für dieses Spiel gibt es keine Lektionen und keine Aufgaben.
learn-hint = Tipp
learn-retry = Noch einmal
learn-next-lesson = Nächste Lektion
learn-lessons-title = Alle Lektionen
learn-progress = { $count ->
    [one] Eine von { $total } Lektionen geschafft
   *[other] { $count } von { $total } Lektionen geschafft
}
learn-play-as = { $color ->
    [white] Du spielst Weiß.
   *[black] Du spielst Schwarz.
}
learn-success = Gut gemacht!
learn-wrong = Dieser Zug erreicht das Ziel nicht. Versuch es noch einmal.
learn-not-yet = Das Ziel ist noch nicht erreicht, und diese Lektion hat keine Züge mehr. Versuch es noch einmal.
learn-lost = Mit diesem Zug verlierst du die Partie. Versuch es noch einmal.
learn-reply = Dein Gegner antwortet { $move }.
learn-all-done = Du hast alle Lektionen dieses Spiels geschafft. Jetzt probier die Aufgaben!
puzzle-page-title = { $game }: Aufgaben
puzzle-retry = Noch einmal
puzzle-show-solution = Lösung zeigen
puzzle-next = Nächste Aufgabe
puzzle-goal-hill = { $count ->
    [one] Bring deinen König mit diesem Zug auf den Hügel.
   *[other] Erzwinge in { $count } Zügen, dass dein König den Hügel erreicht.
}
puzzle-goal-race = { $count ->
    [one] Gewinne das Rennen mit diesem Zug.
   *[other] Gewinne das Rennen in { $count } Zügen.
}
puzzle-goal-checkmate = { $count ->
    [one] Matt in einem Zug.
   *[other] Matt in { $count } Zügen.
}
puzzle-goal-crown-captured = { $count ->
    [one] Schlag die gegnerische Krone mit diesem Zug.
   *[other] Schlag die gegnerische Krone in { $count } Zügen.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Lass deinem Gegner keinen anderen Zug, als seine Krone vom Brett zu ziehen.
   *[other] Zwing die gegnerische Krone in höchstens { $count } Zügen vom Brett.
}
puzzle-play-as = { $color ->
    [white] Weiß zieht und gewinnt.
   *[black] Schwarz zieht und gewinnt.
}
puzzle-difficulty-easy = Leicht
puzzle-difficulty-medium = Mittel
puzzle-difficulty-hard = Schwer
puzzle-number = Aufgabe { $name }
puzzle-correct = Guter Zug! Weiter so.
puzzle-solved = Gelöst!
puzzle-wrong = Das ist nicht der Gewinnzug.
puzzle-solution-shown = Die Lösung steht auf dem Brett.
puzzle-solved-count = { $count ->
    [one] Eine Aufgabe gelöst
   *[other] { $count } Aufgaben gelöst
}
puzzle-streak = { $count ->
    [one] Serie: eine in Folge
   *[other] Serie: { $count } in Folge
}
puzzle-load-error = Die Aufgabe konnte nicht geladen werden. Prüfe deine Verbindung und lade die Seite neu.
