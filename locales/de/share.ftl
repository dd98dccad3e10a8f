# Regalia: Partien und Stellungen teilen (Deutsch): Linkvorschauen, Bilder, eingebettete Bretter.

## Buttons on a game's page
game-download-png = PNG herunterladen
game-share-gif = Als GIF teilen
game-embed = Einbetten
game-embed-title = Diese Partie einbetten
game-embed-hint = Füge diesen Code in eine Webseite ein, um dort das Brett mit den Zügen zu zeigen.

## The embedded board
embed-open = Auf Regalia öffnen

## Link previews
preview-game-title = { $game }: { $white } gegen { $black }
preview-invite-title = { $game }: { $name } lädt dich zu einer Partie ein
preview-invite-anonymous = { $game }: eine Einladung zu einer Partie
preview-invite-text = Öffne den Link, um den freien Platz zu nehmen und auf Regalia zu spielen, ohne Konto.
preview-playing = Wird gerade auf Regalia gespielt.
preview-position-title = { $game }: eine Stellung zum Analysieren
preview-position-text = Öffne diese Stellung auf dem Analysebrett von Regalia.
