# Leçons et problèmes : libellés et messages des pages (les textes des leçons sont dans lessons.ftl).

nav-learn = Apprendre
learn-index-title = Apprendre les jeux
learn-index-intro = De courtes leçons enseignent chaque règle sur un petit échiquier ; les problèmes entraînent ensuite ce que vous avez appris.
learn-lessons-count = { $count ->
    [one] { $count } leçon
   *[other] { $count } leçons
}
learn-puzzles-link = Problèmes
learn-lessons-link = Leçons
learn-card-link = Leçons et problèmes
learn-guide-lessons = Pratiquer ces règles en courtes leçons
learn-guide-puzzles = S’entraîner avec des problèmes
learn-page-title = { $game } : leçons
learn-no-such-game = Il n’y a ni leçons ni problèmes pour ce jeu.
learn-hint = Indice
learn-retry = Réessayer
learn-next-lesson = Leçon suivante
learn-lessons-title = Toutes les leçons
learn-progress = { $count ->
    [one] { $count } leçon sur { $total } terminée
   *[other] { $count } leçons sur { $total } terminées
}
learn-play-as = { $color ->
    [white] Vous jouez les Blancs.
   *[black] Vous jouez les Noirs.
}
learn-success = Bravo !
learn-wrong = Ce coup n’atteint pas le but. Réessayez.
learn-not-yet = Le but n’est pas encore atteint et cette leçon n’a plus de coups. Réessayez.
learn-lost = Ce coup perd la partie. Réessayez.
learn-reply = Votre adversaire répond { $move }.
learn-all-done = Vous avez fait toutes les leçons de ce jeu. Essayez maintenant les problèmes !
puzzle-page-title = { $game } : problèmes
puzzle-retry = Réessayer
puzzle-show-solution = Voir la solution
puzzle-next = Problème suivant
puzzle-goal-hill = { $count ->
    [one] Amenez votre roi sur la colline avec ce coup.
   *[other] Forcez votre roi sur la colline en { $count } coups.
}
puzzle-goal-race = { $count ->
    [one] Gagnez la course avec ce coup.
   *[other] Gagnez la course en { $count } coups.
}
puzzle-goal-checkmate = { $count ->
    [one] Mat en un coup.
   *[other] Mat en { $count } coups.
}
puzzle-goal-crown-captured = { $count ->
    [one] Prenez la couronne adverse avec ce coup.
   *[other] Prenez la couronne adverse en { $count } coups.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Ne laissez à l’adversaire d’autre coup que de sortir sa couronne du plateau.
   *[other] Forcez la couronne adverse hors du plateau en { $count } coups au plus.
}
puzzle-play-as = { $color ->
    [white] Les Blancs jouent et gagnent.
   *[black] Les Noirs jouent et gagnent.
}
puzzle-difficulty-easy = Facile
puzzle-difficulty-medium = Moyen
puzzle-difficulty-hard = Difficile
puzzle-number = Problème { $name }
puzzle-correct = Bon coup ! Continuez.
puzzle-solved = Résolu !
puzzle-wrong = Ce n’est pas le coup gagnant.
puzzle-solution-shown = La solution est sur l’échiquier.
puzzle-solved-count = { $count ->
    [one] { $count } problème résolu
   *[other] { $count } problèmes résolus
}
puzzle-streak = { $count ->
    [one] série : { $count } d’affilée
   *[other] série : { $count } d’affilée
}
puzzle-load-error = Le problème n’a pas pu être chargé. Vérifiez votre connexion et rechargez la page.
