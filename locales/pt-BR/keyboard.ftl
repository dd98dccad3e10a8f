# Jogar pelo teclado no tabuleiro: o que a região de avisos diz a cada passo.

board-roledescription = tabuleiro
board-keyboard-help = Tabuleiro. As setas movem o cursor, Enter ou Espaço pega uma peça e a solta, Esc devolve a peça.
board-piece-k = { $color ->
    [white] Rei branco
   *[black] Rei preto
}
board-piece-q = { $color ->
    [white] Dama branca
   *[black] Dama preta
}
board-piece-r = { $color ->
    [white] Torre branca
   *[black] Torre preta
}
board-piece-b = { $color ->
    [white] Bispo branco
   *[black] Bispo preto
}
board-piece-n = { $color ->
    [white] Cavalo branco
   *[black] Cavalo preto
}
board-piece-p = { $color ->
    [white] Peão branco
   *[black] Peão preto
}
board-empty = vazia
board-edge = Borda do tabuleiro
board-off = fora do tabuleiro
board-off-here = Fora do tabuleiro: aperte Enter para tirar a pilha
board-can-go = lance possível
board-picked = Selecionado: { $piece } em { $square }, { $count ->
    [one] um lance possível
   *[other] { $count } lances possíveis
}: { $targets }
board-not-a-move = A peça não pode ir para { $square }
board-nothing-to-pick = Nada seu para mover em { $square }
board-cannot-move-now = Você não pode jogar agora
board-no-moves = { $piece } em { $square } não tem lance possível
board-cancelled = Peça devolvida
