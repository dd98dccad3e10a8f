# Regalia: partijen en stellingen delen (Nederlands): linkvoorbeelden, afbeeldingen, ingesloten borden.

## Buttons on a game's page
game-download-png = PNG downloaden
game-share-gif = Delen als GIF
game-embed = Insluiten
game-embed-title = Deze partij insluiten
game-embed-hint = Plak deze code in een webpagina om het bord daar met de zetten te tonen.

## The embedded board
embed-open = Openen op Regalia

## Link previews
preview-game-title = { $game }: { $white } tegen { $black }
preview-invite-title = { $game }: { $name } nodigt je uit om te spelen
preview-invite-anonymous = { $game }: een uitnodiging om te spelen
preview-invite-text = Open de link om de vrije plaats te nemen en op Regalia te spelen, zonder account.
preview-playing = Wordt nu gespeeld op Regalia.
preview-position-title = { $game }: een stelling om te analyseren
preview-position-text = Open deze stelling op het analysebord van Regalia.
