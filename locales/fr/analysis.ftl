# L'échiquier d'analyse, son moteur, la revue de partie et l'import PGN.

analysis-board = Échiquier d'analyse
analysis-page-title = Échiquier d'analyse : { $game }
analysis-analyse = Analyser
analysis-review-link = Revue
analysis-back-to-game = Retour à la partie
analysis-bar-label = Chances de gain des Blancs
analysis-engine = Moteur
analysis-lines = Lignes
analysis-depth = profondeur { $number }
analysis-play-line = Jouer le premier coup de cette ligne
analysis-no-moves = Aucun coup pour l'instant : jouez-en un sur l'échiquier, pour l'un ou l'autre camp.
analysis-promote = En faire la ligne principale
analysis-delete = Supprimer à partir d'ici
analysis-draw = Nulle
analysis-won = partie gagnée
analysis-win-hill = { $count ->
    [1] colline au prochain coup
    [one] colline en { $count }
   *[other] colline en { $count }
}
analysis-win-race = { $count ->
    [1] course gagnée au prochain coup
    [one] course gagnée en { $count }
   *[other] course gagnée en { $count }
}
analysis-win-checkmate = { $count ->
    [1] mat au prochain coup
    [one] mat en { $count }
   *[other] mat en { $count }
}
analysis-win-crown = { $count ->
    [1] couronne au prochain coup
    [one] couronne en { $count }
   *[other] couronne en { $count }
}
analysis-win-any = { $count ->
    [1] gagne au prochain coup
    [one] gagne en { $count }
   *[other] gagne en { $count }
}
analysis-review-title = Revue de la partie
analysis-review = Passer la partie en revue
analysis-review-progress = { $count ->
    [one] { $count } position sur { $total } évaluée
   *[other] { $count } positions sur { $total } évaluées
}
analysis-graph-label = Chances de gain des Blancs au fil de la partie ; cliquez pour aller à un coup
analysis-count-inaccuracies = { $count ->
    [0] aucune imprécision
    [one] { $count } imprécision
   *[other] { $count } imprécisions
}
analysis-count-mistakes = { $count ->
    [0] aucune erreur
    [one] { $count } erreur
   *[other] { $count } erreurs
}
analysis-count-blunders = { $count ->
    [0] aucune gaffe
    [one] { $count } gaffe
   *[other] { $count } gaffes
}
analysis-mark-inaccuracy = Imprécision
analysis-mark-mistake = Erreur
analysis-mark-blunder = Gaffe
analysis-best-was = Mieux valait { $move }.
analysis-pgn-title = Ouvrir un PGN
analysis-pgn-hint = Collez une partie en PGN : [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Ouvrir
analysis-pgn-empty = Rien à ouvrir : collez d'abord une partie en PGN.
analysis-pgn-bad-tag = Ligne { $line }, colonne { $column } : cette balise est illisible ; écrivez-la [Nom "valeur"].
analysis-pgn-unknown-variant = Ligne { $line } : « { $game } » n'est pas un jeu proposé ici.
analysis-pgn-bad-fen = Ligne { $line } : la balise FEN n'est pas une position valide de ce jeu.
analysis-pgn-refused = Le coup { $move } n'est pas légal ici : { $why } Les coups qui le précèdent sont chargés.
analysis-pgn-refused-variation = Dans une variante, le coup { $move } n'est pas légal ici : { $why } La variante s'arrête avant lui.
analysis-pgn-skipped = Les commentaires et les signes d'annotation ne sont pas conservés ({ $number }).
analysis-pgn-too-deep = Ligne { $line }, colonne { $column } : les variantes sont imbriquées trop profondément pour être ouvertes ici.
analysis-pgn-unclosed = Ligne { $line }, colonne { $column } : « { $move } » est ouvert mais jamais fermé.
analysis-pgn-too-long = Ligne { $line } : la partie est trop longue pour être ouverte ici.
analysis-error-too-many-analyses = Trop d'analyses à la fois depuis votre adresse : fermez l'analyse ouverte dans un autre onglet ou attendez qu'elle se termine.
analysis-error-rate-limited = Trop d'analyses en peu de temps : patientez quelques secondes.
analysis-error-bad-position = Impossible d'analyser cette position : elle n'est pas valide dans ce jeu.
analysis-error-bad-message = Le moteur n'a pas compris la demande.
analysis-error-no-game = Aucune partie terminée à cette adresse.
analysis-error-not-over = Cette partie est encore en cours : son analyse s'ouvrira à la fin.
analysis-error-busy = Le moteur est occupé : réessayez dans un instant.
analysis-queued = { $count ->
    [0] En attente du moteur : la vôtre est la prochaine
    [one] En attente du moteur : { $count } analyse avant la vôtre
   *[other] En attente du moteur : { $count } analyses avant la vôtre
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Explorateur d’ouvertures
analysis-explorer-loading = Recherche des parties jouées depuis cette position…
analysis-explorer-about = Parties terminées entre personnes sur Regalia, depuis la position de départ habituelle ; les parties contre l’ordinateur ou un bot ne sont pas comptées.
analysis-explorer-move = Coup
analysis-explorer-games = Parties
analysis-explorer-results = Blancs / nulle / Noirs
analysis-explorer-rating = Elo moyen
analysis-explorer-total = { $count ->
    [one] { $count } partie depuis cette position
   *[other] { $count } parties depuis cette position
}
analysis-explorer-none = Aucune partie sur Regalia n’a encore atteint cette position.
analysis-explorer-deep = { $count ->
    [one] Seul le premier coup de chaque partie est compté ; cette position vient plus tard.
   *[other] Seuls les { $count } premiers coups de chaque partie sont comptés ; cette position vient plus tard.
}
analysis-explorer-offline = L’explorateur est injoignable : pas de réseau.
analysis-explorer-play = { $count ->
    [one] Jouer { $move } ({ $count } partie)
   *[other] Jouer { $move } ({ $count } parties)
}
analysis-explorer-white = Victoire des Blancs { $percent } %
analysis-explorer-draw = Nulle { $percent } %
analysis-explorer-black = Victoire des Noirs { $percent } %
