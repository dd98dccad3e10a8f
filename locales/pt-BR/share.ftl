# Regalia: compartilhar partidas e posições (português do Brasil): prévias de links, imagens, tabuleiros incorporados.

## Buttons on a game's page
game-download-png = Baixar PNG
game-share-gif = Compartilhar como GIF
game-embed = Incorporar
game-embed-title = Incorporar esta partida
game-embed-hint = Cole este código numa página da web para mostrar o tabuleiro com seus lances.

## The embedded board
embed-open = Abrir no Regalia

## Link previews
preview-game-title = { $game }: { $white } x { $black }
preview-invite-title = { $game }: { $name } convida você para jogar
preview-invite-anonymous = { $game }: um convite para jogar
preview-invite-text = Abra o link para ocupar o lugar livre e jogar no Regalia, sem conta.
preview-playing = Partida em andamento no Regalia.
preview-position-title = { $game }: uma posição para analisar
preview-position-text = Abra esta posição no tabuleiro de análise do Regalia.
