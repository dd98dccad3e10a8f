# L'éditeur de position (/editor/{variant}) et les mots des règles pour les
# positions injouables (position-problem-<code>).

editor-title = { $game } : composer une position
editor-link = Composer une position
editor-board-label = Éditeur de position
editor-palette-white = Pièces blanches
editor-palette-black = Pièces noires
editor-tools = Outils d'édition
editor-tool-move = Déplacer
editor-tool-erase = Retirer
editor-tool-crown = Couronne
editor-help = Choisissez une pièce au-dessus ou au-dessous de l'échiquier, puis cliquez sur des cases pour l'y poser (un second clic l'enlève). Faites glisser les pièces pour les déplacer, ou hors de l'échiquier pour les retirer.
editor-help-lielow = Choisissez une pile au-dessus ou au-dessous du plateau, puis cliquez sur des cases pour l'y poser (un second clic l'enlève). L'outil couronne pose la couronne d'un joueur sur une pile ou l'en retire. Faites glisser les piles pour les déplacer, ou hors du plateau pour les retirer.
editor-turn = Trait
editor-castling = Droits de roque
editor-castle-white-short = Blancs O-O
editor-castle-white-long = Blancs O-O-O
editor-castle-black-short = Noirs O-O
editor-castle-black-long = Noirs O-O-O
editor-en-passant = Case de prise en passant
editor-en-passant-none = Aucune
editor-start = Position de départ
editor-clear = Vider l'échiquier
editor-fen = FEN
editor-position-text = Texte de la position
editor-load = Charger
editor-copied = Texte de la position copié
editor-checking = Vérification de la position…
editor-valid = { $color ->
    [white] Position valide. Les Blancs jouent.
   *[black] Position valide. Les Noirs jouent.
}
editor-in-check = { $color ->
    [white] Les Blancs sont en échec.
   *[black] Les Noirs sont en échec.
}
editor-over = La partie est déjà finie dans cette position ; aucune partie ne peut en partir :
editor-invalid = Cette position ne peut pas être jouée :
editor-unreadable = Ce texte n'est pas une position de ce jeu : rien n'a été changé.
editor-play-title = Jouer à partir de cette position
editor-analyse = Analyser
editor-placed = En { $square } : { $piece }
editor-removed = { $square } vidée
editor-crowned = { $piece } en { $square }
editor-chosen = Choisi : { $piece }
editor-move-tool-chosen = Choisi : déplacer les pièces
editor-erase-tool-chosen = Choisi : retirer les pièces
editor-crown-tool-chosen = Choisi : couronner une pile
editor-picked = Pièce soulevée : { $piece } en { $square }
editor-keyboard-help = Échiquier de l'éditeur. Les flèches déplacent le curseur ; Entrée ou Espace applique l'outil choisi à cette case.

position-problem-malformed = Ce texte ne se lit pas comme une position de ce jeu.
position-problem-empty-board = L'échiquier est vide.
position-problem-missing-king = { $color ->
    [white] Les Blancs n'ont pas de roi.
   *[black] Les Noirs n'ont pas de roi.
}
position-problem-too-many-kings = { $color ->
    [white] Les Blancs ont plus d'un roi.
   *[black] Les Noirs ont plus d'un roi.
}
position-problem-pawn-on-back-rank = Un pion se trouve sur la première ou la dernière rangée.
position-problem-castling-rights = Un droit de roque ne correspond pas aux rois et aux tours.
position-problem-en-passant-square = Aucun coup de pion n'a pu laisser cette case de prise en passant.
position-problem-opposite-check = Le camp qui n'a pas le trait est en échec.
position-problem-impossible-check = Aucun coup légal n'a pu donner cet échec.
position-problem-too-much-material = Un camp a plus de pièces que les promotions ne peuvent en donner.
position-problem-not-this-game = Ce n'est pas une position de ce jeu.
position-problem-racing-kings-pawns = La course des rois se joue sans pions.
position-problem-racing-kings-castling = La course des rois n'a pas de roque.
position-problem-racing-kings-check = Un roi est en échec, ce qui n'arrive jamais dans la course des rois.
position-problem-racing-kings-both-home = Les deux rois sont sur la dernière rangée et les Noirs ont le trait : le roi blanc est arrivé le premier, la course serait déjà finie.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Les Blancs ont { $count } pile, plus que les 8 du départ.
       *[other] Les Blancs ont { $count } piles, plus que les 8 du départ.
    }
   *[black] { $count ->
        [one] Les Noirs ont { $count } pile, plus que les 8 du départ.
       *[other] Les Noirs ont { $count } piles, plus que les 8 du départ.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Les Blancs portent deux couronnes ; un joueur n'en a qu'une.
   *[black] Les Noirs portent deux couronnes ; un joueur n'en a qu'une.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] La couronne blanche est notée perdue, et pourtant une pile blanche la porte.
   *[black] La couronne noire est notée perdue, et pourtant une pile noire la porte.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] La couronne blanche a été prise : c'est donc aux Blancs de jouer.
   *[black] La couronne noire a été prise : c'est donc aux Noirs de jouer.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Les Blancs ont sorti leur couronne du plateau : c'est donc aux Noirs de jouer.
   *[black] Les Noirs ont sorti leur couronne du plateau : c'est donc aux Blancs de jouer.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Les Blancs n'ont plus de pile ; or la dernière pile d'un joueur porte toujours sa couronne.
   *[black] Les Noirs n'ont plus de pile ; or la dernière pile d'un joueur porte toujours sa couronne.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] La plus haute pile blanche (en { $square }, hauteur { $height }) doit porter la couronne.
   *[black] La plus haute pile noire (en { $square }, hauteur { $height }) doit porter la couronne.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Les Blancs n'ont pas de couronne, mais leur pile en { $square } a la hauteur { $height } : la première pile qui grandit prend toujours la couronne.
   *[black] Les Noirs n'ont pas de couronne, mais leur pile en { $square } a la hauteur { $height } : la première pile qui grandit prend toujours la couronne.
}
