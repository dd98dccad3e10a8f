# Regalia : partager des parties et des positions (français) : aperçus de liens, images, échiquiers intégrés.

## Buttons on a game's page
game-download-png = Télécharger en PNG
game-share-gif = Partager en GIF
game-embed = Intégrer
game-embed-title = Intégrer cette partie
game-embed-hint = Collez ce code dans une page web pour y montrer l’échiquier avec ses coups.

## The embedded board
embed-open = Ouvrir sur Regalia

## Link previews
preview-game-title = { $game } : { $white } contre { $black }
preview-invite-title = { $game } : { $name } vous invite à jouer
preview-invite-anonymous = { $game } : une invitation à jouer
preview-invite-text = Ouvrez le lien pour prendre la place libre et jouer sur Regalia, sans compte.
preview-playing = Partie en cours sur Regalia.
preview-position-title = { $game } : une position à analyser
preview-position-text = Ouvrez cette position sur l’échiquier d’analyse de Regalia.
