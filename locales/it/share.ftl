# Regalia: condividere partite e posizioni (italiano): anteprime dei link, immagini, scacchiere incorporate.

## Buttons on a game's page
game-download-png = Scarica PNG
game-share-gif = Condividi come GIF
game-embed = Incorpora
game-embed-title = Incorpora questa partita
game-embed-hint = Incolla questo codice in una pagina web per mostrarvi la scacchiera con le sue mosse.

## The embedded board
embed-open = Apri su Regalia

## Link previews
preview-game-title = { $game }: { $white } contro { $black }
preview-invite-title = { $game }: { $name } ti invita a giocare
preview-invite-anonymous = { $game }: un invito a giocare
preview-invite-text = Apri il link per prendere il posto libero e giocare su Regalia, senza account.
preview-playing = In corso su Regalia.
preview-position-title = { $game }: una posizione da analizzare
preview-position-text = Apri questa posizione sulla scacchiera di analisi di Regalia.
