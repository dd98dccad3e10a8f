# Edytor pozycji (/editor/{variant}) i słowa zasad dla pozycji, których nie
# da się rozegrać (position-problem-<code>).

editor-title = { $game }: ustaw pozycję
editor-link = Ustaw pozycję
editor-board-label = Edytor pozycji
editor-palette-white = Białe bierki
editor-palette-black = Czarne bierki
editor-tools = Narzędzia edycji
editor-tool-move = Przesuń
editor-tool-erase = Usuń
editor-tool-crown = Korona
editor-help = Wybierz bierkę nad lub pod szachownicą, a potem klikaj pola, żeby ją tam postawić (drugie kliknięcie ją zdejmuje). Przeciągaj bierki, żeby je przestawić, albo poza szachownicę, żeby je usunąć.
editor-help-lielow = Wybierz stos nad lub pod planszą, a potem klikaj pola, żeby go tam postawić (drugie kliknięcie go zdejmuje). Narzędzie korony kładzie koronę gracza na stosie albo ją zdejmuje. Przeciągaj stosy, żeby je przestawić, albo poza planszę, żeby je usunąć.
editor-turn = Kto ma ruch
editor-castling = Prawa do roszady
editor-castle-white-short = Białe O-O
editor-castle-white-long = Białe O-O-O
editor-castle-black-short = Czarne O-O
editor-castle-black-long = Czarne O-O-O
editor-en-passant = Pole bicia w przelocie
editor-en-passant-none = Brak
editor-start = Pozycja początkowa
editor-clear = Wyczyść szachownicę
editor-fen = FEN
editor-position-text = Zapis pozycji
editor-load = Wczytaj
editor-copied = Skopiowano zapis pozycji
editor-checking = Sprawdzanie pozycji…
editor-valid = { $color ->
    [white] Poprawna pozycja. Ruch białych.
   *[black] Poprawna pozycja. Ruch czarnych.
}
editor-in-check = { $color ->
    [white] Białe są szachowane.
   *[black] Czarne są szachowane.
}
editor-over = W tej pozycji partia już się skończyła, więc żadna partia nie może się od niej zacząć:
editor-invalid = Tej pozycji nie da się rozegrać:
editor-unreadable = Ten tekst nie jest pozycją tej gry, więc nic nie zmieniono.
editor-play-title = Graj od tej pozycji
editor-analyse = Analizuj
editor-placed = Na { $square }: { $piece }
editor-removed = Pole { $square } opróżnione
editor-crowned = { $piece } na { $square }
editor-chosen = Wybrano: { $piece }
editor-move-tool-chosen = Wybrano: przesuwanie bierek
editor-erase-tool-chosen = Wybrano: usuwanie bierek
editor-crown-tool-chosen = Wybrano: koronowanie stosu
editor-picked = Podniesiono: { $piece } z { $square }
editor-keyboard-help = Szachownica edytora. Strzałki przesuwają kursor; Enter lub spacja używa wybranego narzędzia na tym polu.

position-problem-malformed = Tego tekstu nie da się odczytać jako pozycji tej gry.
position-problem-empty-board = Szachownica jest pusta.
position-problem-missing-king = { $color ->
    [white] Białe nie mają króla.
   *[black] Czarne nie mają króla.
}
position-problem-too-many-kings = { $color ->
    [white] Białe mają więcej niż jednego króla.
   *[black] Czarne mają więcej niż jednego króla.
}
position-problem-pawn-on-back-rank = Pion stoi na pierwszej albo ostatniej linii.
position-problem-castling-rights = Prawo do roszady nie zgadza się z ustawieniem królów i wież.
position-problem-en-passant-square = Żaden ruch piona nie mógł zostawić takiego pola bicia w przelocie.
position-problem-opposite-check = Strona, która nie ma ruchu, jest szachowana.
position-problem-impossible-check = Żaden prawidłowy ruch nie mógł dać tego szacha.
position-problem-too-much-material = Jedna ze stron ma więcej bierek, niż mogłyby dać promocje.
position-problem-not-this-game = To nie jest pozycja tej gry.
position-problem-racing-kings-pawns = W Racing Kings gra się bez pionów.
position-problem-racing-kings-castling = W Racing Kings nie ma roszady.
position-problem-racing-kings-check = Król jest szachowany, a w Racing Kings szach nigdy się nie zdarza.
position-problem-racing-kings-both-home = Oba króle stoją na ostatniej linii, a ruch mają czarne: biały król dotarł pierwszy, więc wyścig byłby już skończony.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Białe mają { $count } stos, więcej niż 8 na początku.
        [few] Białe mają { $count } stosy, więcej niż 8 na początku.
       *[many] Białe mają { $count } stosów, więcej niż 8 na początku.
    }
   *[black] { $count ->
        [one] Czarne mają { $count } stos, więcej niż 8 na początku.
        [few] Czarne mają { $count } stosy, więcej niż 8 na początku.
       *[many] Czarne mają { $count } stosów, więcej niż 8 na początku.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Białe noszą dwie korony, a każdy gracz ma tylko jedną.
   *[black] Czarne noszą dwie korony, a każdy gracz ma tylko jedną.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Biała korona jest zapisana jako stracona, a jednak nosi ją biały stos.
   *[black] Czarna korona jest zapisana jako stracona, a jednak nosi ją czarny stos.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Biała korona została zbita, więc ruch muszą mieć białe.
   *[black] Czarna korona została zbita, więc ruch muszą mieć czarne.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Białe wyprowadziły własną koronę poza planszę, więc ruch muszą mieć czarne.
   *[black] Czarne wyprowadziły własną koronę poza planszę, więc ruch muszą mieć białe.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Białe nie mają już stosów; ostatni stos gracza zawsze nosi koronę.
   *[black] Czarne nie mają już stosów; ostatni stos gracza zawsze nosi koronę.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Najwyższy biały stos (na { $square }, wysokość { $height }) musi nosić koronę.
   *[black] Najwyższy czarny stos (na { $square }, wysokość { $height }) musi nosić koronę.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Białe nie mają korony, a ich stos na { $square } ma wysokość { $height }: pierwszy stos, który urośnie, zawsze dostaje koronę.
   *[black] Czarne nie mają korony, a ich stos na { $square } ma wysokość { $height }: pierwszy stos, który urośnie, zawsze dostaje koronę.
}
