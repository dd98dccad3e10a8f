# Regalia : retrouver ses parties, invitations, erreurs par code, niveaux de
# l'ordinateur, prémouvements et confirmations (français).

## Adresses inconnues
error-page-not-found = Il n’y a aucune page à cette adresse. Le lien est peut-être mal recopié ou périmé.

## Erreurs signalées par le serveur, par code
error-code-bad-request = Le serveur n’a pas pu accepter cette demande.
error-code-no-game = Cette partie n’existe pas ici. Le lien est peut-être incomplet.
error-code-wrong-seat = Ce lien ne correspond à aucune place de cette partie. Vérifiez qu’il a été copié en entier.
error-code-no-open-seat = Plus personne ne peut rejoindre cette partie : la place est prise ou l’invitation est close.
error-code-conflict = Impossible dans la partie telle qu’elle est.
error-code-too-large = La demande est trop volumineuse.
error-code-uri-too-long = L'adresse demandée est trop longue.
error-code-headers-too-large = La demande contient trop d'en-têtes ou des en-têtes trop longs.
error-code-unavailable = Le serveur est en train de transférer cette partie. Réessayez dans un instant.
error-code-unknown-address = Il n’y a rien à cette adresse.
error-code-bad-message = Le serveur n’a pas pu lire ce que cette page a envoyé. Rechargez la page.
error-code-not-your-turn = Ce n’est pas à vous de jouer.
error-code-illegal-move = Ce coup n’est pas légal ici.
error-code-stale-move = La partie a avancé avant que votre coup n’arrive. Regardez l’échiquier et rejouez.
error-code-not-a-player = Les spectateurs ne peuvent pas jouer dans cette partie.
error-code-not-playing = La partie n’est pas en cours : elle n’a pas commencé ou elle est terminée.
error-code-no-offer = Il n’y a aucune proposition à laquelle répondre.
error-code-no-claim = Aucune nulle ne peut être réclamée maintenant.
error-code-cannot-abort = La partie ne peut plus être annulée.
error-code-cannot-takeback = Il n’y a aucun coup à reprendre.
error-code-not-claimable = Votre adversaire n’est pas parti depuis assez longtemps pour réclamer la victoire.
error-code-rate-limited = Trop de demandes. Attendez quelques secondes et réessayez.
error-code-unfinished-games = Vous avez autant de parties en cours contre l'ordinateur le plus fort qu'un joueur peut en avoir. Terminez-en ou annulez-en une d'abord.
error-code-open-seeks = Vous avez autant de parties proposées qu'un joueur peut en avoir. Attendez un adversaire ou annulez-en une d'abord.
error-code-open-invitations = Vous avez autant d'invitations sans réponse qu'un joueur peut en avoir. Attendez un ami ou annulez-en une d'abord.
refusal-unfinished-games = { $count ->
    [one] Vous avez { $count } partie en cours contre l'ordinateur au niveau { $level } : terminez-la ou annulez-la d'abord.
   *[other] Vous avez { $count } parties en cours contre l'ordinateur au niveau { $level } : terminez-en ou annulez-en une d'abord.
}
refusal-open-seeks = { $count ->
    [one] Vous avez { $count } partie proposée qui attend un adversaire : annulez-la ou attendez un joueur.
   *[other] Vous avez { $count } parties proposées qui attendent un adversaire : annulez-en une ou attendez un joueur.
}
refusal-open-invitations = { $count ->
    [one] Vous avez { $count } invitation restée sans réponse : annulez-la ou attendez votre ami.
   *[other] Vous avez { $count } invitations restées sans réponse : annulez-en une ou attendez vos amis.
}
refusal-game = Partie { $name }
error-code-storage = Le serveur n’a pas pu l’enregistrer. Réessayez.
error-code-bad-pgn = Ce texte de partie (PGN) est illisible.
error-code-unknown-variant = Ce site ne propose pas ce jeu.
error-code-no-puzzle = Ce problème n’existe pas ici.
error-code-bad-position = Cette position n’est pas une position de ce jeu. Vérifiez-la dans l’éditeur.
error-code-position-over = La partie serait déjà finie dans cette position : aucun coup n’y est possible.
error-code-bad-clock = Cette cadence n’est pas proposée : choisissez-en une dans la liste.
error-code-bad-level = L’ordinateur joue aux niveaux 1 à 8 : choisissez-en un.
error-code-too-many-moves = Cette partie a plus de coups que le serveur n’en rejoue d’un coup.
error-code-not-this-site = Seules les pages de ce site peuvent se connecter ici.
error-code-name-length = Un nom compte de 3 à 20 caractères.
error-code-name-characters = Un nom ne peut contenir que des lettres, des chiffres, _ et -.
error-code-name-reserved = Ce nom est réservé. Choisissez-en un autre.
error-code-name-taken = Un autre joueur porte déjà ce nom. Choisissez-en un autre.
error-code-already-named = Ce navigateur joue déjà sous un nom.
error-code-no-name = Seuls les joueurs qui ont un nom peuvent faire cela. Choisissez d’abord un nom.
error-code-no-player = Aucun joueur ne porte ce nom.
error-code-wrong-key = Cette clé de joueur ne fonctionne pas. Elle est peut-être mal recopiée, ou remplacée par une plus récente.
error-code-no-device = Cet appareil n’est pas l’un des vôtres.
error-code-rated-needs-clock = Une partie classée se joue avec une pendule : choisissez une cadence.
error-code-rated-not-computer = Les parties contre l’ordinateur ne sont jamais classées.
error-code-out-of-range = Votre classement est hors de l’intervalle demandé par ce joueur.
error-code-chat-empty = Le message est vide.
error-code-chat-too-long = Un message a au plus 140 caractères.
error-code-chat-control = Un message ne peut contenir ni saut de ligne ni autre caractère de contrôle.
error-code-chat-flood = Trop de messages : au plus 4 en 10 secondes. Patientez un instant.
error-code-chat-repeated = Vous venez de le dire.
error-code-chat-presets-only = Dans cette partie, seuls les messages prédéfinis peuvent être envoyés.
error-code-chat-full = Cette discussion est pleine : plus aucun message ne peut être gardé pour cette partie.
error-code-not-finished = Seule une partie terminée peut être partagée en GIF.
error-code-no-arena = Aucune arène n’a cette adresse.
error-code-arena-length = Une arène dure de 10 à 180 minutes.
error-code-arena-start = Une arène commence au plus tôt maintenant et au plus tard dans 7 jours.
error-code-arena-joined = Vous participez déjà à cette arène.
error-code-arena-over = Cette arène est terminée.
error-code-not-in-arena = Vous ne participez pas à cette arène.
error-code-berserk-moved = Le mode berserk n’est possible qu’avant votre premier coup.
error-code-not-arena = Le mode berserk n’existe que dans les parties d’arène.
error-code-in-arena = Les parties d’arène n’ont ni reprise de coup ni revanche.
error-code-arena-limit = Vous avez créé autant d’arènes que possible pour l’instant : attendez qu’une se termine.
error-code-wrong-token = Ce jeton n’est pas (ou plus) un jeton de ce site.
error-code-not-a-bot = Seul un compte bot peut utiliser l’API des bots.
error-code-bot-account = Un compte bot ne peut pas faire cela : les bots ne jouent que sur défi.
error-code-no-challenge = Aucun défi ouvert ne porte cet identifiant pour vous.

## Vos parties (page d’accueil)
mine-title = Vos parties
mine-empty = Aucune partie pour l’instant. Lancez-en une ci-dessus : elle apparaîtra ici.
mine-finished-title = Terminées
mine-your-turn = À vous de jouer
mine-their-turn = À l’adversaire de jouer
mine-waiting = En attente d’un adversaire
mine-resume = Reprendre
mine-view = Revoir
mine-vs-computer = contre l’ordinateur, { $name }
mine-vs-friend = contre un ami
mine-vs-seek = contre un adversaire du salon
mine-same-device = sur cet appareil
mine-you-play = { $color ->
    [white] vous avez les Blancs
   *[black] vous avez les Noirs
}
mine-won = Gagnée
mine-lost = Perdue
mine-drawn = Nulle
mine-moves = { $count ->
    [0] aucun coup joué
    [one] { $count } coup
   *[other] { $count } coups
}

## Niveaux de l’ordinateur
level-1 = Débutant
level-2 = Novice
level-3 = Amateur
level-4 = Joueur de club
level-5 = Bon joueur de club
level-6 = Expert
level-7 = Maître
level-8 = Le plus fort
level-option = { $level } · { $name }
level-about = environ { $rating }

## La page d’invitation
challenge-title = Invitation à jouer : { $name }
challenge-clock = Pendule : { $name }
challenge-color = { $color ->
    [white] Vous joueriez les Blancs.
    [black] Vous joueriez les Noirs.
   *[random] Votre couleur sera tirée au sort.
}
challenge-accept = Accepter
challenge-decline = Refuser
challenge-declined = Vous avez refusé cette invitation. La personne qui l’a envoyée en a été informée.
invite-declined = Votre invitation a été refusée.
share-share = Partager
share-text = Viens jouer avec moi sur Regalia : { $name }

## Titre de l’onglet
title-your-turn = À vous de jouer

## Réponses aux propositions
offer-draw-declined = Votre adversaire a refusé la nulle.
offer-takeback-declined = Votre adversaire a refusé de reprendre le coup.
offer-rematch-declined = Votre adversaire a refusé la revanche.

## Prémouvements
premove-queued = Le coup anticipé { $move } attend votre tour. Un clic droit ou Échap l’annule.

## Lielow
lielow-losing-confirm = Ce coup perd la partie. Le jouer quand même ?
