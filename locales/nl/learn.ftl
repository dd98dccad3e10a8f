# Lessen en puzzels: labels en berichten van de pagina's (de teksten van de lessen staan in lessons.ftl).

nav-learn = Leren
learn-index-title = Leer de spellen
learn-index-intro = Korte lessen leren je elke regel op een klein bord; daarna trainen puzzels wat je geleerd hebt.
learn-lessons-count = { $count ->
    [one] { $count } les
   *[other] { $count } lessen
}
learn-puzzles-link = Puzzels
learn-lessons-link = Lessen
learn-card-link = Lessen en puzzels
learn-guide-lessons = Oefen deze regels in korte lessen
learn-guide-puzzles = Train met puzzels
learn-page-title = { $game }: lessen
learn-no-such-game = Voor dit spel zijn er geen lessen of puzzels.
learn-hint = Tip
learn-retry = Opnieuw
learn-next-lesson = Volgende les
learn-lessons-title = Alle lessen
learn-progress = { $count ->
    [one] { $count } van { $total } lessen gedaan
   *[other] { $count } van { $total } lessen gedaan
}
learn-play-as = { $color ->
    [white] Je speelt met wit.
   *[black] Je speelt met zwart.
}
learn-success = Goed gedaan!
learn-wrong = Die zet haalt het doel niet. Probeer het opnieuw.
learn-not-yet = Het doel is nog niet gehaald en de les heeft geen zetten meer. Probeer het opnieuw.
learn-lost = Die zet verliest de partij. Probeer het opnieuw.
learn-reply = Je tegenstander antwoordt { $move }.
learn-all-done = Je hebt alle lessen van dit spel gedaan. Probeer nu de puzzels!
puzzle-page-title = { $game }: puzzels
puzzle-retry = Opnieuw
puzzle-show-solution = Toon de oplossing
puzzle-next = Volgende puzzel
puzzle-goal-hill = { $count ->
    [one] Zet je koning met deze zet op de heuvel.
   *[other] Dwing je koning in { $count } zetten op de heuvel.
}
puzzle-goal-race = { $count ->
    [one] Win de race met deze zet.
   *[other] Win de race in { $count } zetten.
}
puzzle-goal-checkmate = { $count ->
    [one] Mat in één zet.
   *[other] Mat in { $count } zetten.
}
puzzle-goal-crown-captured = { $count ->
    [one] Sla met deze zet de kroon van de tegenstander.
   *[other] Sla de kroon van de tegenstander in { $count } zetten.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Laat je tegenstander geen andere zet dan de eigen kroon van het bord te halen.
   *[other] Dwing de kroon van de tegenstander binnen { $count } zetten van het bord.
}
puzzle-play-as = { $color ->
    [white] Wit speelt en wint.
   *[black] Zwart speelt en wint.
}
puzzle-difficulty-easy = Makkelijk
puzzle-difficulty-medium = Gemiddeld
puzzle-difficulty-hard = Moeilijk
puzzle-number = Puzzel { $name }
puzzle-correct = Goede zet! Ga door.
puzzle-solved = Opgelost!
puzzle-wrong = Dat is niet de winnende zet.
puzzle-solution-shown = De oplossing staat op het bord.
puzzle-solved-count = { $count ->
    [one] { $count } puzzel opgelost
   *[other] { $count } puzzels opgelost
}
puzzle-streak = { $count ->
    [one] reeks: { $count } op rij
   *[other] reeks: { $count } op rij
}
puzzle-load-error = De puzzel kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.
