# Regalia: sidor, knappar och klientens meddelanden (svenska).

## Ram
site-description = Spela King of the Hill, Racing Kings, Lielow och schack i webbläsaren, utan konto.
site-skip = Hoppa till huvudinnehållet
site-beta = Beta
site-beta-title = Regalia är nytt: berätta för oss vad som går fel.
nav-label = Huvudmeny
nav-play = Spela
nav-rules = Regler
nav-stats = Statistik
lang-label = Språk
lang-apply = Byt
footer-tagline = Schackvarianter utan konto

## Fel
error-not-found-title = Sidan finns inte
error-no-such-game = Det finns inget sådant parti här. Länken kan vara ofullständig.
error-back-home = Tillbaka till startsidan
error-network = Servern går inte att nå. Kontrollera anslutningen och försök igen.
error-generic = Något gick fel: { $name }

## Spel
game-kingofthehill = King of the Hill
game-kingofthehill-blurb = Schack med ett nytt sätt att vinna: gå med kungen till någon av de fyra mittrutorna.
game-racingkings = Racing Kings
game-racingkings-blurb = Inga schackar tillåtna: den kung som först når sista raden vinner loppet.
game-lielow = Lielow
game-lielow-blurb = Staplar av brickor som går lika långt som de är höga. Ta motståndarens krona.
game-chess = Schack
game-chess-blurb = Det klassiska spelet, med alla regler du känner till.

## Start
home-page-title = Spela schackvarianter
home-title = Spela schackvarianter, inget konto behövs
home-intro = Välj ett spel och spela på den här enheten, skicka en länk till en vän, möt datorn eller vänta på en motståndare i lobbyn.
home-games-title = Spel
home-counts-loading = Letar efter spelare…
home-players-online = { $count ->
    [0] Ingen spelar just nu
    [one] En spelare online
   *[other] { $count } spelare online
}
home-rooms-waiting = { $count ->
    [0] Ingen öppen utmaning
    [one] { $count } öppen utmaning
   *[other] { $count } öppna utmaningar
}
home-clock-label = Klocka för partier via länk eller i lobbyn (minuter + sekunder per drag)
clock-unlimited = Ingen klocka
mode-local = Spela på den här enheten
mode-friend = Spela mot en vän (länk)
mode-ai = Spela mot datorn
mode-seek = Öppna en utmaning
ai-level = Nivå
ai-color = Din färg
ai-start = Starta partiet
color-white = Vit
color-black = Svart
color-random = Slumpa
card-rules = Så spelar du
lobby-title = Öppna utmaningar
lobby-intro = Spelare som väntar på en motståndare. Ett klick, så är du med.
lobby-loading = Laddar lobbyn…
lobby-empty = Inga öppna utmaningar. Öppna en så kan nästa besökare möta dig.
lobby-join = Gå med
lobby-cancel = Avbryt
lobby-yours = Din utmaning: väntar på en motståndare…
lobby-seek-of = { $name } spelar { $color }
lobby-anonymous = Anonym
local-title = Dina partier på den här enheten
local-empty = Inget pågående parti på den här enheten.
local-resume = Fortsätt
local-delete = Radera
local-moves = { $count ->
    [0] inte påbörjat
    [one] { $count } drag
   *[other] { $count } drag
}
local-finished = avslutat
local-delete-confirm = Radera det här partiet för gott?

## Partisidan
game-page-title = Parti
local-page-title = Parti på den här enheten
game-board-label = Bräde
game-needs-script = Brädet behöver JavaScript. Slå på det i webbläsaren för att spela.
game-connection = Anslutning
game-promote = Förvandla till
game-flip = Vänd brädet
game-off-board = Flytta av brädet
game-sound = Ljud på eller av
game-accept = Godta
game-decline = Avböj
game-moves = Drag
game-nav = Bläddra i partiet
game-nav-first = Utgångsställningen
game-nav-prev = Föregående drag
game-nav-next = Nästa drag
game-nav-last = Aktuell ställning
game-input-label = Skriv ett drag
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Koordinater (e2e4), engelsk algebraisk notation (Nf3) eller Lielow (a2-off). Tryck Enter för att spela.
game-input-play = Spela
game-abort = Avbryt partiet
game-resign = Ge upp
game-offer-draw = Erbjud remi
game-claim-threefold = Kräv remi (trefaldig upprepning)
game-claim-fifty = Kräv remi (50-dragsregeln)
game-takeback = Ta tillbaka
game-rematch = Returmatch
game-claim-victory = Kräv vinst (motståndaren har lämnat)
game-new-local = Nytt parti
game-delete-local = Radera det här partiet
game-pgn = Ladda ner PGN
game-rules-link = Reglerna för spelet
game-loading = Laddar partiet…
game-your-turn = Din tur
game-their-turn = Väntar på motståndaren
game-turn = { $color ->
    [white] Vit drar
   *[black] Svart drar
}
game-you-are = Du spelar { $color ->
    [white] vit
   *[black] svart
}
game-spectating = Du tittar på det här partiet
game-waiting-opponent = Väntar på att din vän ska öppna länken
game-waiting-seek = Din utmaning ligger i lobbyn. Partiet börjar när någon går med.
game-ai-thinking = Datorn tänker…
game-ai-busy = { $count ->
    [one] Datorn tänker… (upptagen: { $count } parti före ditt)
   *[other] Datorn tänker… (upptagen: { $count } partier före ditt)
}
game-ai-name = Datorn, nivå { $level }
game-you = Du
game-opponent = Motståndare
game-white = Vit
game-black = Svart
game-online = online
game-offline = offline
game-reconnecting = Återansluter…
page-fault = Något gick fel på den här sidan. Ladda om den för att fortsätta.
game-draw-offered = Motståndaren erbjuder remi.
game-draw-offer-sent = Remi erbjuden. Väntar på svar.
game-takeback-offered = Motståndaren vill ta tillbaka sitt senaste drag.
game-takeback-offered-two = Motståndaren vill ta tillbaka två drag: ditt senaste drag och sitt eget före det.
game-takeback-sent = Du har bett om att ta tillbaka. Väntar på svar.
game-rematch-offered = Motståndaren vill spela returmatch.
game-rematch-sent = Returmatch erbjuden. Väntar på svar.
game-resign-confirm = Ge upp det här partiet?
game-illegal-move = { $move } är inte ett tillåtet drag här.
game-move-unconfirmed = ännu inte bekräftat av servern
race-illegal-move = { $move } är inte ett tillåtet drag här. I Racing Kings får inget drag ge schack, och ingen kung får gå till ett hotat fält.
race-black-may-draw = Vit har nått sista raden: Svart har ett drag på sig att också nå den och göra remi.
game-unknown-move = ”{ $move }” är inte ett drag. Pröva e2e4, Nf3 eller a2-off.
game-viewing-past = Du tittar på en tidigare ställning. Gå till den aktuella ställningen för att dra.
game-moved = { $color ->
    [white] Vit spelade { $move }
   *[black] Svart spelade { $move }
}
game-lielow-stack = { $color ->
    [white] Vit stapel med höjden { $count }
   *[black] Svart stapel med höjden { $count }
}
game-lielow-crown = krönt
game-promote-queen = Dam
game-promote-rook = Torn
game-promote-bishop = Löpare
game-promote-knight = Springare
game-promote-king = Kung
game-promote-cancel = Avbryt
game-position = Ställning
game-piece-pawn = Bonde
share-title = Bjud in en vän
share-hint = Skicka länken till din motståndare. Den som öppnar den först tar platsen.
share-copy = Kopiera
share-copied = Kopierat
share-watch-title = Länk för åskådare
join-text = Det finns en ledig plats i det här partiet.
join-button = Ta platsen och spela

## Resultat
result-white-wins = Vit vinner
result-black-wins = Svart vinner
result-draw = Remi
result-aborted = Partiet avbröts
reason-checkmate = { $color ->
    [white] Vit gjorde schack matt
   *[black] Svart gjorde schack matt
}
reason-stalemate = Patt
reason-insufficient-material = Ingen sida kan göra matt
reason-hill = { $color ->
    [white] Vits kung nådde kullen
   *[black] Svarts kung nådde kullen
}
reason-race = { $color ->
    [white] Vits kung vann loppet till sista raden
   *[black] Svarts kung vann loppet till sista raden
}
reason-race-draw = Båda kungarna nådde sista raden
reason-crown-captured = { $color ->
    [white] Vit tog Svarts krona
   *[black] Svart tog Vits krona
}
reason-crown-off-board = { $color ->
    [white] Svarts krönta stapel lämnade brädet
   *[black] Vits krönta stapel lämnade brädet
}
reason-resignation = { $color ->
    [white] Svart gav upp
   *[black] Vit gav upp
}
reason-timeout = { $color ->
    [white] Svarts tid tog slut
   *[black] Vits tid tog slut
}
reason-agreement = Remi efter överenskommelse
reason-threefold = Remi genom trefaldig upprepning
reason-fifty-moves = Remi enligt 50-dragsregeln
reason-abandoned = { $color ->
    [white] Svart lämnade partiet
   *[black] Vit lämnade partiet
}
reason-aborted = Partiet avbröts innan det riktigt hade börjat

## Regelguider (ram runt guides.ftl)
guide-diagram-label = Utgångsställningen
guide-diagram-caption = Utgångsställningen
guide-other-games = Andra spel
guide-back-fallback = Tillbaka till ditt parti

## Statistik
stats-title = Statistik
stats-intro = Resultaten av alla avslutade partier på den här servern.
stats-loading = Räknar partier…
stats-games = { $count ->
    [0] Inga avslutade partier än
    [one] { $count } avslutat parti
   *[other] { $count } avslutade partier
}
stats-results = Resultat
stats-white-wins = Vita vinster
stats-black-wins = Svarta vinster
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Remier
stats-endings = Hur partierna slutade
stats-nothing = Spela ett parti så syns det här.
ending-checkmate = Schack matt
ending-stalemate = Patt
ending-insufficient-material = Otillräckligt material
ending-hill = Kungen nådde kullen
ending-race = Kungen vann loppet
ending-race-draw = Båda kungarna i mål
ending-crown-captured = Kronan togs
ending-crown-off-board = Kronan lämnade brädet
ending-resignation = Uppgivet
ending-timeout = Tiden tog slut
ending-agreement = Överenskommen remi
ending-threefold = Trefaldig upprepning
ending-fifty-moves = 50-dragsregeln
ending-abandoned = Övergivet parti
ending-aborted = Avbrutet

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = ”{ $move }” går inte att läsa som ett drag.
why-game-over = partiet är redan slut.
why-no-piece = ingen pjäs hos den som är vid draget kan göra det draget.
why-ambiguous = mer än en pjäs kan göra det draget — ange vilken (som i Nbd2).
why-in-check = kungen står i schack och det här draget häver inte schacken.
why-pinned = den pjäsen är bunden — flyttas den står den egna kungen i schack.
why-king-attacked = kungen får inte gå till ett fält som motståndaren hotar.
why-hill-attacked = den mittrutan är hotad, så kungen får inte gå dit.
why-gives-check = { $move } skulle ge schack, vilket Racing Kings förbjuder.
why-castling = rockad går inte nu.
why-not-this-way = den stapeln kan inte flytta så.
game-illegal-why = { $move } är inte tillåtet här: { $why }

## TV (/tv)
tv-title = TV
tv-intro = Partiet som spelas av de högst rankade spelarna, direkt. När det är slut går TV:n vidare till nästa.
tv-all = Alla spel
tv-channels = TV-kanaler
tv-empty = Ingen spelar här just nu. TV:n visar nästa parti så snart ett börjar.
home-tv = Se det bästa pågående partiet på TV
