# Gra klawiaturą na szachownicy: co na każdym kroku mówi region na żywo.

board-roledescription = szachownica
board-keyboard-help = Szachownica. Strzałki przesuwają kursor, Enter lub spacja podnosi bierkę i ją stawia, Escape odkłada ją z powrotem.
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
board-edge = Skraj szachownicy
board-off = poza szachownicą
board-off-here = Poza szachownicą: naciśnij Enter, aby zdjąć stos z planszy
board-can-go = możesz tu pójść
board-picked = Podniesiono: { $piece } z { $square }, { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}: { $targets }
board-not-a-move = Ta bierka nie może pójść na { $square }
board-nothing-to-pick = Na { $square } nie ma nic twojego do ruszenia
board-cannot-move-now = Teraz nie możesz wykonać ruchu
board-no-moves = { $piece } na { $square } nie ma dozwolonego ruchu
board-cancelled = Bierka odłożona
