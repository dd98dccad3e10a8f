# Regalia: pagina's, knoppen en meldingen van de client (Nederlands).

## Kader
site-description = Speel King of the Hill, Racing Kings, Lielow en schaken in je browser, zonder account.
site-skip = Naar de hoofdinhoud
site-beta = Bèta
site-beta-title = Regalia is nieuw: laat ons weten wat er misgaat.
nav-label = Hoofdmenu
nav-play = Spelen
nav-rules = Regels
nav-stats = Statistieken
lang-label = Taal
lang-apply = Wijzigen
footer-tagline = Schaakvarianten zonder account

## Fouten
error-not-found-title = Pagina niet gevonden
error-no-such-game = Deze partij bestaat hier niet. Misschien is de link onvolledig.
error-back-home = Terug naar de startpagina
error-network = De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.
error-generic = Er ging iets mis: { $name }

## Spellen
game-kingofthehill = King of the Hill
game-kingofthehill-blurb = Schaken met een extra manier om te winnen: breng je koning naar een van de vier middenvelden.
game-racingkings = Racing Kings
game-racingkings-blurb = Schaak geven is verboden: de koning die als eerste de laatste rij haalt, wint de race.
game-lielow = Lielow
game-lielow-blurb = Stapels schijven die zo ver gaan als ze hoog zijn. Sla de kroon van je tegenstander.
game-chess = Schaken
game-chess-blurb = Het klassieke spel, met alle regels die je kent.

## Startpagina
home-page-title = Schaakvarianten spelen
home-title = Schaakvarianten spelen, geen account nodig
home-intro = Kies een spel en speel op dit apparaat, stuur een vriend een link, neem het op tegen de computer of wacht in de lobby op een tegenstander.
home-games-title = Spellen
home-counts-loading = Spelers zoeken…
home-players-online = { $count ->
    [0] Er speelt nu niemand
    [one] Eén speler online
   *[other] { $count } spelers online
}
home-rooms-waiting = { $count ->
    [0] Geen wachtende partijen
    [one] { $count } wachtende partij
   *[other] { $count } wachtende partijen
}
home-clock-label = Bedenktijd voor partijen via een link of in de lobby (minuten + seconden per zet)
clock-unlimited = Zonder klok
mode-local = Op dit apparaat spelen
mode-friend = Tegen een vriend (link)
mode-ai = Tegen de computer
mode-seek = Uitdaging plaatsen
ai-level = Niveau
ai-color = Jouw kleur
ai-start = Partij starten
color-white = Wit
color-black = Zwart
color-random = Willekeurig
card-rules = Zo speel je het
lobby-title = Open uitdagingen
lobby-intro = Spelers die op een tegenstander wachten. Doe mee met één klik.
lobby-loading = Lobby laden…
lobby-empty = Geen open uitdagingen. Plaats er een, dan kan de volgende bezoeker tegen je spelen.
lobby-join = Meedoen
lobby-cancel = Intrekken
lobby-yours = Jouw uitdaging: wachten op een tegenstander…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anoniem
local-title = Jouw partijen op dit apparaat
local-empty = Er loopt geen partij op dit apparaat.
local-resume = Verder spelen
local-delete = Verwijderen
local-moves = { $count ->
    [0] nog niet begonnen
    [one] { $count } zet
   *[other] { $count } zetten
}
local-finished = afgelopen
local-delete-confirm = Deze partij definitief verwijderen?

## Partijpagina
game-page-title = Partij
local-page-title = Partij op dit apparaat
game-board-label = Bord
game-needs-script = Het bord heeft JavaScript nodig. Zet het aan in je browser om te spelen.
game-connection = Verbinding
game-promote = Promoveren tot
game-flip = Bord omdraaien
game-off-board = Van het bord af
game-sound = Geluid aan of uit
game-accept = Accepteren
game-decline = Weigeren
game-moves = Zetten
game-nav = Door de partij bladeren
game-nav-first = Beginstelling
game-nav-prev = Vorige zet
game-nav-next = Volgende zet
game-nav-last = Huidige stelling
game-input-label = Typ een zet
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Coördinaten (e2e4), algebraïsche notatie met Engelse letters (Nf3 voor Pf3) of Lielow (a2-off). Druk op Enter om te zetten.
game-input-play = Zetten
game-abort = Afbreken
game-resign = Opgeven
game-offer-draw = Remise aanbieden
game-claim-threefold = Remise claimen (drievoudige herhaling)
game-claim-fifty = Remise claimen (50-zettenregel)
game-takeback = Zet terugnemen
game-rematch = Revanche
game-claim-victory = Winst claimen (je tegenstander is weg)
game-new-local = Nieuwe partij
game-delete-local = Deze partij verwijderen
game-pgn = PGN downloaden
game-rules-link = Regels van dit spel
game-loading = Partij laden…
game-your-turn = Jij bent aan zet
game-their-turn = Wachten op je tegenstander
game-turn = { $color ->
    [white] Wit aan zet
   *[black] Zwart aan zet
}
game-you-are = Je speelt met { $color ->
    [white] wit
   *[black] zwart
}
game-spectating = Je kijkt naar deze partij
game-waiting-opponent = Wachten tot je vriend de link opent
game-waiting-seek = Je uitdaging staat in de lobby. De partij begint zodra iemand meedoet.
game-ai-thinking = De computer denkt na…
game-ai-busy = { $count ->
    [one] De computer denkt na… (druk: { $count } partij voor de jouwe)
   *[other] De computer denkt na… (druk: { $count } partijen voor de jouwe)
}
game-ai-name = Computer, niveau { $level }
game-you = Jij
game-opponent = Tegenstander
game-white = Wit
game-black = Zwart
game-online = online
game-offline = offline
game-reconnecting = Opnieuw verbinden…
page-fault = Er ging iets mis op deze pagina. Laad de pagina opnieuw om verder te gaan.
game-draw-offered = Je tegenstander biedt remise aan.
game-draw-offer-sent = Remise aangeboden. Wachten op antwoord.
game-takeback-offered = Je tegenstander wil de laatste zet terugnemen.
game-takeback-offered-two = Je tegenstander wil twee zetten terugnemen: jouw laatste zet en zijn zet daarvoor.
game-takeback-sent = Terugname gevraagd. Wachten op antwoord.
game-rematch-offered = Je tegenstander wil een revanche.
game-rematch-sent = Revanche aangeboden. Wachten op antwoord.
game-resign-confirm = Deze partij opgeven?
game-illegal-move = { $move } is hier geen reglementaire zet.
game-move-unconfirmed = nog niet bevestigd door de server
race-illegal-move = { $move } is hier geen reglementaire zet. Bij Racing Kings mag geen zet schaak geven, en geen koning mag naar een aangevallen veld.
race-black-may-draw = Wit heeft de laatste rij bereikt: Zwart heeft één zet om die ook te bereiken en remise te maken.
game-unknown-move = ‘{ $move }’ is geen zet. Probeer e2e4, Nf3 of a2-off.
game-viewing-past = Je bekijkt een eerdere stelling. Ga naar de huidige stelling om te zetten.
game-moved = { $color ->
    [white] Wit speelde { $move }
   *[black] Zwart speelde { $move }
}
game-lielow-stack = { $color ->
    [white] Witte stapel van hoogte { $count }
   *[black] Zwarte stapel van hoogte { $count }
}
game-lielow-crown = gekroond
game-promote-queen = Dame
game-promote-rook = Toren
game-promote-bishop = Loper
game-promote-knight = Paard
game-promote-king = Koning
game-promote-cancel = Annuleren
game-position = Stelling
game-piece-pawn = Pion
share-title = Een vriend uitnodigen
share-hint = Stuur deze link naar je tegenstander. Wie hem het eerst opent, krijgt de plek.
share-copy = Kopiëren
share-copied = Gekopieerd
share-watch-title = Link voor toeschouwers
join-text = Er is een plek vrij in deze partij.
join-button = Plek innemen en spelen

## Uitslagen
result-white-wins = Wit wint
result-black-wins = Zwart wint
result-draw = Remise
result-aborted = Partij afgebroken
reason-checkmate = { $color ->
    [white] Wit heeft zwart schaakmat gezet
   *[black] Zwart heeft wit schaakmat gezet
}
reason-stalemate = Pat
reason-insufficient-material = Geen van beide kan nog mat zetten
reason-hill = { $color ->
    [white] De witte koning heeft de heuvel bereikt
   *[black] De zwarte koning heeft de heuvel bereikt
}
reason-race = { $color ->
    [white] De witte koning won de race naar de laatste rij
   *[black] De zwarte koning won de race naar de laatste rij
}
reason-race-draw = Beide koningen bereikten de laatste rij
reason-crown-captured = { $color ->
    [white] Wit heeft de zwarte kroon geslagen
   *[black] Zwart heeft de witte kroon geslagen
}
reason-crown-off-board = { $color ->
    [white] De gekroonde stapel van zwart heeft het bord verlaten
   *[black] De gekroonde stapel van wit heeft het bord verlaten
}
reason-resignation = { $color ->
    [white] Zwart heeft opgegeven
   *[black] Wit heeft opgegeven
}
reason-timeout = { $color ->
    [white] Zwart had geen tijd meer
   *[black] Wit had geen tijd meer
}
reason-agreement = Remise in onderling overleg
reason-threefold = Remise door drievoudige herhaling
reason-fifty-moves = Remise door de 50-zettenregel
reason-abandoned = { $color ->
    [white] Zwart heeft de partij verlaten
   *[black] Wit heeft de partij verlaten
}
reason-aborted = De partij werd afgebroken voordat ze echt begon

## Regels (kader rond guides.ftl)
guide-diagram-label = De beginstelling
guide-diagram-caption = De beginstelling
guide-other-games = Andere spellen
guide-back-fallback = Terug naar je partij

## Statistieken
stats-title = Statistieken
stats-intro = Uitslagen van alle afgelopen partijen op deze server.
stats-loading = Partijen tellen…
stats-games = { $count ->
    [0] Nog geen afgelopen partijen
    [one] { $count } afgelopen partij
   *[other] { $count } afgelopen partijen
}
stats-results = Uitslagen
stats-white-wins = Winst voor wit
stats-black-wins = Winst voor zwart
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Remises
stats-endings = Hoe partijen eindigden
stats-nothing = Speel een partij, dan verschijnt ze hier.
ending-checkmate = Schaakmat
ending-stalemate = Pat
ending-insufficient-material = Onvoldoende materiaal
ending-hill = Koning op de heuvel
ending-race = Koning won de race
ending-race-draw = Beide koningen op de laatste rij
ending-crown-captured = Kroon geslagen
ending-crown-off-board = Kroon van het bord
ending-resignation = Opgave
ending-timeout = Tijd om
ending-agreement = Remise overeengekomen
ending-threefold = Drievoudige herhaling
ending-fifty-moves = 50-zettenregel
ending-abandoned = Partij verlaten
ending-aborted = Afgebroken

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = ‘{ $move }’ is niet als zet te lezen.
why-game-over = de partij is al afgelopen.
why-no-piece = geen stuk van de partij die aan zet is kan die zet doen.
why-ambiguous = meer dan één stuk kan die zet doen — zeg welk (zoals in Nbd2).
why-in-check = de koning staat schaak en deze zet heft het schaak niet op.
why-pinned = dat stuk is gepend — als het zet, staat de eigen koning schaak.
why-king-attacked = de koning mag niet naar een veld dat de andere partij aanvalt.
why-hill-attacked = dat middenveld wordt aangevallen, dus de koning mag er niet heen.
why-gives-check = { $move } zou schaak geven, en dat verbiedt Racing Kings.
why-castling = rokeren kan nu niet.
why-not-this-way = die stapel kan niet zo bewegen.
game-illegal-why = { $move } is hier niet geldig: { $why }

## TV (/tv)
tv-title = TV
tv-intro = De lopende partij van de hoogst gewaardeerde spelers, live. Als die afloopt, gaat de tv door naar de volgende.
tv-all = Alle spellen
tv-channels = Tv-kanalen
tv-empty = Hier speelt nu niemand. De tv toont de volgende partij zodra er een begint.
home-tv = Bekijk de beste lopende partij op tv
