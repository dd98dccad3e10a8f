# Lekcje i zadania: etykiety i komunikaty stron (teksty lekcji są w lessons.ftl).

nav-learn = Nauka
learn-index-title = Poznaj gry
learn-index-intro = Krótkie lekcje uczą każdej zasady na małej planszy; potem zadania utrwalają to, czego się nauczyłeś.
learn-lessons-count = { $count ->
    [one] { $count } lekcja
    [few] { $count } lekcje
    [many] { $count } lekcji
   *[other] { $count } lekcji
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
    [many] Ukończono { $count } z { $total } lekcji
   *[other] Ukończono { $count } z { $total } lekcji
}
learn-play-as = { $color ->
    [white] Grasz białymi.
   *[black] Grasz czarnymi.
}
learn-success = Brawo!
learn-wrong = Ten ruch nie prowadzi do celu. Spróbuj ponownie.
learn-not-yet = Cel nie jest jeszcze osiągnięty, a lekcja nie ma już ruchów. Spróbuj ponownie.
learn-lost = Ten ruch przegrywa partię. Spróbuj ponownie.
learn-reply = Przeciwnik odpowiada { $move }.
learn-all-done = Ukończyłeś wszystkie lekcje tej gry. Teraz spróbuj zadań!
puzzle-page-title = { $game }: zadania
puzzle-retry = Spróbuj ponownie
puzzle-show-solution = Pokaż rozwiązanie
puzzle-next = Następne zadanie
puzzle-goal-hill = { $count ->
    [one] Postaw króla na wzgórzu tym ruchem.
    [few] Wprowadź króla na wzgórze w { $count } ruchach.
    [many] Wprowadź króla na wzgórze w { $count } ruchach.
   *[other] Wprowadź króla na wzgórze w { $count } ruchach.
}
puzzle-goal-race = { $count ->
    [one] Wygraj wyścig tym ruchem.
    [few] Wygraj wyścig w { $count } ruchach.
    [many] Wygraj wyścig w { $count } ruchach.
   *[other] Wygraj wyścig w { $count } ruchach.
}
puzzle-goal-checkmate = { $count ->
    [one] Mat w jednym ruchu.
    [few] Mat w { $count } ruchach.
    [many] Mat w { $count } ruchach.
   *[other] Mat w { $count } ruchach.
}
puzzle-goal-crown-captured = { $count ->
    [one] Zbij koronę przeciwnika tym ruchem.
    [few] Zbij koronę przeciwnika w { $count } ruchach.
    [many] Zbij koronę przeciwnika w { $count } ruchach.
   *[other] Zbij koronę przeciwnika w { $count } ruchach.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Nie zostaw przeciwnikowi innego ruchu niż zdjęcie własnej korony z planszy.
    [few] Zmuś koronę przeciwnika do opuszczenia planszy w najwyżej { $count } ruchach.
    [many] Zmuś koronę przeciwnika do opuszczenia planszy w najwyżej { $count } ruchach.
   *[other] Zmuś koronę przeciwnika do opuszczenia planszy w najwyżej { $count } ruchach.
}
puzzle-play-as = { $color ->
    [white] Białe zaczynają i wygrywają.
   *[black] Czarne zaczynają i wygrywają.
}
puzzle-difficulty-easy = Łatwe
puzzle-difficulty-medium = Średnie
puzzle-difficulty-hard = Trudne
puzzle-number = Zadanie { $name }
puzzle-correct = Dobry ruch! Tak dalej.
puzzle-solved = Rozwiązane!
puzzle-wrong = To nie jest wygrywający ruch.
puzzle-solution-shown = Rozwiązanie jest na planszy.
puzzle-solved-count = { $count ->
    [one] { $count } zadanie rozwiązane
    [few] { $count } zadania rozwiązane
    [many] { $count } zadań rozwiązanych
   *[other] { $count } zadania rozwiązanego
}
puzzle-streak = { $count ->
    [one] seria: { $count } z rzędu
    [few] seria: { $count } z rzędu
    [many] seria: { $count } z rzędu
   *[other] seria: { $count } z rzędu
}
puzzle-load-error = Nie udało się wczytać zadania. Sprawdź połączenie i odśwież stronę.
