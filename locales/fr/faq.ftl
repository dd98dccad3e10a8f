# Questions sur le site : chaque guide des règles y répond après les siennes, dans cet ordre.

faq-site-1-q = Comment jouer contre un ami ?
faq-site-1-a = Sur la page d'accueil, choisissez « { mode-friend } » sur la carte du jeu et envoyez le lien à votre ami. La première personne qui l'ouvre prend l'autre place, et la partie commence. Vous pouvez d'abord choisir une pendule, au-dessus des cartes.
faq-site-2-q = Peut-on jouer à deux sur cet appareil ?
faq-site-2-a = Oui. Choisissez « { mode-local } » : vous partagez un seul échiquier et jouez chacun votre tour. La partie reste dans ce navigateur ; vous pouvez fermer la page et la reprendre plus tard depuis l'accueil.
faq-site-3-q = Puis-je jouer contre l'ordinateur ?
faq-site-3-a = Oui, à tous les jeux. Choisissez « { mode-ai } », prenez un niveau de 1 (un débutant peut gagner) à 8 (pleine force) et votre couleur, puis lancez la partie.
faq-site-4-q = Quelles règles s'appliquent ici ?
faq-site-4-a = Exactement celles de cette page, quel que soit le type de partie. Là où d'autres sites ou logiciels font autrement, la section « { guide-heading-elsewhere } » dit ce que nous faisons.
faq-site-5-q = Mes parties sont-elles enregistrées, et où ?
faq-site-5-a = Les parties contre un ami, l'ordinateur ou un adversaire du salon sont enregistrées sur ce serveur au fil des coups ; votre lien personnel vous y ramène. Les parties sur cet appareil ne sont gardées que dans ce navigateur : effacer les données du site les supprime. Chaque partie peut être téléchargée en PGN.
faq-site-6-q = Faut-il créer un compte ?
faq-site-6-a = Non. Il n'y a aucune inscription : un cookie et le lien personnel de votre partie vous gardent votre place. Conservez ce lien pour revenir depuis un autre navigateur.
