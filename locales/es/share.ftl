# Regalia: compartir partidas y posiciones (español): vistas previas de enlaces, imágenes, tableros insertados.

## Buttons on a game's page
game-download-png = Descargar PNG
game-share-gif = Compartir como GIF
game-embed = Insertar
game-embed-title = Insertar esta partida
game-embed-hint = Pega este código en una página web para mostrar allí el tablero con sus jugadas.

## The embedded board
embed-open = Abrir en Regalia

## Link previews
preview-game-title = { $game }: { $white } contra { $black }
preview-invite-title = { $game }: { $name } te invita a jugar
preview-invite-anonymous = { $game }: una invitación a jugar
preview-invite-text = Abre el enlace para ocupar el asiento libre y jugar en Regalia, sin cuenta.
preview-playing = Se está jugando ahora en Regalia.
preview-position-title = { $game }: una posición para analizar
preview-position-text = Abre esta posición en el tablero de análisis de Regalia.
