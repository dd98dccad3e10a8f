# Regalia : les arènes (tournois) : la liste, le formulaire de création, la
# page d'une arène, l'encart de la page de partie et la ligne de l'accueil (français).

## En-tête
nav-arenas = Arènes

## La liste (/tournaments)
arena-list-title = Arènes
arena-list-intro = Jouez autant de parties que possible avant la fin du temps. Une victoire rapporte 2 points, une nulle 1 ; deux victoires de suite vous mettent en feu et vos victoires comptent double. Tout le monde peut regarder ; un joueur qui a un nom peut participer.
arena-upcoming = Bientôt
arena-running = En cours
arena-finished = Terminées
arena-none = Aucune arène de ce jeu pour le moment.
arena-by-link = Par lien
arena-winner = Vainqueur : { $name }
arena-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
arena-minutes = { $number } min
arena-starts-countdown = Début dans { $clock }
arena-ends-countdown = Fin dans { $clock }
arena-over = Terminée
arena-loading = Chargement…

## Créer une arène
arena-create-title = Créer une arène
arena-create-intro = Choisissez le jeu, la cadence et la durée, puis partagez le lien de la page de l'arène.
arena-need-name = Il faut un nom pour créer une arène ou y participer.
arena-game = Jeu
arena-clock = Cadence
arena-length = Durée
arena-starts-in = Début
arena-in-minutes = dans { $number } min
arena-at-once = Tout de suite
arena-rated = Classée
arena-private = Seulement pour qui a le lien
arena-create = Créer l'arène
arena-error-length = Une arène dure de 10 à 180 minutes.
arena-error-start = Choisissez quand l'arène commence.

## Une arène (/tournament/{id})
arena-title = Arène
arena-of-game = Arène { $game }
arena-not-found = Cette arène n'existe pas.
arena-join = Participer
arena-resume = Revenir
arena-pause = Pause
arena-withdraw = Se retirer
arena-take-name = Prenez un nom pour participer
arena-standings = Classement
arena-rank = Rang
arena-player = Joueur
arena-rating = Cote
arena-sheet = Parties
arena-score = Points
arena-on-fire = En feu : la prochaine victoire compte double
arena-paused = en pause
arena-empty = Personne n'a encore rejoint l'arène.
arena-pages = Pages du classement
arena-previous = Précédente
arena-next = Suivante
arena-page = Page { $number } sur { $total }
arena-find-me = Voir ma ligne
arena-game-starting = Votre partie commence…
arena-game-on = Vous avez une partie en cours.
arena-go-to-game = Aller à votre partie
arena-featured-title = Partie à la une
arena-watch = Regarder
arena-podium-title = Podium
arena-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
arena-close = Fermer
arena-no-games = Aucune partie pour l’instant.
arena-games-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
arena-performance = performance { $number }
arena-summary-title = Bilan
arena-summary-games = Parties
arena-summary-white = Victoires des Blancs
arena-summary-black = Victoires des Noirs
arena-summary-draws = Nulles
arena-summary-berserk = Taux de berserk
arena-summary-rating = Cote moyenne
arena-how-title = Comment ça marche
arena-how = Dès qu'une partie se termine, vous attendez quelques secondes et recevez un nouvel adversaire proche de vous au classement. Une victoire rapporte 2 points, une nulle 1, une défaite 0. Après deux victoires de suite, vous êtes en feu : une victoire vaut 4 et une nulle 2 jusqu'à une partie que vous ne gagnez pas. Une nulle en moins de 10 coups ne rapporte rien. Le berserk divise votre pendule par deux pour un point de plus si vous gagnez après au moins 7 coups. La pause vous retire des appariements ; vos points restent.

## La page de partie et l'accueil
arena-back = Retour à l'arène
arena-berserk = Berserk
arena-berserk-hint = Divisez votre temps par deux (sans incrément) pour un point de plus si vous gagnez
arena-returning = Retour à l'arène dans un instant, pour votre prochaine partie…
arena-home-next = Prochaine arène { $game } dans { $number } min
arena-home-all = Toutes les arènes
