# Lekcje i zadania: etykiety i komunikaty stron (teksty samych lekcji są w lessons.ftl).

nav-learn = Nauka
learn-index-title = Naucz się gier
learn-index-intro = Krótkie lekcje uczą każdej zasady na małej planszy; potem zadania pomagają utrwalić poznane zasady.
learn-lessons-count = { $count ->
    [one] { $count } lekcja
    [few] { $count } lekcje
   *[many] { $count } lekcji
}
learn-puzzles-link = Zadania
learn-lessons-link = Lekcje
learn-card-link = Lekcje i zadania
learn-guide-lessons = Przećwicz te zasady w krótkich lekcjach
learn-guide-puzzles = Trenuj na zadaniach
learn-page-title = { $game }: lekcje
learn-no-such-game = Dla tej gry nie ma lekcji ani zadań.
learn-hint = Podpowiedź
learn-retry = Spróbuj ponownie
learn-next-lesson = Następna lekcja
learn-lessons-title = Wszystkie lekcje
learn-progress = { $count ->
    [one] Ukończono { $count } z { $total } lekcji
    [few] Ukończono { $count } z { $total } lekcji
   *[many] Ukończono { $count } z { $total } lekcji
}
learn-play-as = { $color ->
    [white] Grasz białymi.
   *[black] Grasz czarnymi.
}
learn-success = Brawo!
learn-wrong = Ten ruch nie prowadzi do celu. Spróbuj ponownie.
learn-not-yet = Cel nie został jeszcze osiągnięty, a ta lekcja nie ma już ruchów. Spróbuj ponownie.
learn-lost = Ten ruch przegrywa partię. Spróbuj ponownie.
learn-reply = Przeciwnik odpowiada: { $move }.
learn-all-done = Wszystkie lekcje tej gry za tobą. Teraz spróbuj zadań!
puzzle-page-title = { $game }: zadania
puzzle-retry = Jeszcze raz
puzzle-show-solution = Pokaż rozwiązanie
puzzle-next = Następne zadanie
puzzle-goal-hill = { $count ->
    [one] Wprowadź króla na wzgórze tym ruchem.
    [few] Wymuś wejście króla na wzgórze w { $count } ruchach.
   *[many] Wymuś wejście króla na wzgórze w { $count } ruchach.
}
puzzle-goal-race = { $count ->
    [one] Wygraj wyścig tym ruchem.
    [few] Wygraj wyścig w { $count } ruchach.
   *[many] Wygraj wyścig w { $count } ruchach.
}
puzzle-goal-checkmate = { $count ->
    [one] Mat w jednym ruchu.
    [few] Mat w { $count } ruchach.
   *[many] Mat w { $count } ruchach.
}
puzzle-goal-crown-captured = { $count ->
    [one] Zbij koronę przeciwnika tym ruchem.
    [few] Zbij koronę przeciwnika w { $count } ruchach.
   *[many] Zbij koronę przeciwnika w { $count } ruchach.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Nie zostaw przeciwnikowi innego ruchu niż zdjęcie własnej korony z planszy.
    [few] Zmuś koronę przeciwnika do zejścia z planszy w najwyżej { $count } ruchach.
   *[many] Zmuś koronę przeciwnika do zejścia z planszy w najwyżej { $count } ruchach.
}
puzzle-play-as = { $color ->
    [white] Białe zaczynają i wygrywają.
   *[black] Czarne zaczynają i wygrywają.
}
puzzle-difficulty-easy = Łatwe
puzzle-difficulty-medium = Średnie
puzzle-difficulty-hard = Trudne
puzzle-number = Zadanie { $name }
puzzle-correct = Dobry ruch! Graj dalej.
puzzle-solved = Rozwiązane!
puzzle-wrong = To nie jest ruch wygrywający.
puzzle-solution-shown = Rozwiązanie jest na planszy.
puzzle-solved-count = { $count ->
    [one] { $count } rozwiązane zadanie
    [few] { $count } rozwiązane zadania
   *[many] { $count } rozwiązanych zadań
}
puzzle-streak = { $count ->
    [one] seria: { $count } z rzędu
    [few] seria: { $count } z rzędu
   *[many] seria: { $count } z rzędu
}
puzzle-load-error = Nie udało się wczytać zadania. Sprawdź połączenie i odśwież stronę.
