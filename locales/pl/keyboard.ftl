# Gra klawiaturą na szachownicy: co region na żywo ogłasza na każdym kroku.

board-roledescription = szachownica
board-keyboard-help = Szachownica. Strzałki przesuwają kursor, Enter lub spacja podnosi bierkę i ją odstawia, Escape odkłada ją z powrotem.
board-piece-k = { $color ->
    [white] Biały król
   *[black] Czarny król
}
board-piece-q = { $color ->
    [white] Biały hetman
   *[black] Czarny hetman
}
board-piece-r = { $color ->
    [white] Biała wieża
   *[black] Czarna wieża
}
board-piece-b = { $color ->
    [white] Biały goniec
   *[black] Czarny goniec
}
board-piece-n = { $color ->
    [white] Biały skoczek
   *[black] Czarny skoczek
}
board-piece-p = { $color ->
    [white] Biały pion
   *[black] Czarny pion
}
board-empty = puste
board-edge = Krawędź planszy
board-off = poza planszą
board-off-here = Poza planszą: naciśnij Enter, aby zdjąć stos z planszy
board-can-go = możesz tu przejść
board-picked = Podniesiono: { $piece } z { $square }, { $count ->
    [one] { $count } możliwy ruch
    [few] { $count } możliwe ruchy
   *[many] { $count } możliwych ruchów
}: { $targets }
board-not-a-move = Ta bierka nie może pójść na { $square }
board-nothing-to-pick = Na { $square } nie masz nic do ruszenia
board-cannot-move-now = Teraz nie możesz wykonać ruchu
board-no-moves = { $piece } na { $square } nie ma żadnego legalnego ruchu
board-cancelled = Bierka odłożona na miejsce
