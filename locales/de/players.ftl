# Regalia: player names, player keys, ratings, player pages and leaderboards
# (German). Shown by the pages and the client.

## Header
nav-player = Dein Name
nav-leaderboard = Bestenlisten

## Taking a name (/player)
player-title = Dein Name
player-intro = Spiele ohne Konto. Mit einem Namen spielst du gewertete Partien, deine Wertungen stehen auf deiner Seite und in den Bestenlisten, und du bist auf deinen anderen Geräten derselbe Spieler.
player-anonymous = Du spielst als Anonym.
player-name-label = Name
player-name-hint = 3 bis 20 Buchstaben, Ziffern, _ oder -.
player-take = Diesen Namen nehmen
player-key-title = Dein Spielerschlüssel
player-key-sentence = Bewahre diesen Link auf: Mit ihm spielst du auf einem anderen Gerät als { $name }.
player-key-once = Er wird nur dieses eine Mal gezeigt. Wer den Link hat, kann als du spielen.
player-copy = Kopieren
player-copied = Kopiert
player-playing-as = Du spielst als { $name }.
player-your-page = Deine Spielerseite
player-new-key = Neuen Schlüssel erstellen
player-new-key-note = Der alte Schlüssel gilt sofort nicht mehr; deine Geräte bleiben angemeldet.
player-devices = Deine Geräte
player-device-this = Dieses Gerät
player-device-since = Angemeldet seit
player-sign-out = Abmelden
player-tokens = API-Tokens
player-tokens-sentence = Ein Token lässt ein Programm über die Bot- und Brett-API für dich spielen, wie auf lichess (lichess-bot, berserk): Es sendet das Token als „Authorization: Bearer …“. Halte es geheim.
player-token-new = Token erstellen
player-token-once = Dieses Token wird nur dieses eine Mal gezeigt: Kopiere es jetzt.
player-token-revoke = Widerrufen
player-token-none = Noch kein Token.
player-bot-title = BOT
player-has-key = Hast du einen Spielerschlüssel von einem anderen Gerät?
player-key-label = Spielerschlüssel
player-sign-in = Anmelden
player-signed-in = Dieser Browser spielt jetzt als { $name }.
player-take-link = Nimm einen Namen, um gewertete Partien zu spielen

## Rated and casual games
game-rated = Gewertet
game-casual = Ungewertet
home-rated = Gewertete Partie
home-range = Wertungsbereich
home-range-any = Beliebig

## Player page (/@/name)
profile-title = Spieler
profile-rated-games = Gewertete Partien
profile-wins = Siege
profile-draws = Remis
profile-losses = Niederlagen
profile-history = Wertungsverlauf
profile-recent = Letzte gewertete Partien
profile-playing = Spielt gerade
profile-none = Noch keine gewertete Partie.
profile-won = Gewonnen
profile-drawn = Remis
profile-lost = Verloren
profile-against = gegen { $name }
profile-uncounted = nicht gezählt: dieses Paar hatte seine gewerteten Partien des Tages schon gespielt

## Leaderboards (/leaderboard)
leaderboard-title = Bestenlisten
leaderboard-intro = Nur gefestigte Wertungen stehen hier: mindestens { $count ->
    [one] { $count } gewertete Partie
   *[other] { $count } gewertete Partien
} im Spiel und eine Wertungsabweichung unter { $number }.
leaderboard-empty = In diesem Spiel hat noch niemand eine gefestigte Wertung.
leaderboard-player = Spieler
leaderboard-rating = Wertung
leaderboard-games = Partien
