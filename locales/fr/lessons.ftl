# Les leçons de /learn/{variant} : pour chacune un titre, le but, un indice et ce qu’il faut en retenir.

lesson-hill-walk-title = Marcher jusqu’à la colline
lesson-hill-walk-goal = Les quatre cases centrales d4, e4, d5 et e5 forment la colline. Amenez votre roi sur l’une d’elles : vous avez deux coups.
lesson-hill-walk-hint = Avancez d’abord en diagonale vers le centre ; depuis d3, d4 et e4 sont toutes deux à un pas.
lesson-hill-walk-done = Dès que votre roi se tient sur la colline, vous gagnez. L’adversaire ne rejoue pas.

lesson-hill-guarded-title = Une case de colline attaquée n’est pas un coup
lesson-hill-guarded-goal = La tour noire surveille toute la colonne d. Posez quand même votre roi sur la colline.
lesson-hill-guarded-hint = Le roi ne peut jamais aller sur une case attaquée, colline ou non. Quelle case de la colline la tour ne voit-elle pas ?
lesson-hill-guarded-done = Exact : d4 était attaquée, ce n’était donc même pas un coup légal. e4 était libre.

lesson-hill-capture-title = Prendre sur la colline
lesson-hill-capture-goal = Un cavalier noir se trouve en d4, sur la colline, et rien ne le défend. Gagnez tout de suite.
lesson-hill-capture-hint = Votre roi peut prendre une pièce non défendue, et arriver sur la colline en prenant compte aussi.
lesson-hill-capture-done = Prendre sur la colline gagne exactement comme y marcher.

lesson-hill-race-title = Gagner la course au centre
lesson-hill-race-goal = Les deux rois foncent vers la colline et vous jouez le premier. Arrivez avant les Noirs.
lesson-hill-race-hint = Comptez les pas : il vous en faut deux, ne perdez pas de temps. Allez d’abord en d3.
lesson-hill-race-done = Vous aviez un coup d’avance et vous l’avez utilisé. Au Roi de la colline, chaque temps compte.

lesson-hill-mate-title = Le mat gagne toujours
lesson-hill-mate-goal = La colline est loin, mais le roi noir est enfermé derrière ses pions. Gagnez en un coup.
lesson-hill-mate-hint = La huitième rangée n’offre aucune case de fuite aux Noirs. Votre tour peut monter jusqu’en haut.
lesson-hill-mate-done = Le mat termine la partie ici comme aux échecs.

lesson-hill-bare-kings-title = Deux rois seuls : on continue
lesson-hill-bare-kings-goal = Il ne reste que les deux rois. Aux échecs ce serait nulle ; ici, gagnez.
lesson-hill-bare-kings-hint = Sans autres pièces, chaque roi peut encore marcher jusqu’à la colline. Le vôtre en est à un pas.
lesson-hill-bare-kings-done = Roi contre roi n’est pas nulle au Roi de la colline : le premier arrivé au centre gagne.

lesson-race-walk-title = Course vers la huitième rangée
lesson-race-walk-goal = Dans Racing Kings, le premier roi qui atteint la 8e rangée gagne. Arrivez-y en deux coups.
lesson-race-walk-hint = Montez tout droit : b7, puis n’importe quelle case de la 8e rangée.
lesson-race-walk-done = Votre roi a atteint la dernière rangée et celui des Noirs était trop loin pour suivre.

lesson-race-no-check-title = Jamais d’échec
lesson-race-no-check-goal = Coupez au roi noir l’accès à la 7e rangée avec votre tour.
lesson-race-no-check-hint = Un coup qui donne échec est illégal dans Racing Kings. La tour en c6 ou sur la colonne e ferait échec ; regardez une rangée plus haut.
lesson-race-no-check-done = Depuis c7, votre tour garde la septième rangée sans donner échec.

lesson-race-capture-check-title = Les prises non plus ne donnent pas échec
lesson-race-capture-check-goal = Prenez l’un des cavaliers noirs avec votre tour.
lesson-race-capture-check-hint = Prendre en d5 ouvrirait la colonne d sur le roi noir : ce serait échec, donc ce n’est pas permis.
lesson-race-capture-check-done = La règle ne connaît pas d’exception : une prise qui donnerait échec est illégale aussi.

lesson-race-attacked-title = Jamais sur une case attaquée
lesson-race-attacked-goal = Votre roi est à un pas du but. Gagnez la course maintenant.
lesson-race-attacked-hint = Le cavalier garde e8 et le fou garde f8. Un roi ne peut pas aller sur une case attaquée.
lesson-race-attacked-done = Seule g8 était libre : c’était le seul chemin.

lesson-race-too-far-title = Les Noirs trop loin pour suivre
lesson-race-too-far-goal = Quand les Blancs atteignent la 8e rangée, les Noirs ne rejouent que s’ils peuvent l’atteindre aussi. Gagnez maintenant.
lesson-race-too-far-hint = Le roi noir est à trois rangées : montez sur la 8e rangée.
lesson-race-too-far-done = Les Noirs ne pouvaient pas suivre tout de suite, vous avez donc gagné aussitôt.

lesson-race-follow-title = Le dernier coup des Noirs annule
lesson-race-follow-goal = Le roi blanc a atteint la 8e rangée, mais vous, les Noirs, pouvez encore suivre. Sauvez la partie.
lesson-race-follow-hint = Montez votre roi sur la 8e rangée : g8, f8 et h8 sont toutes libres.
lesson-race-follow-done = Les deux rois sur la 8e rangée : la course est nulle. Ce dernier coup compense le trait des Blancs.

lesson-lielow-height-title = Une pile avance exactement de sa hauteur
lesson-lielow-height-goal = Votre pile en c3 a une hauteur de deux : elle avance donc d’exactement deux cases, en ligne droite dans n’importe quelle direction. Prenez la pile noire en e5.
lesson-lielow-height-hint = Deux cases en diagonale, vers le haut et la droite. La case intermédiaire ne compte pas : les piles sautent.
lesson-lielow-height-done = Une pile de hauteur deux avance toujours de deux cases, jamais d’une ni de trois.

lesson-lielow-grow-title = Arriver sur une case vide fait grandir la pile
lesson-lielow-grow-goal = Déplacez votre pile de d2 sur une case vide et regardez-la grandir.
lesson-lielow-grow-hint = Une pile de hauteur un avance d’une case, dans l’une des huit directions.
lesson-lielow-grow-done = Elle a maintenant une hauteur de deux et, étant votre pile la plus haute, elle a pris votre couronne.

lesson-lielow-capture-title = Une prise ramène la pile à un
lesson-lielow-capture-goal = Votre pile couronnée en d1 a une hauteur de trois. Prenez la pile noire en d4.
lesson-lielow-capture-hint = Trois cases tout droit vers le haut mènent en d4.
lesson-lielow-capture-done = Après la prise, votre pile revient à une hauteur d’un : prendre coûte de la hauteur.

lesson-lielow-own-title = Jamais sur sa propre pile
lesson-lielow-own-goal = Votre pile en c3 a une hauteur de deux. Prenez la pile noire avec elle.
lesson-lielow-own-hint = e3 est à deux cases, mais votre propre pile s’y trouve : ce n’est pas un coup. Regardez le long de la colonne c.
lesson-lielow-own-done = Arriver sur sa propre pile est interdit ; arriver sur une pile adverse la prend.

lesson-lielow-crown-title = La couronne va à la seule pile la plus haute
lesson-lielow-crown-goal = Votre couronne est en d2. Rendez une autre pile plus haute qu’elle, pour que la couronne y passe.
lesson-lielow-crown-hint = La pile de b2 a une hauteur de deux ; la poser sur une case vide la porte à trois.
lesson-lielow-crown-done = Après chaque coup, la couronne se pose sur la seule pile la plus haute, où qu’elle soit.

lesson-lielow-tie-title = Une égalité laisse la couronne en place
lesson-lielow-tie-goal = Déplacez la petite pile de e2 sur une case vide pour qu’elle atteigne deux, autant que votre pile couronnée.
lesson-lielow-tie-hint = N’importe laquelle des huit cases voisines de e2 convient.
lesson-lielow-tie-done = Deux piles de hauteur deux : sans pile la plus haute unique, la couronne reste en a2.

lesson-lielow-off-title = Sortir du plateau
lesson-lielow-off-goal = Une pile peut quitter le plateau quand un déplacement de sa hauteur la ferait passer le bord. Sortez votre pile de a2.
lesson-lielow-off-hint = Faites glisser la pile hors du plateau, ou sélectionnez-la et utilisez le bouton pour la sortir.
lesson-lielow-off-done = La pile est partie. C’est sans danger pour une pile ordinaire, mais jamais avec votre pile couronnée.

lesson-lielow-take-crown-title = Prendre la couronne et gagner
lesson-lielow-take-crown-goal = La couronne noire est en f4. Prenez-la.
lesson-lielow-take-crown-hint = Votre pile couronnée en d2 a une hauteur de deux : deux cases en diagonale mènent en f4.
lesson-lielow-take-crown-done = Prendre la pile couronnée adverse gagne la partie sur-le-champ.

lesson-lielow-keep-crown-title = Garder sa couronne sur le plateau
lesson-lielow-keep-crown-goal = La pile noire de c4 menace votre couronne en a2. Sauvez-la.
lesson-lielow-keep-crown-hint = Sortir votre pile couronnée du plateau perd aussitôt, et a4 comme c2 sont attaquées aussi. Attaquez l’attaquant.
lesson-lielow-keep-crown-done = Prendre l’attaquant a mis votre couronne à l’abri. La sortir du plateau aurait perdu la partie.
