# Regalia: arena's (toernooien): de lijst, het formulier om er een te maken,
# de pagina van een arena, het vak op de partijpagina en de regel op de startpagina (Nederlands).

## Kop
nav-arenas = Arena's

## De lijst (/tournaments)
arena-list-title = Arena's
arena-list-intro = Speel zoveel partijen als je kunt voordat de tijd om is. Een overwinning levert 2 punten op en remise 1; na twee overwinningen op rij sta je in vuur en vlam en tellen je overwinningen dubbel. Iedereen mag kijken; wie een naam heeft, mag meedoen.
arena-upcoming = Beginnen binnenkort
arena-running = Nu bezig
arena-finished = Afgelopen
arena-none = Op dit moment geen arena van dit spel.
arena-by-link = Via link
arena-winner = Winnaar: { $name }
arena-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
arena-minutes = { $number } min
arena-starts-countdown = Begint over { $clock }
arena-ends-countdown = Eindigt over { $clock }
arena-over = Afgelopen
arena-loading = Laden…

## Een arena maken
arena-create-title = Een arena maken
arena-create-intro = Kies het spel, de bedenktijd en de duur, en deel dan de link naar de pagina van de arena.
arena-need-name = Je hebt een naam nodig om een arena te maken of mee te doen.
arena-game = Spel
arena-clock = Bedenktijd
arena-length = Duur
arena-starts-in = Begint
arena-in-minutes = over { $number } min
arena-at-once = Meteen
arena-rated = Met rating
arena-private = Alleen voor wie de link heeft
arena-create = Arena maken
arena-error-length = Een arena duurt 10 tot 180 minuten.
arena-error-start = Kies wanneer de arena begint.

## Eén arena (/tournament/{id})
arena-title = Arena
arena-of-game = { $game }-arena
arena-not-found = Deze arena bestaat niet.
arena-join = Meedoen
arena-resume = Weer meedoen
arena-pause = Pauze
arena-withdraw = Terugtrekken
arena-take-name = Kies een naam om mee te doen
arena-standings = Stand
arena-rank = Plaats
arena-player = Speler
arena-rating = Rating
arena-sheet = Partijen
arena-score = Punten
arena-on-fire = In vuur en vlam: de volgende overwinning telt dubbel
arena-paused = gepauzeerd
arena-empty = Er doet nog niemand mee.
arena-pages = Pagina's van de stand
arena-previous = Vorige
arena-next = Volgende
arena-page = Pagina { $number } van { $total }
arena-find-me = Mijn regel tonen
arena-game-starting = Je partij begint…
arena-game-on = Je hebt een partij bezig.
arena-go-to-game = Naar je partij
arena-featured-title = Uitgelichte partij
arena-watch = Kijken
arena-podium-title = Podium
arena-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
arena-close = Sluiten
arena-no-games = Nog geen partij.
arena-games-count = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}
arena-performance = prestatie { $number }
arena-summary-title = Samenvatting
arena-summary-games = Partijen
arena-summary-white = Winst voor wit
arena-summary-black = Winst voor zwart
arena-summary-draws = Remises
arena-summary-berserk = Aandeel berserk
arena-summary-rating = Gemiddelde rating
arena-how-title = Zo werkt het
arena-how = Zodra je partij afloopt, wacht je een paar seconden en krijg je een nieuwe tegenstander die dicht bij je in de stand staat. Een overwinning levert 2 punten op, remise 1, verlies 0. Na twee overwinningen op rij sta je in vuur en vlam: winst levert 4 op en remise 2, tot een partij die je niet wint. Remise in minder dan 10 zetten levert niets op. Berserk halveert je eigen klok voor een extra punt als je wint na minstens 7 zetten. Met pauze word je niet meer ingedeeld; je punten blijven staan.

## De partijpagina en de startpagina
arena-back = Terug naar de arena
arena-berserk = Berserk
arena-berserk-hint = Halveer je bedenktijd (zonder increment) voor een extra punt als je wint
arena-returning = Zo meteen terug naar de arena, voor je volgende partij…
arena-home-next = Volgende { $game }-arena over { $number } min
arena-home-all = Alle arena's
