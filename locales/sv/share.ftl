# Regalia: dela partier och ställningar (svenska): länkförhandsvisningar, bilder, inbäddade brädor.

## Buttons on a game's page
game-download-png = Ladda ner PNG
game-share-gif = Dela som GIF
game-embed = Bädda in
game-embed-title = Bädda in det här partiet
game-embed-hint = Klistra in den här koden på en webbsida för att visa brädet där, med dragen.

## The embedded board
embed-open = Öppna på Regalia

## Link previews
preview-game-title = { $game }: { $white } mot { $black }
preview-invite-title = { $game }: { $name } bjuder in dig att spela
preview-invite-anonymous = { $game }: en inbjudan att spela
preview-invite-text = Öppna länken för att ta den lediga platsen och spela på Regalia, utan konto.
preview-playing = Spelas just nu på Regalia.
preview-position-title = { $game }: en ställning att analysera
preview-position-text = Öppna den här ställningen på Regalias analysbräde.
