# Regalia: arenor (turneringar): listan, formuläret för att skapa en, en arenas
# sida, rutan på partisidan och raden på startsidan (svenska).

## Sidhuvud
nav-arenas = Arenor

## Listan (/tournaments)
arena-list-title = Arenor
arena-list-intro = Spela så många partier du kan innan tiden tar slut. En vinst ger 2 poäng och remi 1; två vinster i rad gör dig het och dina vinster räknas dubbelt. Alla får titta; den som har ett namn får vara med.
arena-upcoming = Börjar snart
arena-running = Pågår nu
arena-finished = Avslutade
arena-none = Ingen arena i det här spelet just nu.
arena-by-link = Via länk
arena-winner = Vinnare: { $name }
arena-players = { $count ->
    [one] { $count } spelare
   *[other] { $count } spelare
}
arena-minutes = { $number } min
arena-starts-countdown = Börjar om { $clock }
arena-ends-countdown = Slutar om { $clock }
arena-over = Avslutad
arena-loading = Laddar…

## Skapa en arena
arena-create-title = Skapa en arena
arena-create-intro = Välj spel, betänketid och längd, och dela sedan länken till arenans sida.
arena-need-name = Du behöver ett namn för att skapa en arena eller vara med i en.
arena-game = Spel
arena-clock = Betänketid
arena-length = Längd
arena-starts-in = Börjar
arena-in-minutes = om { $number } min
arena-at-once = Genast
arena-rated = Rankad
arena-private = Bara för dem som har länken
arena-create = Skapa arenan
arena-error-length = En arena varar i 10 till 180 minuter.
arena-error-start = Välj när arenan börjar.

## En arena (/tournament/{id})
arena-title = Arena
arena-of-game = Arena i { $game }
arena-not-found = Den arenan finns inte.
arena-join = Var med
arena-resume = Var med igen
arena-pause = Pausa
arena-withdraw = Dra dig ur
arena-take-name = Ta ett namn för att vara med
arena-standings = Ställning
arena-rank = Plats
arena-player = Spelare
arena-rating = Rating
arena-sheet = Partier
arena-score = Poäng
arena-on-fire = Het: nästa vinst räknas dubbelt
arena-paused = pausad
arena-empty = Ingen är med än.
arena-pages = Ställningens sidor
arena-previous = Föregående
arena-next = Nästa
arena-page = Sida { $number } av { $total }
arena-find-me = Visa min rad
arena-game-starting = Ditt parti börjar…
arena-game-on = Du har ett parti på gång.
arena-go-to-game = Gå till ditt parti
arena-featured-title = Utvalt parti
arena-watch = Titta
arena-podium-title = Prispall
arena-points = { $count ->
    [one] { $count } poäng
   *[other] { $count } poäng
}
arena-close = Stäng
arena-no-games = Inget parti än.
arena-games-count = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
}
arena-performance = prestation { $number }
arena-summary-title = Sammanfattning
arena-summary-games = Partier
arena-summary-white = Vinster för vit
arena-summary-black = Vinster för svart
arena-summary-draws = Remier
arena-summary-berserk = Andel berserk
arena-summary-rating = Medelrating
arena-how-title = Så fungerar det
arena-how = Så fort ditt parti är slut väntar du några sekunder och får en ny motståndare nära dig i ställningen. En vinst ger 2 poäng, remi 1 och förlust 0. Efter två vinster i rad är du het: en vinst ger 4 och remi 2 tills du spelar ett parti du inte vinner. Remi på färre än 10 drag ger ingenting. Berserk halverar din egen klocka för en extra poäng om du vinner efter minst 7 drag. Med paus lottas du inte mot någon; dina poäng finns kvar.

## Partisidan och startsidan
arena-back = Tillbaka till arenan
arena-berserk = Berserk
arena-berserk-hint = Halvera din tid (utan tillägg) för en extra poäng om du vinner
arena-returning = Strax tillbaka till arenan, till ditt nästa parti…
arena-home-next = Nästa arena i { $game } om { $number } min
arena-home-all = Alla arenor
