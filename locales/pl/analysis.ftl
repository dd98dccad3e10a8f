# Plansza analizy, jej silnik, przegląd partii i wczytywanie PGN.

analysis-board = Plansza analizy
analysis-page-title = Plansza analizy: { $game }
analysis-analyse = Analizuj
analysis-review-link = Przegląd
analysis-back-to-game = Wróć do partii
analysis-bar-label = Szanse białych na wygraną
analysis-engine = Silnik
analysis-lines = Warianty
analysis-depth = głębokość { $number }
analysis-play-line = Zagraj pierwszy ruch tego wariantu
analysis-no-moves = Nie ma jeszcze ruchów: wykonaj ruch na planszy, dowolną stroną.
analysis-promote = Ustaw jako wariant główny
analysis-delete = Usuń od tego miejsca
analysis-draw = Remis
analysis-won = partia wygrana
analysis-win-hill = { $count ->
    [1] wzgórze w następnym ruchu
    [few] wzgórze w { $count } ruchach
    [many] wzgórze w { $count } ruchach
   *[other] wzgórze w { $count } ruchach
}
analysis-win-race = { $count ->
    [1] wyścig wygrany w następnym ruchu
    [few] wyścig wygrany w { $count } ruchach
    [many] wyścig wygrany w { $count } ruchach
   *[other] wyścig wygrany w { $count } ruchach
}
analysis-win-checkmate = { $count ->
    [1] mat w następnym ruchu
    [few] mat w { $count } ruchach
    [many] mat w { $count } ruchach
   *[other] mat w { $count } ruchach
}
analysis-win-crown = { $count ->
    [1] korona w następnym ruchu
    [few] korona w { $count } ruchach
    [many] korona w { $count } ruchach
   *[other] korona w { $count } ruchach
}
analysis-win-any = { $count ->
    [1] wygrywa w następnym ruchu
    [few] wygrywa w { $count } ruchach
    [many] wygrywa w { $count } ruchach
   *[other] wygrywa w { $count } ruchach
}
analysis-review-title = Przegląd partii
analysis-review = Przejrzyj partię
analysis-review-progress = { $count ->
    [one] Oceniono { $count } z { $total } pozycji
    [few] Oceniono { $count } z { $total } pozycji
   *[many] Oceniono { $count } z { $total } pozycji
}
analysis-graph-label = Szanse białych na wygraną w przebiegu partii; kliknij, aby przejść do ruchu
analysis-count-inaccuracies = { $count ->
    [0] brak niedokładności
    [one] { $count } niedokładność
    [few] { $count } niedokładności
   *[many] { $count } niedokładności
}
analysis-count-mistakes = { $count ->
    [0] brak błędów
    [one] { $count } błąd
    [few] { $count } błędy
   *[many] { $count } błędów
}
analysis-count-blunders = { $count ->
    [0] brak podstawek
    [one] { $count } podstawka
    [few] { $count } podstawki
   *[many] { $count } podstawek
}
analysis-mark-inaccuracy = Niedokładność
analysis-mark-mistake = Błąd
analysis-mark-blunder = Podstawka
analysis-best-was = Lepsze było { $move }.
analysis-pgn-title = Otwórz PGN
analysis-pgn-hint = Wklej partię w formacie PGN: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Otwórz
analysis-pgn-empty = Nie ma czego otworzyć: najpierw wklej partię w PGN.
analysis-pgn-bad-tag = Wiersz { $line }, kolumna { $column }: nie można odczytać tego znacznika; zapisz go jako [Nazwa "wartość"].
analysis-pgn-unknown-variant = Wiersz { $line }: „{ $game }” to nie gra dostępna tutaj.
analysis-pgn-bad-fen = Wiersz { $line }: znacznik FEN nie jest poprawną pozycją tej gry.
analysis-pgn-refused = Ruch { $move } nie jest tu dozwolony: { $why } Ruchy przed nim zostały wczytane.
analysis-pgn-refused-variation = W wariancie ruch { $move } nie jest tu dozwolony: { $why } Wariant kończy się przed nim.
analysis-pgn-skipped = Komentarze i znaki oceny nie są zachowywane ({ $number }).
analysis-pgn-too-deep = Wiersz { $line }, kolumna { $column }: warianty są zagnieżdżone zbyt głęboko, by je tu otworzyć.
analysis-pgn-unclosed = Wiersz { $line }, kolumna { $column }: „{ $move }” zostaje otwarte, ale nigdy zamknięte.
analysis-pgn-too-long = Wiersz { $line }: partia jest za długa, by ją tu otworzyć.
analysis-error-too-many-analyses = Zbyt wiele analiz naraz z twojego adresu: zamknij analizę w innej karcie albo poczekaj, aż się skończy.
analysis-error-rate-limited = Zbyt wiele analiz w krótkim czasie: odczekaj kilka sekund.
analysis-error-bad-position = Tej pozycji nie da się przeanalizować: nie jest poprawna w tej grze.
analysis-error-bad-message = Silnik nie zrozumiał prośby.
analysis-error-no-game = Pod tym adresem nie ma zakończonej partii.
analysis-error-not-over = Ta partia wciąż trwa: analiza otworzy się po jej zakończeniu.
analysis-error-busy = Silnik jest zajęty: spróbuj ponownie za chwilę.
analysis-queued = { $count ->
    [0] Czekanie na silnik: twoja jest następna
    [one] Czekanie na silnik: { $count } analiza przed twoją
    [few] Czekanie na silnik: { $count } analizy przed twoją
   *[many] Czekanie na silnik: { $count } analiz przed twoją
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Eksplorator otwarć
analysis-explorer-loading = Szukam partii rozegranych z tej pozycji…
analysis-explorer-about = Zakończone partie między ludźmi na Regalii, od zwykłej pozycji początkowej; partie z komputerem lub botem nie są liczone.
analysis-explorer-move = Ruch
analysis-explorer-games = Partie
analysis-explorer-results = Białe / remis / Czarne
analysis-explorer-rating = Śr. ranking
analysis-explorer-total = { $count ->
    [one] Jedna partia z tej pozycji
    [few] { $count } partie z tej pozycji
    [many] { $count } partii z tej pozycji
   *[other] { $count } partii z tej pozycji
}
analysis-explorer-none = Żadna partia na Regalii nie doszła jeszcze do tej pozycji.
analysis-explorer-deep = { $count ->
    [one] Z każdej partii liczy się tylko pierwszy ruch; ta pozycja pojawia się później.
    [few] Z każdej partii liczą się tylko pierwsze { $count } ruchy; ta pozycja pojawia się później.
    [many] Z każdej partii liczy się tylko pierwsze { $count } ruchów; ta pozycja pojawia się później.
   *[other] Z każdej partii liczy się tylko pierwsze { $count } ruchów; ta pozycja pojawia się później.
}
analysis-explorer-offline = Eksplorator jest nieosiągalny: brak sieci.
analysis-explorer-play = { $count ->
    [one] Zagraj { $move } (jedna partia)
    [few] Zagraj { $move } ({ $count } partie)
    [many] Zagraj { $move } ({ $count } partii)
   *[other] Zagraj { $move } ({ $count } partii)
}
analysis-explorer-white = Wygrały białe { $percent }%
analysis-explorer-draw = Remis { $percent }%
analysis-explorer-black = Wygrały czarne { $percent }%
