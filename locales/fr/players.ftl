# Regalia: player names, player keys, ratings, player pages and leaderboards
# (French). Shown by the pages and the client.

## Header
nav-player = Votre nom
nav-leaderboard = Classements

## Taking a name (/player)
player-title = Votre nom
player-intro = Jouez sans compte. Un nom vous permet de jouer des parties classées, montre vos classements sur votre page et dans les classements, et fait de vous le même joueur sur vos autres appareils.
player-anonymous = Vous jouez en Anonyme.
player-name-label = Nom
player-name-hint = De 3 à 20 lettres, chiffres, _ ou -.
player-take = Prendre ce nom
player-key-title = Votre clé de joueur
player-key-sentence = Gardez ce lien : il vous permet de jouer en tant que { $name } sur un autre appareil.
player-key-once = Il n’est montré qu’une fois. Quiconque a ce lien peut jouer à votre place.
player-copy = Copier
player-copied = Copié
player-playing-as = Vous jouez en tant que { $name }.
player-your-page = Votre page de joueur
player-new-key = Créer une nouvelle clé
player-new-key-note = L’ancienne clé cesse aussitôt de fonctionner ; vos appareils restent connectés.
player-devices = Vos appareils
player-device-this = Cet appareil
player-device-since = Connecté depuis
player-sign-out = Déconnecter
player-tokens = Jetons d’API
player-tokens-sentence = Un jeton permet à un programme de jouer en votre nom par l’API des bots et des échiquiers, comme sur lichess (lichess-bot, berserk) : il envoie le jeton comme « Authorization: Bearer … ». Gardez-le secret.
player-token-new = Créer un jeton
player-token-once = Ce jeton n’est affiché qu’une seule fois : copiez-le maintenant.
player-token-revoke = Révoquer
player-token-none = Aucun jeton pour l’instant.
player-bot-title = BOT
player-has-key = Vous avez une clé de joueur d’un autre appareil ?
player-key-label = Clé de joueur
player-sign-in = Se connecter
player-signed-in = Ce navigateur joue désormais en tant que { $name }.
player-take-link = Prenez un nom pour jouer des parties classées

## Rated and casual games
game-rated = Classée
game-casual = Amicale
home-rated = Partie classée
home-range = Écart de classement
home-range-any = Tous

## Player page (/@/name)
profile-title = Joueur
profile-rated-games = Parties classées
profile-wins = Victoires
profile-draws = Nulles
profile-losses = Défaites
profile-history = Évolution du classement
profile-recent = Dernières parties classées
profile-playing = En train de jouer
profile-none = Aucune partie classée pour l’instant.
profile-won = Gagnée
profile-drawn = Nulle
profile-lost = Perdue
profile-against = contre { $name }
profile-uncounted = non comptée : cette paire avait déjà joué ses parties classées du jour

## Leaderboards (/leaderboard)
leaderboard-title = Classements
leaderboard-intro = Seuls les classements établis figurent ici : au moins { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
} dans le jeu, et un écart de classement inférieur à { $number }.
leaderboard-empty = Personne n’a encore de classement établi dans ce jeu.
leaderboard-player = Joueur
leaderboard-rating = Classement
leaderboard-games = Parties
