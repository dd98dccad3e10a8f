# O editor de posição (/editor/{variant}) e as palavras das regras para
# posições que não podem ser jogadas (position-problem-<code>).

editor-title = { $game }: montar uma posição
editor-link = Montar uma posição
editor-board-label = Editor de posição
editor-palette-white = Peças brancas
editor-palette-black = Peças pretas
editor-tools = Ferramentas de edição
editor-tool-move = Mover
editor-tool-erase = Remover
editor-tool-crown = Coroa
editor-help = Escolha uma peça acima ou abaixo do tabuleiro e clique nas casas para colocá-la (um novo clique a tira). Arraste as peças para movê-las, ou para fora do tabuleiro para removê-las.
editor-help-lielow = Escolha uma pilha acima ou abaixo do tabuleiro e clique nas casas para colocá-la (um novo clique a tira). A ferramenta da coroa põe ou tira a coroa de um jogador de uma pilha. Arraste as pilhas para movê-las, ou para fora do tabuleiro para removê-las.
editor-turn = Quem joga
editor-castling = Direitos de roque
editor-castle-white-short = Brancas O-O
editor-castle-white-long = Brancas O-O-O
editor-castle-black-short = Pretas O-O
editor-castle-black-long = Pretas O-O-O
editor-en-passant = Casa de en passant
editor-en-passant-none = Nenhuma
editor-start = Posição inicial
editor-clear = Limpar o tabuleiro
editor-fen = FEN
editor-position-text = Texto da posição
editor-load = Carregar
editor-copied = Texto da posição copiado
editor-checking = Verificando a posição…
editor-valid = { $color ->
    [white] Posição válida. Jogam as Brancas.
   *[black] Posição válida. Jogam as Pretas.
}
editor-in-check = { $color ->
    [white] As Brancas estão em xeque.
   *[black] As Pretas estão em xeque.
}
editor-over = A partida já terminou nesta posição, então nenhuma partida pode começar dela:
editor-invalid = Esta posição não pode ser jogada:
editor-unreadable = Esse texto não é uma posição deste jogo, então nada foi alterado.
editor-play-title = Jogar a partir desta posição
editor-analyse = Analisar
editor-placed = Em { $square }: { $piece }
editor-removed = { $square } esvaziada
editor-crowned = { $piece } em { $square }
editor-chosen = Escolhido: { $piece }
editor-move-tool-chosen = Escolhido: mover peças
editor-erase-tool-chosen = Escolhido: remover peças
editor-crown-tool-chosen = Escolhido: coroar uma pilha
editor-picked = Peça levantada: { $piece } em { $square }
editor-keyboard-help = Tabuleiro do editor. As setas movem o cursor; Enter ou Espaço usa a ferramenta escolhida nessa casa.

position-problem-malformed = O texto não pode ser lido como uma posição deste jogo.
position-problem-empty-board = O tabuleiro está vazio.
position-problem-missing-king = { $color ->
    [white] As Brancas não têm rei.
   *[black] As Pretas não têm rei.
}
position-problem-too-many-kings = { $color ->
    [white] As Brancas têm mais de um rei.
   *[black] As Pretas têm mais de um rei.
}
position-problem-pawn-on-back-rank = Há um peão na primeira ou na última fileira.
position-problem-castling-rights = Um direito de roque não corresponde aos reis e às torres.
position-problem-en-passant-square = Nenhum lance de peão poderia ter deixado esta casa de en passant.
position-problem-opposite-check = O lado que não tem a vez está em xeque.
position-problem-impossible-check = Nenhum lance legal poderia ter dado este xeque.
position-problem-too-much-material = Um lado tem mais peças do que as promoções permitiriam.
position-problem-not-this-game = Esta não é uma posição deste jogo.
position-problem-racing-kings-pawns = A Corrida de Reis é jogada sem peões.
position-problem-racing-kings-castling = A Corrida de Reis não tem roque.
position-problem-racing-kings-check = Um rei está em xeque, algo que nunca acontece na Corrida de Reis.
position-problem-racing-kings-both-home = Os dois reis estão na última fileira e é a vez das Pretas: o rei branco chegou primeiro, então a corrida já teria acabado.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] As Brancas têm { $count } pilha, mais do que as 8 do início.
       *[other] As Brancas têm { $count } pilhas, mais do que as 8 do início.
    }
   *[black] { $count ->
        [one] As Pretas têm { $count } pilha, mais do que as 8 do início.
       *[other] As Pretas têm { $count } pilhas, mais do que as 8 do início.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] As Brancas usam duas coroas; cada jogador tem uma só.
   *[black] As Pretas usam duas coroas; cada jogador tem uma só.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] A coroa branca consta como perdida, mas uma pilha branca a usa.
   *[black] A coroa preta consta como perdida, mas uma pilha preta a usa.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] A coroa branca foi capturada, então a vez tem de ser das Brancas.
   *[black] A coroa preta foi capturada, então a vez tem de ser das Pretas.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] As Brancas tiraram a própria coroa do tabuleiro, então a vez tem de ser das Pretas.
   *[black] As Pretas tiraram a própria coroa do tabuleiro, então a vez tem de ser das Brancas.
}
position-problem-lielow-no-stacks = { $color ->
    [white] As Brancas não têm mais pilhas; a última pilha de um jogador sempre usa a coroa.
   *[black] As Pretas não têm mais pilhas; a última pilha de um jogador sempre usa a coroa.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] A pilha branca mais alta (em { $square }, altura { $height }) tem de usar a coroa.
   *[black] A pilha preta mais alta (em { $square }, altura { $height }) tem de usar a coroa.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] As Brancas não têm coroa, mas a pilha delas em { $square } tem altura { $height }: a primeira pilha que cresce sempre fica com a coroa.
   *[black] As Pretas não têm coroa, mas a pilha delas em { $square } tem altura { $height }: a primeira pilha que cresce sempre fica com a coroa.
}
