# Lektioner och problem: sidornas etiketter och meddelanden (lektionernas egna texter finns i lessons.ftl).

nav-learn = Lär dig
learn-index-title = Lär dig spelen
learn-index-intro = Korta lektioner lär ut varje regel på ett litet bräde; sedan tränar problemen det du har lärt dig.
learn-lessons-count = { $count ->
    [one] { $count } lektion
   *[other] { $count } lektioner
}
learn-puzzles-link = Problem
learn-lessons-link = Lektioner
learn-card-link = Lektioner och problem
learn-guide-lessons = Öva de här reglerna i korta lektioner
learn-guide-puzzles = Träna med problem
learn-page-title = { $game }: lektioner
learn-no-such-game = Det finns inga lektioner eller problem för det här spelet.
learn-hint = Ledtråd
learn-retry = Försök igen
learn-next-lesson = Nästa lektion
learn-lessons-title = Alla lektioner
learn-progress = { $count ->
    [one] { $count } av { $total } lektioner klar
   *[other] { $count } av { $total } lektioner klara
}
learn-play-as = { $color ->
    [white] Du spelar vit.
   *[black] Du spelar svart.
}
learn-success = Bra gjort!
learn-wrong = Det draget når inte målet. Försök igen.
learn-not-yet = Målet är inte nått än, och lektionen har inga drag kvar. Försök igen.
learn-lost = Det draget förlorar partiet. Försök igen.
learn-reply = Motståndaren svarar { $move }.
learn-all-done = Du har gjort alla lektioner i det här spelet. Prova problemen nu!
puzzle-page-title = { $game }: problem
puzzle-retry = Försök igen
puzzle-show-solution = Visa lösningen
puzzle-next = Nästa problem
puzzle-goal-hill = { $count ->
    [one] Ställ din kung på kullen med det här draget.
   *[other] Tvinga upp din kung på kullen på { $count } drag.
}
puzzle-goal-race = { $count ->
    [one] Vinn kapplöpningen med det här draget.
   *[other] Vinn kapplöpningen på { $count } drag.
}
puzzle-goal-checkmate = { $count ->
    [one] Matt på ett drag.
   *[other] Matt på { $count } drag.
}
puzzle-goal-crown-captured = { $count ->
    [one] Slå motståndarens krona med det här draget.
   *[other] Slå motståndarens krona på { $count } drag.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Lämna motståndaren inget annat drag än att flytta sin krona av brädet.
   *[other] Tvinga av motståndarens krona från brädet inom { $count } drag.
}
puzzle-play-as = { $color ->
    [white] Vit drar och vinner.
   *[black] Svart drar och vinner.
}
puzzle-difficulty-easy = Lätt
puzzle-difficulty-medium = Medel
puzzle-difficulty-hard = Svår
puzzle-number = Problem { $name }
puzzle-correct = Bra drag! Fortsätt.
puzzle-solved = Löst!
puzzle-wrong = Det är inte det vinnande draget.
puzzle-solution-shown = Lösningen visas på brädet.
puzzle-solved-count = { $count ->
    [one] { $count } problem löst
   *[other] { $count } problem lösta
}
puzzle-streak = { $count ->
    [one] svit: { $count } i rad
   *[other] svit: { $count } i rad
}
puzzle-load-error = Problemet kunde inte laddas. Kontrollera anslutningen och ladda om sidan.
