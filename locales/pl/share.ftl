# Regalia: udostępnianie partii i pozycji (polski): podglądy linków, obrazy, osadzone szachownice.

## Buttons on a game's page
game-download-png = Pobierz PNG
game-share-gif = Udostępnij jako GIF
game-embed = Osadź
game-embed-title = Osadź tę partię
game-embed-hint = Wklej ten kod na stronę internetową, aby pokazać na niej szachownicę z ruchami.

## The embedded board
embed-open = Otwórz w Regalii

## Link previews
preview-game-title = { $game }: { $white } przeciw { $black }
preview-invite-title = { $game }: { $name } zaprasza cię do gry
preview-invite-anonymous = { $game }: zaproszenie do gry
preview-invite-text = Otwórz link, aby zająć wolne miejsce i grać w Regalii, bez konta.
preview-playing = Partia trwa teraz w Regalii.
preview-position-title = { $game }: pozycja do analizy
preview-position-text = Otwórz tę pozycję na szachownicy analizy Regalii.
