# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Swedish). Shown by the pages and the client.

## Header
nav-player = Ditt namn
nav-leaderboard = Topplistor

## Taking a name (/player)
player-title = Ditt namn
player-intro = Spela utan konto. Med ett namn kan du spela rankade partier, dina ratingtal syns på din egen sida och på topplistorna, och du är samma spelare på dina andra enheter.
player-anonymous = Du spelar som Anonym.
player-name-label = Namn
player-name-hint = 3 till 20 bokstäver, siffror, _ eller -.
player-take = Ta det här namnet
player-key-title = Din spelarnyckel
player-key-sentence = Spara den här länken: med den kan du spela som { $name } på en annan enhet.
player-key-once = Den visas bara den här gången. Den som har länken kan spela som du.
player-copy = Kopiera
player-copied = Kopierad
player-playing-as = Du spelar som { $name }.
player-your-page = Din spelarsida
player-new-key = Skapa en ny nyckel
player-new-key-note = Den gamla nyckeln slutar fungera direkt; dina enheter förblir inloggade.
player-devices = Dina enheter
player-device-this = Den här enheten
player-device-since = Inloggad sedan
player-sign-out = Logga ut
player-tokens = API-token
player-tokens-sentence = En token låter ett program spela som du via bot- och bräde-API:t, som på lichess (lichess-bot, berserk): det skickar token som ”Authorization: Bearer …”. Håll den hemlig.
player-token-new = Skapa en token
player-token-once = Denna token visas bara den här gången: kopiera den nu.
player-token-revoke = Återkalla
player-token-none = Ingen token än.
player-bot-title = BOT
player-has-key = Har du en spelarnyckel från en annan enhet?
player-key-label = Spelarnyckel
player-sign-in = Logga in
player-signed-in = Den här webbläsaren spelar nu som { $name }.
player-take-link = Ta ett namn för att spela rankade partier

## Rated and casual games
game-rated = Rankat
game-casual = Oranket
home-rated = Rankat parti
home-range = Rankingintervall
home-range-any = Alla

## Player page (/@/name)
profile-title = Spelare
profile-rated-games = Rankade partier
profile-wins = Vinster
profile-draws = Remier
profile-losses = Förluster
profile-history = Ratinghistorik
profile-recent = Senaste rankade partier
profile-playing = Spelar nu
profile-none = Inga rankade partier än.
profile-won = Vinst
profile-drawn = Remi
profile-lost = Förlust
profile-against = mot { $name }
profile-uncounted = räknades inte: paret hade redan spelat dagens rankade partier

## Leaderboards (/leaderboard)
leaderboard-title = Topplistor
leaderboard-intro = Bara stadgade ratingtal visas: minst { $count ->
    [one] { $count } rankat parti
   *[other] { $count } rankade partier
} i spelet och en ratingavvikelse under { $number }.
leaderboard-empty = Ingen har ett stadgat ratingtal i det här spelet än.
leaderboard-player = Spelare
leaderboard-rating = Rating
leaderboard-games = Partier
