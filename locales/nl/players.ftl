# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Dutch). Shown by the pages and the client.

## Header
nav-player = Jouw naam
nav-leaderboard = Ranglijsten

## Taking a name (/player)
player-title = Jouw naam
player-intro = Speel zonder account. Met een naam speel je partijen met rating, staan je ratings op je eigen pagina en in de ranglijsten, en ben je dezelfde speler op je andere apparaten.
player-anonymous = Je speelt als Anoniem.
player-name-label = Naam
player-name-hint = 3 tot 20 letters, cijfers, _ of -.
player-take = Deze naam nemen
player-key-title = Jouw spelerssleutel
player-key-sentence = Bewaar deze link: daarmee speel je als { $name } op een ander apparaat.
player-key-once = Hij wordt alleen nu getoond. Iedereen met de link kan als jou spelen.
player-copy = Kopiëren
player-copied = Gekopieerd
player-playing-as = Je speelt als { $name }.
player-your-page = Jouw spelerspagina
player-new-key = Nieuwe sleutel maken
player-new-key-note = De oude sleutel werkt meteen niet meer; je apparaten blijven aangemeld.
player-devices = Jouw apparaten
player-device-this = Dit apparaat
player-device-since = Aangemeld sinds
player-sign-out = Afmelden
player-tokens = API-tokens
player-tokens-sentence = Met een token speelt een programma namens jou via de bot- en bord-API, zoals op lichess (lichess-bot, berserk): het stuurt het token als ‘Authorization: Bearer …’. Houd het geheim.
player-token-new = Token maken
player-token-once = Dit token wordt maar één keer getoond: kopieer het nu.
player-token-revoke = Intrekken
player-token-none = Nog geen token.
player-bot-title = BOT
player-has-key = Heb je een spelerssleutel van een ander apparaat?
player-key-label = Spelerssleutel
player-sign-in = Aanmelden
player-signed-in = Deze browser speelt nu als { $name }.
player-take-link = Kies een naam om partijen met rating te spelen

## Rated and casual games
game-rated = Met rating
game-casual = Vriendschappelijk
home-rated = Partij met rating
home-range = Ratingbereik
home-range-any = Alle

## Player page (/@/name)
profile-title = Speler
profile-rated-games = Partijen met rating
profile-wins = Winst
profile-draws = Remise
profile-losses = Verlies
profile-history = Ratingverloop
profile-recent = Recente partijen met rating
profile-playing = Speelt nu
profile-none = Nog geen partij met rating.
profile-won = Gewonnen
profile-drawn = Remise
profile-lost = Verloren
profile-against = tegen { $name }
profile-uncounted = niet meegeteld: dit tweetal had de partijen met rating van vandaag al gespeeld

## Leaderboards (/leaderboard)
leaderboard-title = Ranglijsten
leaderboard-intro = Alleen vaste ratings staan hier: minstens { $count ->
    [one] { $count } partij met rating
   *[other] { $count } partijen met rating
} in het spel en een ratingafwijking onder { $number }.
leaderboard-empty = Nog niemand heeft een vaste rating in dit spel.
leaderboard-player = Speler
leaderboard-rating = Rating
leaderboard-games = Partijen
