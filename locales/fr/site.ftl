# Regalia : pages, boutons et messages du client (français).

## Cadre
site-description = Jouez au Roi de la colline, à la Course des rois, au Lielow et aux échecs dans votre navigateur, sans compte.
site-skip = Aller au contenu principal
site-beta = Bêta
site-beta-title = Regalia est tout neuf : dites-nous ce qui ne va pas.
nav-label = Principal
nav-play = Jouer
nav-rules = Règles
nav-stats = Statistiques
lang-label = Langue
lang-apply = Changer
footer-tagline = Des variantes d'échecs sans compte

## Erreurs
error-not-found-title = Page introuvable
error-no-such-game = Cette partie n'existe pas ici. Le lien est peut-être incomplet.
error-back-home = Retour à l'accueil
error-network = Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.
error-generic = Un problème est survenu : { $name }

## Jeux
game-kingofthehill = Roi de la colline
game-kingofthehill-blurb = Les échecs, avec une nouvelle façon de gagner : amener son roi sur l'une des quatre cases centrales.
game-racingkings = Course des rois
game-racingkings-blurb = Aucun échec permis : le premier roi qui atteint la dernière rangée gagne la course.
game-lielow = Lielow
game-lielow-blurb = Des piles de pions qui avancent d'autant de cases qu'elles sont hautes. Prenez la couronne adverse.
game-chess = Échecs
game-chess-blurb = Le jeu classique, avec toutes les règles que vous connaissez.

## Accueil
home-page-title = Jouer aux variantes d'échecs
home-title = Des variantes d'échecs, sans créer de compte
home-intro = Choisissez un jeu, puis jouez sur cet appareil, envoyez un lien à un ami, affrontez l'ordinateur ou attendez un adversaire dans le salon.
home-games-title = Jeux
home-counts-loading = Recherche de joueurs…
home-players-online = { $count ->
    [0] Personne ne joue en ce moment
    [one] Un joueur en ligne
   *[other] { $count } joueurs en ligne
}
home-rooms-waiting = { $count ->
    [0] Aucune partie en attente
    [one] { $count } partie en attente
   *[other] { $count } parties en attente
}
home-clock-label = Pendule des parties par lien ou dans le salon (minutes + secondes par coup)
clock-unlimited = Sans pendule
mode-local = Jouer sur cet appareil
mode-friend = Jouer avec un ami (lien)
mode-ai = Jouer contre l'ordinateur
mode-seek = Proposer une partie
ai-level = Niveau
ai-color = Votre couleur
ai-start = Commencer la partie
color-white = Blancs
color-black = Noirs
color-random = Au hasard
card-rules = Comment jouer
lobby-title = Parties proposées
lobby-intro = Des joueurs attendent un adversaire. Rejoignez-les en un clic.
lobby-loading = Chargement du salon…
lobby-empty = Aucune partie proposée. Proposez-en une : le prochain visiteur pourra vous rejoindre.
lobby-join = Rejoindre
lobby-cancel = Annuler
lobby-yours = Votre proposition : en attente d'un adversaire…
lobby-seek-of = { $name } joue { $color }
lobby-anonymous = Anonyme
local-title = Vos parties sur cet appareil
local-empty = Aucune partie en cours sur cet appareil.
local-resume = Reprendre
local-delete = Supprimer
local-moves = { $count ->
    [0] pas commencée
    [one] { $count } coup
   *[other] { $count } coups
}
local-finished = terminée
local-delete-confirm = Supprimer définitivement cette partie ?

## Page de partie
game-page-title = Partie
local-page-title = Partie sur cet appareil
game-board-label = Échiquier
game-needs-script = L'échiquier a besoin de JavaScript. Activez-le dans votre navigateur pour jouer.
game-connection = Connexion
game-promote = Promouvoir en
game-flip = Retourner l'échiquier
game-off-board = Sortir du plateau
game-sound = Activer ou couper les sons
game-accept = Accepter
game-decline = Refuser
game-moves = Coups
game-nav = Parcourir la partie
game-nav-first = Position de départ
game-nav-prev = Coup précédent
game-nav-next = Coup suivant
game-nav-last = Position actuelle
game-input-label = Saisir un coup
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coordonnées (e2e4), notation algébrique anglaise (Nf3) ou Lielow (a2-off). Entrée pour jouer.
game-input-play = Jouer
game-abort = Annuler la partie
game-resign = Abandonner
game-offer-draw = Proposer la nulle
game-claim-threefold = Réclamer la nulle (triple répétition)
game-claim-fifty = Réclamer la nulle (règle des 50 coups)
game-takeback = Reprendre le coup
game-rematch = Revanche
game-claim-victory = Réclamer la victoire (votre adversaire est parti)
game-new-local = Nouvelle partie
game-delete-local = Supprimer cette partie
game-pgn = Télécharger le PGN
game-rules-link = Règles de ce jeu
game-loading = Chargement de la partie…
game-your-turn = À vous de jouer
game-their-turn = En attente de votre adversaire
game-turn = { $color ->
    [white] Aux Blancs de jouer
   *[black] Aux Noirs de jouer
}
game-you-are = Vous jouez { $color ->
    [white] les Blancs
   *[black] les Noirs
}
game-spectating = Vous regardez cette partie
game-waiting-opponent = En attente de votre ami, qui doit ouvrir le lien
game-waiting-seek = Votre proposition est dans le salon. La partie commence dès que quelqu'un la rejoint.
game-ai-thinking = L'ordinateur réfléchit…
game-ai-busy = { $count ->
    [one] L'ordinateur réfléchit… (occupé : { $count } partie avant la vôtre)
   *[other] L'ordinateur réfléchit… (occupé : { $count } parties avant la vôtre)
}
game-ai-name = Ordinateur, niveau { $level }
game-you = Vous
game-opponent = Adversaire
game-white = Blancs
game-black = Noirs
game-online = en ligne
game-offline = hors ligne
game-reconnecting = Reconnexion…
page-fault = Un problème est survenu sur cette page. Rechargez-la pour continuer.
game-draw-offered = Votre adversaire propose la nulle.
game-draw-offer-sent = Nulle proposée. En attente d'une réponse.
game-takeback-offered = Votre adversaire demande à reprendre le dernier coup.
game-takeback-offered-two = Votre adversaire demande à reprendre deux coups : votre dernier coup et le sien juste avant.
game-takeback-sent = Reprise demandée. En attente d'une réponse.
game-rematch-offered = Votre adversaire veut une revanche.
game-rematch-sent = Revanche proposée. En attente d'une réponse.
game-resign-confirm = Abandonner cette partie ?
game-illegal-move = { $move } n'est pas un coup légal ici.
game-move-unconfirmed = pas encore confirmé par le serveur
race-illegal-move = { $move } n'est pas un coup légal ici. Dans la Course des rois, aucun coup ne peut donner échec, et aucun roi ne peut aller sur une case attaquée.
race-black-may-draw = Les Blancs ont atteint la dernière rangée : les Noirs ont un coup pour l'atteindre aussi et faire nulle.
game-unknown-move = « { $move } » n'est pas un coup. Essayez e2e4, Nf3 ou a2-off.
game-viewing-past = Vous regardez une position antérieure. Revenez à la position actuelle pour jouer.
game-moved = { $color ->
    [white] Les Blancs ont joué { $move }
   *[black] Les Noirs ont joué { $move }
}
game-lielow-stack = { $color ->
    [white] Pile blanche de hauteur { $count }
   *[black] Pile noire de hauteur { $count }
}
game-lielow-crown = couronnée
game-promote-queen = Dame
game-promote-rook = Tour
game-promote-bishop = Fou
game-promote-knight = Cavalier
game-promote-king = Roi
game-promote-cancel = Annuler
game-position = Position
game-piece-pawn = Pion
share-title = Inviter un ami
share-hint = Envoyez ce lien à votre adversaire. La première personne qui l'ouvre prend la place.
share-copy = Copier
share-copied = Copié
share-watch-title = Lien pour les spectateurs
join-text = Une place est libre dans cette partie.
join-button = Prendre la place et jouer

## Résultats
result-white-wins = Les Blancs gagnent
result-black-wins = Les Noirs gagnent
result-draw = Partie nulle
result-aborted = Partie annulée
reason-checkmate = { $color ->
    [white] Les Blancs ont maté les Noirs
   *[black] Les Noirs ont maté les Blancs
}
reason-stalemate = Pat
reason-insufficient-material = Aucun camp ne peut mater
reason-hill = { $color ->
    [white] Le roi blanc a atteint la colline
   *[black] Le roi noir a atteint la colline
}
reason-race = { $color ->
    [white] Le roi blanc a gagné la course jusqu'à la dernière rangée
   *[black] Le roi noir a gagné la course jusqu'à la dernière rangée
}
reason-race-draw = Les deux rois ont atteint la dernière rangée
reason-crown-captured = { $color ->
    [white] Les Blancs ont pris la couronne des Noirs
   *[black] Les Noirs ont pris la couronne des Blancs
}
reason-crown-off-board = { $color ->
    [white] La pile couronnée des Noirs a quitté le plateau
   *[black] La pile couronnée des Blancs a quitté le plateau
}
reason-resignation = { $color ->
    [white] Les Noirs ont abandonné
   *[black] Les Blancs ont abandonné
}
reason-timeout = { $color ->
    [white] Les Noirs n'ont plus de temps
   *[black] Les Blancs n'ont plus de temps
}
reason-agreement = Nulle par accord mutuel
reason-threefold = Nulle par triple répétition
reason-fifty-moves = Nulle par la règle des 50 coups
reason-abandoned = { $color ->
    [white] Les Noirs ont quitté la partie
   *[black] Les Blancs ont quitté la partie
}
reason-aborted = La partie a été annulée avant de vraiment commencer

## Guides des règles (cadre autour de guides.ftl)
guide-diagram-label = La position de départ
guide-diagram-caption = La position de départ
guide-other-games = Autres jeux
guide-back-fallback = Retour à votre partie

## Statistiques
stats-title = Statistiques
stats-intro = Les résultats de toutes les parties terminées sur ce serveur.
stats-loading = Décompte des parties…
stats-games = { $count ->
    [0] Aucune partie terminée pour l'instant
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
}
stats-results = Résultats
stats-white-wins = Victoires des Blancs
stats-black-wins = Victoires des Noirs
stats-share = { $label } : { $number } ({ $percent })
stats-draws = Nulles
stats-endings = Comment les parties se sont terminées
stats-nothing = Jouez une partie et elle apparaîtra ici.
ending-checkmate = Échec et mat
ending-stalemate = Pat
ending-insufficient-material = Matériel insuffisant
ending-hill = Roi sur la colline
ending-race = Roi vainqueur de la course
ending-race-draw = Les deux rois à l'arrivée
ending-crown-captured = Couronne prise
ending-crown-off-board = Couronne sortie du plateau
ending-resignation = Abandon
ending-timeout = Temps écoulé
ending-agreement = Nulle par accord
ending-threefold = Triple répétition
ending-fifty-moves = Règle des 50 coups
ending-abandoned = Partie délaissée
ending-aborted = Annulée

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = « { $move } » ne se lit pas comme un coup.
why-game-over = la partie est déjà terminée.
why-no-piece = aucune pièce du camp au trait ne peut jouer ce coup.
why-ambiguous = plusieurs pièces peuvent jouer ce coup — précisez laquelle (comme dans Nbd2).
why-in-check = le roi est en échec et ce coup ne pare pas l'échec.
why-pinned = cette pièce est clouée — la déplacer mettrait son propre roi en échec.
why-king-attacked = le roi ne peut pas aller sur une case attaquée par l'autre camp.
why-hill-attacked = cette case centrale est attaquée, le roi ne peut donc pas y aller.
why-gives-check = { $move } donnerait échec, ce que la Course des rois interdit.
why-castling = le roque n'est pas possible maintenant.
why-not-this-way = cette pile ne peut pas se déplacer ainsi.
game-illegal-why = { $move } n'est pas légal ici : { $why }

## TV (/tv)
tv-title = TV
tv-intro = La partie en cours des joueurs les mieux classés, en direct. Quand elle se termine, la TV passe à la suivante.
tv-all = Tous les jeux
tv-channels = Chaînes de la TV
tv-empty = Personne ne joue ici pour l’instant. La TV montre la prochaine partie dès qu’elle commence.
home-tv = Regardez la meilleure partie en cours à la TV
