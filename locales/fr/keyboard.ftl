# Jouer au clavier sur l'échiquier : ce que la zone d'annonce dit à chaque étape.

board-roledescription = échiquier
board-keyboard-help = Échiquier. Les flèches déplacent le curseur, Entrée ou Espace prend une pièce puis la pose, Échap la remet en place.
board-piece-k = { $color ->
    [white] Roi blanc
   *[black] Roi noir
}
board-piece-q = { $color ->
    [white] Dame blanche
   *[black] Dame noire
}
board-piece-r = { $color ->
    [white] Tour blanche
   *[black] Tour noire
}
board-piece-b = { $color ->
    [white] Fou blanc
   *[black] Fou noir
}
board-piece-n = { $color ->
    [white] Cavalier blanc
   *[black] Cavalier noir
}
board-piece-p = { $color ->
    [white] Pion blanc
   *[black] Pion noir
}
board-empty = vide
board-edge = Bord de l'échiquier
board-off = hors du plateau
board-off-here = Hors du plateau : appuyez sur Entrée pour sortir la pile
board-can-go = coup possible
board-picked = Sélection : { $piece } en { $square }, { $count ->
    [one] un coup possible
   *[other] { $count } coups possibles
} : { $targets }
board-not-a-move = La pièce ne peut pas aller en { $square }
board-nothing-to-pick = Rien à vous à jouer en { $square }
board-cannot-move-now = Vous ne pouvez pas jouer maintenant
board-no-moves = { $piece } en { $square } : aucun coup possible
board-cancelled = Pièce remise en place
