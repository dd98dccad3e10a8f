# Regalia: areny (turnieje): lista, formularz tworzenia, strona areny, ramka
# na stronie partii i wiersz na stronie głównej (polski).

## Nagłówek
nav-arenas = Areny

## Lista (/tournaments)
arena-list-title = Areny
arena-list-intro = Zagraj jak najwięcej partii, zanim skończy się czas. Wygrana daje 2 punkty, remis 1; dwie wygrane z rzędu rozpalają cię i twoje wygrane liczą się podwójnie. Oglądać może każdy; zagrać może gracz z nazwą.
arena-upcoming = Wkrótce
arena-running = Trwają
arena-finished = Zakończone
arena-none = Teraz nie ma areny w tej grze.
arena-by-link = Przez link
arena-winner = Zwycięzca: { $name }
arena-players = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
arena-minutes = { $number } min
arena-starts-countdown = Start za { $clock }
arena-ends-countdown = Koniec za { $clock }
arena-over = Zakończona
arena-loading = Wczytywanie…

## Tworzenie areny
arena-create-title = Utwórz arenę
arena-create-intro = Wybierz grę, tempo i czas trwania, a potem udostępnij link do strony areny.
arena-need-name = Aby utworzyć arenę lub w niej zagrać, potrzebujesz nazwy.
arena-game = Gra
arena-clock = Tempo
arena-length = Czas trwania
arena-starts-in = Start
arena-in-minutes = za { $number } min
arena-at-once = Od razu
arena-rated = Rankingowa
arena-private = Tylko dla osób z linkiem
arena-create = Utwórz arenę
arena-error-length = Arena trwa od 10 do 180 minut.
arena-error-start = Wybierz, kiedy arena się zaczyna.

## Jedna arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena: { $game }
arena-not-found = Nie ma takiej areny.
arena-join = Dołącz
arena-resume = Wróć do gry
arena-pause = Pauza
arena-withdraw = Wycofaj się
arena-take-name = Wybierz nazwę, aby dołączyć
arena-standings = Tabela
arena-rank = Miejsce
arena-player = Gracz
arena-rating = Ranking
arena-sheet = Partie
arena-score = Punkty
arena-on-fire = W ogniu: następna wygrana liczy się podwójnie
arena-paused = pauza
arena-empty = Nikt jeszcze nie dołączył.
arena-pages = Strony tabeli
arena-previous = Poprzednia
arena-next = Następna
arena-page = Strona { $number } z { $total }
arena-find-me = Pokaż mój wiersz
arena-game-starting = Twoja partia się zaczyna…
arena-game-on = Masz trwającą partię.
arena-go-to-game = Przejdź do partii
arena-featured-title = Wyróżniona partia
arena-watch = Oglądaj
arena-podium-title = Podium
arena-points = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
}
arena-close = Zamknij
arena-no-games = Jeszcze żadnej partii.
arena-games-count = { $count ->
    [one] { $count } partia
    [few] { $count } partie
    [many] { $count } partii
   *[other] { $count } partii
}
arena-performance = wynik rankingowy { $number }
arena-summary-title = Podsumowanie
arena-summary-games = Partie
arena-summary-white = Wygrane białych
arena-summary-black = Wygrane czarnych
arena-summary-draws = Remisy
arena-summary-berserk = Odsetek berserków
arena-summary-rating = Średni ranking
arena-how-title = Jak to działa
arena-how = Gdy tylko twoja partia się skończy, czekasz kilka sekund i dostajesz nowego przeciwnika blisko ciebie w tabeli. Wygrana daje 2 punkty, remis 1, przegrana 0. Po dwóch wygranych z rzędu jesteś w ogniu: wygrana daje 4, a remis 2, aż do partii, której nie wygrasz. Remis w mniej niż 10 ruchach nie daje nic. Berserk skraca twój zegar o połowę w zamian za dodatkowy punkt, jeśli wygrasz po co najmniej 7 ruchach. Pauza wstrzymuje kojarzenie par; twoje punkty zostają.

## Strona partii i strona główna
arena-back = Wróć do areny
arena-berserk = Berserk
arena-berserk-hint = Skróć swój czas o połowę (bez dodawanego czasu) za dodatkowy punkt, jeśli wygrasz
arena-returning = Za chwilę wrócisz na arenę, do następnej partii…
arena-home-next = Następna arena ({ $game }) za { $number } min
arena-home-all = Wszystkie areny
