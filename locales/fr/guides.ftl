## Guides des règles : Roi de la colline, Course des rois, Lielow et échecs.
## Texte brut uniquement ; la mise en page est ajoutée par le modèle de page.

## Titres communs

guide-heading-card = En bref
guide-heading-setup = Mise en place
guide-heading-moves = Déplacements et prises
guide-heading-win = Comment gagner
guide-heading-draws = Parties nulles
guide-heading-special = Règles particulières
guide-heading-differences = Ce qui change par rapport aux échecs
guide-heading-elsewhere = Nos règles et celles des autres sites
guide-heading-history = Histoire
guide-heading-faq = Les questions des débutants
guide-diff-topic = Sujet
guide-diff-chess = Échecs
guide-diff-this-game = Ce jeu
guide-back-to-game = Retour à la partie
guide-play-now = Jouer maintenant
guide-index-title = Guides des règles
guide-index-intro = Comment jouer à chaque jeu de Regalia : la mise en place, les coups, la façon de gagner, et les quelques détails sur lesquels nos règles diffèrent de ce que vous avez pu voir ailleurs.

## Roi de la colline

guide-kingofthehill-title = Roi de la colline
guide-kingofthehill-tagline = Les échecs avec une seconde façon de gagner : amener son roi sur l'une des quatre cases centrales.

guide-kingofthehill-setup-1 = La partie commence dans la position habituelle des échecs, celle du diagramme. Les Blancs jouent en premier.
guide-kingofthehill-setup-2 = La colline, ce sont les quatre cases du centre de l'échiquier : d4, e4, d5 et e5.

guide-kingofthehill-moves-1 = Toutes les pièces se déplacent et prennent exactement comme aux échecs. Le roque, la prise en passant et la promotion fonctionnent comme d'habitude.
guide-kingofthehill-moves-2 = Comme aux échecs, un roi ne peut jamais aller sur une case attaquée, rester en échec, ni roquer en partant d'une case attaquée, en traversant une case attaquée ou en arrivant sur une case attaquée. La colline ne fait pas exception : une case de la colline attaquée par une pièce adverse est tout simplement interdite à votre roi.

guide-kingofthehill-win-1 = Amenez votre roi sur l'une des quatre cases de la colline et vous gagnez sur-le-champ, que ce soit par un simple pas ou en prenant une pièce adverse posée sur la colline. Votre adversaire n'a pas de coup de réponse.
guide-kingofthehill-win-2 = Le mat fait aussi gagner, exactement comme aux échecs.

guide-kingofthehill-draws-1 = Le pat est nul : le joueur au trait n'a aucun coup légal et n'est pas en échec.
guide-kingofthehill-draws-2 = Le joueur au trait peut réclamer la nulle lorsque la position actuelle est apparue trois fois (mêmes pièces sur les mêmes cases, même joueur au trait, mêmes possibilités de roque et de prise en passant), ou lorsque chaque camp a joué 50 coups sans prise ni coup de pion. Aucune de ces situations ne termine la partie d'elle-même : si personne ne réclame, on continue.
guide-kingofthehill-draws-3 = En ligne, les joueurs peuvent aussi convenir de la nulle.
guide-kingofthehill-draws-4 = Il n'y a pas de nulle par manque de matériel. Même un roi seul contre un roi seul peut encore gagner en atteignant la colline, donc la partie continue.

guide-kingofthehill-special-1 = La colline est un but, pas un refuge. Votre roi ne peut y arriver que par un coup légal : une case de la colline contrôlée par une pièce adverse reste hors d'atteinte tant que ce contrôle dure.
guide-kingofthehill-special-2 = La partie est finie dès qu'un roi se trouve sur la colline : une position avec un roi en d4, e4, d5 ou e5 n'a plus aucun coup légal.
guide-kingofthehill-special-3 = Une partie peut commencer dans la position habituelle ou dans n'importe quelle position valide du Roi de la colline donnée en FEN.

guide-kingofthehill-diff-1-topic = But
guide-kingofthehill-diff-1-chess = Mater le roi adverse
guide-kingofthehill-diff-1-this = Mater, ou amener son propre roi en d4, e4, d5 ou e5
guide-kingofthehill-diff-2-topic = Roi qui atteint le centre
guide-kingofthehill-diff-2-chess = Rien de particulier
guide-kingofthehill-diff-2-this = Victoire immédiate, sans réponse de l'adversaire
guide-kingofthehill-diff-3-topic = Le roi en milieu de partie
guide-kingofthehill-diff-3-chess = Reste en général abrité derrière ses pions
guide-kingofthehill-diff-3-this = Part souvent vers le centre : les deux camps doivent surveiller la colline
guide-kingofthehill-diff-4-topic = Roi contre roi
guide-kingofthehill-diff-4-chess = Nulle : personne ne peut mater
guide-kingofthehill-diff-4-this = On continue : le premier roi arrivé sur la colline gagne
guide-kingofthehill-diff-5-topic = Cases attaquées
guide-kingofthehill-diff-5-chess = Interdites au roi
guide-kingofthehill-diff-5-this = Interdites aussi, y compris les cases de la colline
guide-kingofthehill-diff-6-topic = Pièces, roque, prise en passant, promotion
guide-kingofthehill-diff-6-chess = Règles habituelles
guide-kingofthehill-diff-6-this = Exactement comme aux échecs

guide-kingofthehill-elsewhere-1 = Le Roi de la colline se joue sur plusieurs sites et dans plusieurs logiciels, et les détails ne sont pas toujours les mêmes. Voici exactement ce que nous appliquons.
guide-kingofthehill-elsewhere-2 = Une case de la colline attaquée n'est pas une destination légale pour le roi. Impossible de se précipiter sur une case attaquée et de gagner quand même.
guide-kingofthehill-elsewhere-3 = La victoire est immédiate. Dès que le roi arrive, la partie est finie ; l'adversaire n'a pas droit à un dernier coup.
guide-kingofthehill-elsewhere-4 = Roi contre roi n'est pas nul. Là où l'on applique la règle habituelle du matériel insuffisant, une telle partie s'arrêterait ; ici elle continue, car chacun des rois peut encore atteindre la colline.
guide-kingofthehill-elsewhere-5 = La triple répétition et la règle des 50 coups ne donnent la nulle que si un joueur la réclame ; elles ne terminent jamais la partie automatiquement. Il n'y a pas non plus de fin automatique après une quintuple répétition ou 75 coups, comme sur certains sites très fréquentés.

guide-kingofthehill-history-1 = Le Roi de la colline est une variante ancienne des échecs : donner au roi une cible au centre est l'une des façons les plus simples et les plus anciennes de renouveler le jeu. Elle est devenue très populaire quand les sites d'échecs en ligne ont commencé à la proposer.
guide-kingofthehill-history-2 = Elle renverse une vieille habitude. Aux échecs, le roi se cache jusqu'à la finale ; ici, un roi audacieux peut décider de la partie dès le milieu de jeu, et les deux joueurs doivent penser le centre autrement.

guide-kingofthehill-faq-1-q = Mon roi peut-il aller sur la colline si la case est attaquée ?
guide-kingofthehill-faq-1-a = Non. Une case de la colline attaquée est interdite, comme n'importe quelle autre case attaquée. Pour tenir le roi adverse à distance, contrôlez la colline avec vos pièces.
guide-kingofthehill-faq-2-q = Prendre une pièce sur la colline, ça compte ?
guide-kingofthehill-faq-2-a = Oui. Si votre roi prend une pièce adverse posée en d4, e4, d5 ou e5, et que cette pièce n'est pas protégée, vous gagnez aussitôt.
guide-kingofthehill-faq-3-q = Mon adversaire a-t-il encore un coup quand mon roi arrive sur la colline ?
guide-kingofthehill-faq-3-a = Non. La partie s'arrête à l'instant où votre roi arrive.
guide-kingofthehill-faq-4-q = Roi contre roi, c'est nul ?
guide-kingofthehill-faq-4-a = Non. Quand il ne reste que les deux rois, la partie continue, et le premier roi qui atteint la colline gagne.
guide-kingofthehill-faq-5-q = Peut-on encore gagner par mat ?
guide-kingofthehill-faq-5-a = Oui. Le mat gagne comme aux échecs, et le pat est nul.
guide-kingofthehill-faq-6-q = La partie s'arrête-t-elle toute seule quand une position se répète trois fois ?
guide-kingofthehill-faq-6-a = Non. À votre tour, vous pouvez réclamer la nulle dès que la position est apparue trois fois, ou après 50 coups de chaque camp sans prise ni coup de pion. Si personne ne réclame, la partie continue.

## Course des rois (Racing Kings)

guide-racingkings-title = Course des rois
guide-racingkings-tagline = Une course, pas un combat : soyez le premier à mener votre roi de l'autre côté de l'échiquier, sans jamais donner échec.

guide-racingkings-setup-1 = Il n'y a pas de pions. Chaque camp a un roi, une dame, deux tours, deux fous et deux cavaliers, tous sur les deux premières rangées, comme le montre le diagramme : les pièces noires sur la moitié gauche (colonnes a à d), les blanches sur la moitié droite (colonnes e à h).
guide-racingkings-setup-2 = Sur la 1re rangée, de a1 à h1 : dame, tour, fou et cavalier noirs, puis cavalier, fou, tour et dame blancs. Sur la 2e rangée, de a2 à h2 : roi, tour, fou et cavalier noirs, puis cavalier, fou, tour et roi blancs.
guide-racingkings-setup-3 = Les deux joueurs courent dans le même sens, vers la 8e rangée, et voient donc l'échiquier du même côté. Les Blancs jouent en premier.

guide-racingkings-moves-1 = Toutes les pièces se déplacent et prennent comme aux échecs. Il n'y a ni roque, ni prise en passant, ni promotion, puisqu'il n'y a pas de pions.
guide-racingkings-moves-2 = L'échec est interdit aux deux camps. Un coup qui mettrait le roi adverse en échec est illégal, même si c'était un mat aux échecs, et cela vaut aussi pour un échec à la découverte, quand une pièce s'écarte et démasque l'attaque d'une autre.
guide-racingkings-moves-3 = Un roi ne peut jamais aller sur une case attaquée et, comme aux échecs, aucun coup ne peut laisser votre propre roi attaqué.
guide-racingkings-moves-4 = Les prises sont permises et souvent utiles, pour dégager le chemin de votre roi ou éliminer une pièce qui contrôle les cases devant lui.

guide-racingkings-win-1 = Le but est d'amener votre roi sur la 8e rangée, de l'autre côté de l'échiquier. N'importe quelle case de cette rangée convient.
guide-racingkings-win-2 = Si le roi noir atteint la 8e rangée alors que le roi blanc n'y est pas, les Noirs gagnent aussitôt.
guide-racingkings-win-3 = Quand le roi blanc atteint la 8e rangée, la suite dépend des Noirs, pour compenser le fait que les Blancs jouent en premier. Si le roi noir ne peut pas atteindre la 8e rangée en un seul coup légal, les Blancs gagnent immédiatement.
guide-racingkings-win-4 = Si le roi noir peut atteindre la 8e rangée dès son prochain coup, les Noirs jouent un dernier coup. S'ils atteignent bien la 8e rangée, la partie est nulle ; s'ils jouent autre chose, les Blancs gagnent.

guide-racingkings-draws-1 = Les deux rois sur la 8e rangée : quand les Noirs répondent à l'arrivée du roi blanc en atteignant eux aussi la 8e rangée, la course est nulle.
guide-racingkings-draws-2 = Le pat, quand le joueur au trait n'a aucun coup légal, est nul.
guide-racingkings-draws-3 = Le joueur au trait peut réclamer la nulle lorsque la position actuelle est apparue trois fois (mêmes pièces sur les mêmes cases, même joueur au trait), ou lorsque chaque camp a joué 50 coups sans prise. Aucune de ces situations ne termine la partie d'elle-même : si personne ne réclame, on continue.
guide-racingkings-draws-4 = En ligne, les joueurs peuvent aussi convenir de la nulle.
guide-racingkings-draws-5 = Il n'y a pas de nulle par manque de matériel : même deux rois seuls continuent la course.

guide-racingkings-special-1 = Comme aucun coup ne peut donner échec, aucun roi n'est jamais en échec. Impossible de pourchasser le roi adverse à coups d'échecs ; on le freine plutôt en contrôlant les cases devant lui, puisqu'un roi ne peut pas aller sur une case attaquée.
guide-racingkings-special-2 = Une seule tour ou un seul fou bien placé peut barrer toute une rangée ou une diagonale au roi adverse sans jamais le toucher.
guide-racingkings-special-3 = Une partie peut commencer dans la position habituelle ou dans n'importe quelle position valide de Course des rois donnée en FEN. Une position où le joueur au trait est en échec n'est pas valide.

guide-racingkings-diff-1-topic = Pions
guide-racingkings-diff-1-chess = Huit par camp
guide-racingkings-diff-1-this = Aucun
guide-racingkings-diff-2-topic = Position de départ
guide-racingkings-diff-2-chess = Les deux armées se font face, chacune à un bout de l'échiquier
guide-racingkings-diff-2-this = Côte à côte sur les rangées 1 et 2, les Noirs à gauche, les Blancs à droite
guide-racingkings-diff-3-topic = But
guide-racingkings-diff-3-chess = Mater le roi adverse
guide-racingkings-diff-3-this = Être le premier à amener son roi sur la 8e rangée
guide-racingkings-diff-4-topic = Échec
guide-racingkings-diff-4-chess = Permis, et il faut y parer
guide-racingkings-diff-4-this = Jamais permis : un coup qui donne échec est illégal
guide-racingkings-diff-5-topic = Roque, prise en passant, promotion
guide-racingkings-diff-5-chess = Font partie du jeu
guide-racingkings-diff-5-this = N'existent pas
guide-racingkings-diff-6-topic = Sens du jeu
guide-racingkings-diff-6-chess = Chaque camp avance vers l'autre
guide-racingkings-diff-6-this = Les deux camps montent vers la 8e rangée
guide-racingkings-diff-7-topic = Manque de matériel
guide-racingkings-diff-7-chess = Nulle quand personne ne peut mater
guide-racingkings-diff-7-this = Pas de nulle de ce type : la course continue
guide-racingkings-diff-8-topic = Avantage du trait
guide-racingkings-diff-8-chess = Léger avantage pour les Blancs
guide-racingkings-diff-8-this = Compensé par le dernier coup des Noirs, qui peuvent annuler la course s'ils atteignent la 8e rangée

guide-racingkings-elsewhere-1 = C'est à l'arrivée que les versions de la Course des rois divergent. Ici, quand le roi blanc atteint la 8e rangée, les Noirs n'ont droit à un dernier coup que si leur roi peut réellement atteindre la 8e rangée avec ce coup ; sinon les Blancs gagnent aussitôt. C'est la règle de la version la plus jouée en ligne.
guide-racingkings-elsewhere-2 = Certains programmes et moteurs accordent toujours ce coup supplémentaire aux Noirs, même quand il ne peut rien changer. Le résultat est le même, mais leurs décomptes de coups et leurs analyses près de l'arrivée peuvent différer des nôtres.
guide-racingkings-elsewhere-3 = La triple répétition et la règle des 50 coups ne donnent la nulle que si un joueur la réclame ; elles ne terminent jamais la partie automatiquement. Il n'y a pas non plus de fin automatique après une quintuple répétition ou 75 coups, comme sur certains sites très fréquentés.

guide-racingkings-history-1 = La Course des rois (Racing Kings en anglais) a été inventée par Vernon R. Parton en 1961. Parton a créé de nombreuses variantes d'échecs, dont la plus connue est sans doute Alice Chess, les échecs d'Alice.
guide-racingkings-history-2 = Le jeu abandonne complètement l'idée d'attaquer le roi : l'échec étant interdit, les échecs deviennent une course faite de manœuvres et de blocages. Le jeu en ligne, où il est facile de l'essayer, lui a ouvert un large public.

guide-racingkings-faq-1-q = Peut-on donner échec à la Course des rois ?
guide-racingkings-faq-1-a = Non. Tout coup qui mettrait le roi adverse en échec est illégal, y compris un échec à la découverte. Dans ce jeu, un roi n'est jamais en échec.
guide-racingkings-faq-2-q = Que se passe-t-il quand les deux rois atteignent la dernière rangée ?
guide-racingkings-faq-2-a = Cela n'arrive que si les Blancs arrivent les premiers et que les Noirs les rejoignent dès le coup suivant. La partie est alors nulle.
guide-racingkings-faq-3-q = Les Blancs jouent en premier : n'est-ce pas injuste ?
guide-racingkings-faq-3-a = C'est à cela que sert le dernier coup des Noirs. Quand le roi blanc atteint la 8e rangée et que le roi noir peut l'atteindre aussi en un coup légal, les Noirs jouent ce coup et peuvent annuler la course.
guide-racingkings-faq-4-q = Pourquoi la partie s'est-elle terminée sans dernier coup pour les Noirs ?
guide-racingkings-faq-4-a = Parce que le roi noir ne pouvait pas atteindre la 8e rangée en un seul coup légal. Ce coup supplémentaire n'aurait rien changé, donc les Blancs gagnent immédiatement.
guide-racingkings-faq-5-q = Mon roi peut-il se placer à côté du roi adverse ?
guide-racingkings-faq-5-a = Non. Deux rois côte à côte s'attaqueraient l'un l'autre, ce qui serait un échec, et l'échec n'est jamais permis.
guide-racingkings-faq-6-q = Peut-on prendre des pièces ?
guide-racingkings-faq-6-a = Oui, comme aux échecs, tant que la prise ne donne pas échec. Prendre une pièce qui vous barre la route ou qui contrôle les cases devant votre roi est souvent la clé de la course.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Des piles qui sautent aussi loin qu'elles sont hautes : protégez votre pile couronnée et prenez celle de l'adversaire.

guide-lielow-setup-1 = Lielow se joue sur un plateau de 8x8 cases avec des piles de pions de dames, et aucune autre pièce. Chaque joueur commence avec huit piles de hauteur 1 : les Blancs de a2 à h2, les Noirs de a7 à h7, comme sur le diagramme.
guide-lielow-setup-2 = Personne n'a de couronne au départ. Les Blancs jouent en premier.

guide-lielow-moves-1 = À votre tour, déplacez l'une de vos piles en ligne droite : le long d'une rangée, d'une colonne ou d'une diagonale, dans l'une des huit directions. Elle doit parcourir exactement autant de cases que sa hauteur : une pile de 1 avance d'une case, une pile de 3 de trois cases. Les cases intermédiaires ne comptent pas, car les piles sautent. Il est interdit de passer son tour.
guide-lielow-moves-2 = Arrivée sur une case vide : la pile grandit d'une unité. Une pile de 2 qui avance de deux cases vers une case vide devient une pile de 3.
guide-lielow-moves-3 = Arrivée sur une pile adverse : cette pile est prise et retirée, quelle que soit sa hauteur, et votre pile retombe à la hauteur 1. Une pile de 1 qui prend reste à 1.
guide-lielow-moves-4 = Il est interdit d'arriver sur l'une de vos propres piles.
guide-lielow-moves-5 = Sortie du plateau : si, dans au moins une direction, la case d'arrivée se trouverait au-delà du bord, vous pouvez faire sortir la pile du plateau, et elle quitte la partie. Quelle que soit la direction qui la fait sortir, cela compte comme un seul et même coup.
guide-lielow-moves-6 = La hauteur maximale est 8. Une pile de 7 peut encore passer à 8 ; une pile de 8 ne peut plus que sortir du plateau.

guide-lielow-win-1 = Vous gagnez quand la pile couronnée de votre adversaire quitte le plateau : soit vous la prenez, soit son propriétaire la fait sortir.
guide-lielow-win-2 = Prendre d'autres piles ne fait jamais gagner à soi seul. Et tant que votre adversaire n'a pas de couronne, il ne peut pas perdre : la chasse ne commence qu'une fois qu'il en a une.

guide-lielow-draws-1 = Il n'y a pas de partie nulle à Lielow. Chaque coup retire une pile ou en fait grandir une, donc une position ne peut jamais revenir, et chaque partie se termine par une victoire.
guide-lielow-draws-2 = Pour la même raison, il n'y a ni règle de répétition ni règle des 50 coups. Un joueur a toujours au moins un coup légal, donc il n'y a pas de pat non plus.

guide-lielow-special-1 = La couronne. Après chaque coup, de l'un ou l'autre joueur, on regarde les piles de chaque joueur : si l'une de vos piles est strictement plus haute que toutes vos autres piles, votre couronne va sur elle.
guide-lielow-special-2 = En cas d'égalité pour la plus haute, la couronne ne bouge pas. Elle reste où elle est, même si cette pile est désormais plus basse que d'autres, et un joueur qui n'a pas encore de couronne n'en a toujours pas.
guide-lielow-special-3 = La couronne voyage avec sa pile. Rien d'autre ne déplace une couronne.
guide-lielow-special-4 = Votre couronne peut changer de place pendant le tour de votre adversaire. S'il prend l'une de vos piles, une autre peut devenir votre unique plus haute pile, et la couronne y passe aussitôt.
guide-lielow-special-5 = Une pile couronnée qui prend retombe à la hauteur 1. Si une autre de vos piles est alors l'unique plus haute, la couronne passe sur elle ; sinon, elle reste sur la petite pile qui vient de prendre.
guide-lielow-special-6 = Votre dernière pile porte toujours votre couronne, puisqu'elle est forcément votre unique plus haute pile.
guide-lielow-special-7 = Dans les comptes rendus de partie, un coup vers une case vide s'écrit comme e2-e3, une prise comme d4xg7, et une sortie du plateau comme a2-off.

guide-lielow-diff-1-topic = Pièces
guide-lielow-diff-1-chess = Six sortes, chacune avec sa marche
guide-lielow-diff-1-this = Uniquement des piles de pions, qui suivent toutes la même règle
guide-lielow-diff-2-topic = Distance parcourue
guide-lielow-diff-2-chess = Dépend de la pièce
guide-lielow-diff-2-this = Exactement sa hauteur, dans l'une des huit directions
guide-lielow-diff-3-topic = Obstacles
guide-lielow-diff-3-chess = Seul le cavalier saute ; les autres pièces sont bloquées
guide-lielow-diff-3-this = Toutes les piles sautent ; les cases intermédiaires ne comptent pas
guide-lielow-diff-4-topic = Après une prise
guide-lielow-diff-4-chess = La pièce qui prend ne change pas
guide-lielow-diff-4-this = La pile qui prend retombe à la hauteur 1
guide-lielow-diff-5-topic = But
guide-lielow-diff-5-chess = Mater le roi
guide-lielow-diff-5-this = Faire quitter le plateau à la pile couronnée adverse
guide-lielow-diff-6-topic = La pièce qui compte
guide-lielow-diff-6-chess = Le roi, le même du début à la fin
guide-lielow-diff-6-this = La couronne, qui apparaît en cours de partie et passe sur l'unique plus haute pile
guide-lielow-diff-7-topic = Sortir du plateau
guide-lielow-diff-7-chess = Impossible
guide-lielow-diff-7-this = Un coup légal quand le saut d'une pile finirait au-delà du bord
guide-lielow-diff-8-topic = Parties nulles
guide-lielow-diff-8-chess = Pat, répétition, règle des 50 coups, accord mutuel, etc.
guide-lielow-diff-8-this = Aucune : chaque partie a un vainqueur
guide-lielow-diff-9-topic = Croissance
guide-lielow-diff-9-chess = Les pions sont promus sur la dernière rangée
guide-lielow-diff-9-this = Les piles grandissent d'une unité à chaque coup vers une case vide, jusqu'à 8

guide-lielow-elsewhere-1 = Lielow est un jeu récent. Si vous l'avez appris ailleurs, voici les points à vérifier par rapport aux règles que nous appliquons.
guide-lielow-elsewhere-2 = Faire sortir une pile du plateau est un seul coup, quel que soit le nombre de directions qui la feraient sortir.
guide-lielow-elsewhere-3 = La couronne est réattribuée après chaque coup, de l'un ou l'autre joueur : elle va sur l'unique plus haute pile et, en cas d'égalité, reste où elle est, même sur une pile plus basse.
guide-lielow-elsewhere-4 = Faire sortir sa propre pile couronnée du plateau fait perdre la partie, tout comme se la faire prendre.
guide-lielow-elsewhere-5 = Une pile ne dépasse jamais la hauteur 8 ; une pile de 8 ne peut plus que sortir du plateau.

guide-lielow-history-1 = Lielow a été conçu par Michael Amundsen et Alek Erickson en 2021. C'est un jeu de stratégie abstrait moderne : pas de hasard, pas d'information cachée, et seulement une poignée de règles.
guide-lielow-history-2 = Tout repose sur une tension entre hauteur et sécurité. Une pile haute va loin et attire la couronne, mais chaque prise la fait retomber à 1.

guide-lielow-faq-1-q = Pourquoi la couronne est-elle passée sur une autre pile ?
guide-lielow-faq-1-a = Après chaque coup, de l'un ou l'autre joueur, votre couronne va sur votre unique plus haute pile. Une autre de vos piles a peut-être dépassé les autres, votre pile couronnée est peut-être retombée à 1 après une prise, ou votre adversaire a pris l'une de deux piles à égalité pour la plus haute, laissant l'autre seule en tête.
guide-lielow-faq-2-q = Pourquoi la couronne n'est-elle pas allée sur ma plus haute pile ?
guide-lielow-faq-2-a = À cause d'une égalité. Quand plusieurs de vos piles ont la même hauteur maximale, la couronne reste où elle était, même sur une pile plus basse.
guide-lielow-faq-3-q = Peut-on gagner en prenant toutes les autres piles ?
guide-lielow-faq-3-a = Prendre des piles autres que la pile couronnée ne fait jamais gagner à soi seul. Mais la dernière pile de votre adversaire porte toujours la couronne : quand vous la prenez, c'est de toute façon la couronne que vous prenez.
guide-lielow-faq-4-q = Y a-t-il des parties nulles à Lielow ?
guide-lielow-faq-4-a = Non. Chaque coup retire une pile ou en fait grandir une, donc les positions ne se répètent jamais et la partie se termine toujours par une victoire.
guide-lielow-faq-5-q = Pourquoi ferais-je sortir une pile du plateau ?
guide-lielow-faq-5-a = C'est un sacrifice, mais parfois utile : ce peut être le coup le plus sûr quand tous les autres affaibliraient votre position, et retirer une pile à égalité pour la plus haute peut faire passer votre couronne sur l'autre. Ne le faites simplement jamais avec votre pile couronnée : vous perdriez aussitôt.
guide-lielow-faq-6-q = Personne n'a de couronne au début : peut-on perdre dans les premiers coups ?
guide-lielow-faq-6-a = Pas tant que vous n'avez pas de couronne. Mais votre premier coup vers une case vide crée une pile de 2, votre unique plus haute, et elle est aussitôt couronnée.

## Échecs

guide-chess-title = Échecs
guide-chess-tagline = Le jeu classique : mater le roi adverse.

guide-chess-setup-1 = Chaque camp a un roi, une dame, deux tours, deux fous, deux cavaliers et huit pions, placés comme sur le diagramme. Les Blancs jouent en premier.

guide-chess-moves-1 = Le roi se déplace d'une case dans n'importe quelle direction. La dame va aussi loin qu'elle veut en ligne droite et en diagonale, la tour en ligne droite le long des rangées et des colonnes, le fou en diagonale ; aucune de ces pièces ne peut sauter par-dessus une autre.
guide-chess-moves-2 = Le cavalier se déplace en L : deux cases dans une direction, puis une de côté. C'est la seule pièce qui saute.
guide-chess-moves-3 = Un pion avance tout droit d'une case, ou de deux depuis sa case de départ, et prend d'une case en diagonale vers l'avant.
guide-chess-moves-4 = Une pièce prend en allant sur une case occupée par une pièce adverse, qui est retirée. Vous ne pouvez jamais jouer un coup qui laisse votre propre roi en échec.

guide-chess-win-1 = Le mat fait gagner : le roi adverse est en échec et n'a aucun moyen légal d'y échapper.

guide-chess-draws-1 = Le pat est nul : le joueur au trait n'a aucun coup légal et n'est pas en échec.
guide-chess-draws-2 = La partie est nulle aussitôt quand aucun des camps n'a plus assez de matériel pour mater, par exemple roi contre roi.
guide-chess-draws-3 = Le joueur au trait peut réclamer la nulle lorsque la position actuelle est apparue trois fois, ou après 50 coups de chaque camp sans prise ni coup de pion. En ligne, les joueurs peuvent aussi convenir de la nulle.

guide-chess-special-1 = Le roque : le roi se déplace de deux cases vers l'une de ses tours, et cette tour saute sur la case que le roi a traversée. Aucune des deux pièces ne doit avoir bougé, les cases entre elles doivent être vides, et le roi ne peut pas roquer en étant en échec, ni traverser ou atteindre une case attaquée.
guide-chess-special-2 = La prise en passant : quand un pion avance de deux cases et arrive à côté d'un pion adverse, ce dernier peut le prendre comme s'il n'avait avancé que d'une case, mais seulement au coup suivant immédiat.
guide-chess-special-3 = La promotion : un pion qui atteint la dernière rangée devient une dame, une tour, un fou ou un cavalier de sa couleur.

guide-chess-elsewhere-1 = La triple répétition et la règle des 50 coups ne donnent la nulle que si un joueur la réclame ; elles ne terminent jamais la partie automatiquement. Il n'y a pas non plus de fin automatique après une quintuple répétition ou 75 coups, comme sur certains sites très fréquentés.

guide-chess-history-1 = Les échecs ont pris leur forme moderne en Europe du Sud à la fin du XVe siècle, quand la dame et le fou ont acquis leurs longs déplacements. Le Roi de la colline et la Course des rois en sont tous deux dérivés.

guide-chess-faq-1-q = Une position répétée est-elle nulle automatiquement ?
guide-chess-faq-1-a = Non. À votre tour, vous pouvez réclamer la nulle dès que la position est apparue trois fois ; si personne ne réclame, la partie continue.
guide-chess-faq-2-q = Que se passe-t-il si je n'ai aucun coup légal ?
guide-chess-faq-2-a = Si votre roi est en échec, c'est le mat et vous perdez. Sinon, c'est le pat et la partie est nulle.
guide-chess-faq-3-q = Puis-je roquer pour sortir d'un échec ?
guide-chess-faq-3-a = Non. Le roi ne peut pas roquer quand il est en échec, ni traverser ou atteindre une case attaquée.
