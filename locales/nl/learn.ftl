# Lessen en puzzels: de labels en meldingen van de pagina's (de teksten van de lessen staan in lessons.ftl).

nav-learn = Leren
learn-index-title = De spellen leren
learn-index-intro = Korte lessen leren je elke regel op een klein bord; daarna oefenen puzzels wat je geleerd hebt.
learn-lessons-count = { $count ->
    [one] Eén les
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
learn-retry = Opnieuw proberen
learn-next-lesson = Volgende les
learn-lessons-title = Alle lessen
learn-progress = { $count ->
    [one] Eén van { $total } lessen gedaan
   *[other] { $count } van { $total } lessen gedaan
}
learn-play-as = { $color ->
    [white] Jij speelt met wit.
   *[black] Jij speelt met zwart.
}
learn-success = Goed gedaan!
learn-wrong = Met die zet bereik je het doel niet. Probeer het opnieuw.
learn-not-yet = Het doel is nog niet bereikt en deze les heeft geen zetten meer. Probeer het opnieuw.
learn-lost = Met die zet verlies je de partij. Probeer het opnieuw.
learn-reply = Je tegenstander antwoordt { $move }.
learn-all-done = Je hebt alle lessen van dit spel gedaan. Probeer nu de puzzels!
puzzle-page-title = { $game }: puzzels
puzzle-retry = Opnieuw
puzzle-show-solution = Oplossing tonen
puzzle-next = Volgende puzzel
puzzle-goal-hill = { $count ->
    [one] Breng je koning met deze zet op de heuvel.
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
    [one] Sla de kroon van je tegenstander met deze zet.
   *[other] Sla de kroon van je tegenstander in { $count } zetten.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Laat je tegenstander geen andere zet dan de eigen kroon van het bord te halen.
   *[other] Dwing de kroon van je tegenstander binnen { $count } zetten van het bord.
}
puzzle-play-as = { $color ->
    [white] Wit speelt en wint.
   *[black] Zwart speelt en wint.
}
puzzle-difficulty-easy = Makkelijk
puzzle-difficulty-medium = Gemiddeld
puzzle-difficulty-hard = Moeilijk
puzzle-number = Puzzel { $name }
puzzle-correct = Goede zet! Ga zo door.
puzzle-solved = Opgelost!
puzzle-wrong = Dat is niet de winnende zet.
puzzle-solution-shown = De oplossing staat op het bord.
puzzle-solved-count = { $count ->
    [one] Eén puzzel opgelost
   *[other] { $count } puzzels opgelost
}
puzzle-streak = { $count ->
    [one] reeks: één op rij
   *[other] reeks: { $count } op rij
}
puzzle-load-error = De puzzel kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.
