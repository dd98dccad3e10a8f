## Spelregels: King of the Hill, Racing Kings, Lielow en schaken.
## Alleen platte tekst; het paginasjabloon voegt de structuur toe.

## Gedeelde kopjes

guide-heading-card = In het kort
guide-heading-setup = Beginopstelling
guide-heading-moves = Zetten en slaan
guide-heading-win = Zo win je
guide-heading-draws = Remise
guide-heading-special = Bijzondere regels
guide-heading-differences = Wat anders is dan bij schaken
guide-heading-elsewhere = Onze regels en andere sites
guide-heading-history = Geschiedenis
guide-heading-faq = Vragen van beginners
guide-diff-topic = Onderwerp
guide-diff-chess = Schaken
guide-diff-this-game = Dit spel
guide-back-to-game = Terug naar de partij
guide-play-now = Nu spelen
guide-index-title = Spelregels
guide-index-intro = Hoe je elk spel op Regalia speelt: de beginopstelling, de zetten, hoe je wint, en de paar details waarin onze regels afwijken van wat je misschien elders hebt gezien.

## King of the Hill

guide-kingofthehill-title = King of the Hill
guide-kingofthehill-tagline = Schaken met een tweede manier om te winnen: breng je koning naar een van de vier middenvelden.

guide-kingofthehill-setup-1 = De partij begint vanuit de gewone beginstelling van het schaakspel, zoals in het diagram. Wit begint.
guide-kingofthehill-setup-2 = De heuvel bestaat uit de vier velden in het midden van het bord: d4, e4, d5 en e5.

guide-kingofthehill-moves-1 = Alle stukken bewegen en slaan precies zoals bij schaken. Rokade, en passant slaan en promotie werken zoals altijd.
guide-kingofthehill-moves-2 = Net als bij schaken mag een koning nooit naar een aangevallen veld gaan of schaak blijven staan, en mag hij niet rokeren als hij schaak staat, over een aangevallen veld heen moet of op een aangevallen veld uitkomt. De heuvel is geen uitzondering: een heuvelveld dat door een stuk van de tegenstander wordt aangevallen, is gewoon geen veld waar je koning heen kan.

guide-kingofthehill-win-1 = Zet je koning op een van de vier heuvelvelden en je wint meteen. Hij kan er komen met een gewone stap of door een stuk van de tegenstander te slaan dat op de heuvel staat. Je tegenstander mag niet meer antwoorden.
guide-kingofthehill-win-2 = Schaakmat wint ook, net als bij schaken.

guide-kingofthehill-draws-1 = Pat is remise: de speler die aan zet is heeft geen reglementaire zet en staat niet schaak.
guide-kingofthehill-draws-2 = De speler die aan zet is mag remise claimen als de huidige stelling voor de derde keer is ontstaan (dezelfde stukken op dezelfde velden, dezelfde speler aan zet, dezelfde mogelijkheden voor rokade en en passant), of als beide kanten elk 50 zetten hebben gedaan zonder slagzet of pionzet. Geen van beide situaties beëindigt de partij vanzelf: als niemand claimt, wordt er doorgespeeld.
guide-kingofthehill-draws-3 = In online partijen kunnen de spelers ook remise overeenkomen.
guide-kingofthehill-draws-4 = Er is geen remise wegens onvoldoende materiaal. Zelfs een kale koning tegen een kale koning kan nog winnen door de heuvel te bereiken, dus de partij gaat door.

guide-kingofthehill-special-1 = De heuvel is een doel, geen veilige haven. Je koning kan er alleen komen met een reglementaire zet, dus een heuvelveld dat door een stuk van de tegenstander wordt gedekt, is onbereikbaar zolang die dekking er is.
guide-kingofthehill-special-2 = Een partij is afgelopen zodra er een koning op de heuvel staat: in een stelling met een koning op d4, e4, d5 of e5 is geen enkele reglementaire zet meer mogelijk.
guide-kingofthehill-special-3 = Partijen kunnen beginnen vanuit de gewone beginstelling of vanuit elke geldige King of the Hill-stelling, gegeven als FEN.

guide-kingofthehill-diff-1-topic = Doel
guide-kingofthehill-diff-1-chess = De vijandelijke koning matzetten
guide-kingofthehill-diff-1-this = Matzetten, of je eigen koning naar d4, e4, d5 of e5 brengen
guide-kingofthehill-diff-2-topic = Koning bereikt het centrum
guide-kingofthehill-diff-2-chess = Er gebeurt niets bijzonders
guide-kingofthehill-diff-2-this = Directe winst, zonder antwoord van de tegenstander
guide-kingofthehill-diff-3-topic = De koning in het middenspel
guide-kingofthehill-diff-3-chess = Verschuilt zich meestal achter zijn pionnen
guide-kingofthehill-diff-3-this = Trekt vaak op naar het centrum, dus beide kanten moeten de heuvel bewaken
guide-kingofthehill-diff-4-topic = Koning tegen koning
guide-kingofthehill-diff-4-chess = Remise: niemand kan matzetten
guide-kingofthehill-diff-4-this = Er wordt doorgespeeld: de eerste koning op de heuvel wint
guide-kingofthehill-diff-5-topic = Aangevallen velden
guide-kingofthehill-diff-5-chess = De koning mag er niet heen
guide-kingofthehill-diff-5-this = Hetzelfde, en dat geldt ook voor de heuvelvelden
guide-kingofthehill-diff-6-topic = Stukken, rokade, en passant, promotie
guide-kingofthehill-diff-6-chess = Standaardregels
guide-kingofthehill-diff-6-this = Precies hetzelfde als bij schaken

guide-kingofthehill-elsewhere-1 = King of the Hill wordt op verschillende sites en in verschillende programma's aangeboden, en de kleine lettertjes zijn niet altijd gelijk. Dit is precies wat wij toepassen.
guide-kingofthehill-elsewhere-2 = Een aangevallen heuvelveld is geen reglementaire bestemming voor de koning. Je kunt niet op een aangevallen heuvelveld springen en toch winnen.
guide-kingofthehill-elsewhere-3 = De winst is direct. Op het moment dat de koning aankomt, is de partij voorbij; de tegenstander krijgt geen laatste zet.
guide-kingofthehill-elsewhere-4 = Koning tegen koning is geen remise. Waar de gewone schaakregel over onvoldoende materiaal geldt, zou zo'n partij eindigen; hier gaat ze door, omdat elk van beide koningen de heuvel nog kan bereiken.
guide-kingofthehill-elsewhere-5 = Drievoudige zetherhaling en de 50-zettenregel leveren alleen remise op als een speler die claimt; ze beëindigen de partij nooit automatisch. Er is ook geen automatisch einde na een vijfvoudige herhaling of 75 zetten, zoals op sommige populaire sites.

guide-kingofthehill-history-1 = King of the Hill is een schaakvariant met een lange geschiedenis: de koning een doel in het centrum geven is een van de oudste en eenvoudigste manieren om het spel te veranderen. Echt populair werd de variant toen online schaaksites hem gingen aanbieden.
guide-kingofthehill-history-2 = Een oude gewoonte wordt op zijn kop gezet. Bij schaken verstopt de koning zich tot het eindspel; hier kan een moedige koning de partij al in het middenspel beslissen, en moeten beide spelers op een nieuwe manier over het centrum nadenken.

guide-kingofthehill-faq-1-q = Mag mijn koning de heuvel op als die wordt aangevallen?
guide-kingofthehill-faq-1-a = Nee. Een aangevallen heuvelveld is een onreglementaire bestemming, net als elk ander aangevallen veld. Wil je de vijandelijke koning op afstand houden, dek de heuvel dan met je eigen stukken.
guide-kingofthehill-faq-2-q = Telt het als ik een stuk op de heuvel sla?
guide-kingofthehill-faq-2-a = Ja. Als je koning een stuk van de tegenstander op d4, e4, d5 of e5 slaat, en dat stuk is niet gedekt, win je meteen.
guide-kingofthehill-faq-3-q = Krijgt mijn tegenstander nog een zet nadat mijn koning de heuvel heeft bereikt?
guide-kingofthehill-faq-3-a = Nee. De partij eindigt op het moment dat je koning aankomt.
guide-kingofthehill-faq-4-q = Is koning tegen koning remise?
guide-kingofthehill-faq-4-a = Nee. Als alleen de twee koningen over zijn, gaat de partij door, en de eerste koning die de heuvel bereikt, wint.
guide-kingofthehill-faq-5-q = Kan ik nog steeds winnen met schaakmat?
guide-kingofthehill-faq-5-a = Ja. Schaakmat wint zoals bij schaken, en pat is remise.
guide-kingofthehill-faq-6-q = Eindigt de partij vanzelf als een stelling zich drie keer herhaalt?
guide-kingofthehill-faq-6-a = Nee. Als je aan zet bent, mag je remise claimen zodra de stelling drie keer is voorgekomen, of na 50 zetten van elke kant zonder slagzet of pionzet. Als niemand claimt, gaat de partij door.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Een race, geen gevecht: breng als eerste je koning naar de overkant van het bord, zonder ooit schaak te geven.

guide-racingkings-setup-1 = Er zijn geen pionnen. Elke kant heeft een koning, een dame, twee torens, twee lopers en twee paarden, allemaal op de eerste twee rijen, zoals het diagram laat zien: de zwarte stukken op de linkerhelft van het bord (lijnen a tot en met d), de witte op de rechterhelft (lijnen e tot en met h).
guide-racingkings-setup-2 = Op rij 1, van a1 tot h1: dame, toren, loper en paard van zwart, dan paard, loper, toren en dame van wit. Op rij 2, van a2 tot h2: koning, toren, loper en paard van zwart, dan paard, loper, toren en koning van wit.
guide-racingkings-setup-3 = Beide spelers racen in dezelfde richting, het bord op naar rij 8, dus ze kijken allebei vanaf dezelfde kant naar het bord. Wit begint.

guide-racingkings-moves-1 = Alle stukken bewegen en slaan zoals bij schaken. Er is geen rokade, geen en passant en, omdat er geen pionnen zijn, ook geen promotie.
guide-racingkings-moves-2 = Schaak geven is voor beide kanten verboden. Een zet die de vijandelijke koning schaak zou zetten is onreglementair, zelfs als het bij schaken mat zou zijn, en dat geldt ook voor een aftrekschaak doordat een ander stuk opzij gaat.
guide-racingkings-moves-3 = Een koning mag nooit naar een aangevallen veld gaan, en net als bij schaken mag geen enkele zet je eigen koning aangevallen laten staan.
guide-racingkings-moves-4 = Slaan mag en is vaak nuttig, om de weg voor je koning vrij te maken of om een stuk weg te halen dat de velden voor hem bewaakt.

guide-racingkings-win-1 = Het doel is je koning naar rij 8 te brengen, de overkant van het bord. Elk veld op rij 8 is goed.
guide-racingkings-win-2 = Bereikt de zwarte koning rij 8 terwijl de witte koning daar niet staat, dan wint zwart meteen.
guide-racingkings-win-3 = Bereikt de witte koning rij 8, dan hangt de afloop af van zwart, als compensatie voor het feit dat wit begint. Kan de zwarte koning rij 8 niet met één reglementaire zet bereiken, dan wint wit meteen.
guide-racingkings-win-4 = Kan de zwarte koning rij 8 met zijn volgende zet bereiken, dan speelt zwart nog één laatste zet. Bereikt zwart daarmee rij 8, dan is de partij remise; speelt zwart iets anders, dan wint wit.

guide-racingkings-draws-1 = Beide koningen op rij 8: als zwart op de aankomst van de witte koning antwoordt door ook rij 8 te bereiken, eindigt de race in remise.
guide-racingkings-draws-2 = Pat, als de speler die aan zet is geen reglementaire zet heeft, is remise.
guide-racingkings-draws-3 = De speler die aan zet is mag remise claimen als de huidige stelling voor de derde keer is ontstaan (dezelfde stukken op dezelfde velden, dezelfde speler aan zet), of als beide kanten elk 50 zetten hebben gedaan zonder slagzet. Geen van beide situaties beëindigt de partij vanzelf: als niemand claimt, wordt er doorgespeeld.
guide-racingkings-draws-4 = In online partijen kunnen de spelers ook remise overeenkomen.
guide-racingkings-draws-5 = Er is geen remise wegens onvoldoende materiaal: zelfs twee kale koningen blijven racen.

guide-racingkings-special-1 = Omdat geen enkele zet schaak mag geven, staat een koning nooit schaak. Je kunt de vijandelijke koning niet met schaakjes opjagen; in plaats daarvan rem je hem af door de velden voor hem te beheersen, want een koning mag niet naar een aangevallen veld.
guide-racingkings-special-2 = Eén goed geplaatste toren of loper kan een hele rij of diagonaal afsluiten voor de vijandelijke koning zonder hem ooit aan te raken.
guide-racingkings-special-3 = Partijen kunnen beginnen vanuit de gewone beginstelling of vanuit elke geldige Racing Kings-stelling, gegeven als FEN. Een stelling waarin de speler die aan zet is schaak staat, is niet geldig.

guide-racingkings-diff-1-topic = Pionnen
guide-racingkings-diff-1-chess = Acht aan elke kant
guide-racingkings-diff-1-this = Helemaal geen
guide-racingkings-diff-2-topic = Beginstelling
guide-racingkings-diff-2-chess = De twee legers staan tegenover elkaar aan weerszijden van het bord
guide-racingkings-diff-2-this = Naast elkaar op rij 1 en 2, zwart links, wit rechts
guide-racingkings-diff-3-topic = Doel
guide-racingkings-diff-3-chess = De vijandelijke koning matzetten
guide-racingkings-diff-3-this = Als eerste je koning naar rij 8 brengen
guide-racingkings-diff-4-topic = Schaak
guide-racingkings-diff-4-chess = Toegestaan, en je moet erop reageren
guide-racingkings-diff-4-this = Nooit toegestaan: een zet die schaak geeft, is onreglementair
guide-racingkings-diff-5-topic = Rokade, en passant, promotie
guide-racingkings-diff-5-chess = Horen bij het spel
guide-racingkings-diff-5-this = Bestaan niet
guide-racingkings-diff-6-topic = Speelrichting
guide-racingkings-diff-6-chess = Elke kant trekt op naar de andere
guide-racingkings-diff-6-this = Beide kanten gaan het bord op naar rij 8
guide-racingkings-diff-7-topic = Onvoldoende materiaal
guide-racingkings-diff-7-chess = Remise als niemand kan matzetten
guide-racingkings-diff-7-this = Zo'n remise bestaat niet: de race gaat door
guide-racingkings-diff-8-topic = Als eerste zetten
guide-racingkings-diff-8-chess = Een klein voordeel voor wit
guide-racingkings-diff-8-this = Gecompenseerd door de laatste zet van zwart, die de race gelijk kan maken als de zwarte koning rij 8 kan bereiken

guide-racingkings-elsewhere-1 = Bij de finish verschillen de versies van Racing Kings. Hier krijgt zwart, als de witte koning rij 8 bereikt, alleen een laatste zet als de zwarte koning daarmee werkelijk rij 8 kan bereiken; anders wint wit meteen. Dit is de regel van de versie die online het meest wordt gespeeld.
guide-racingkings-elsewhere-2 = Sommige programma's en engines geven zwart altijd de extra zet, ook als die niets meer kan veranderen. De uitslag is hetzelfde, maar hun zettelling en analyse vlak voor de finish kunnen van de onze verschillen.
guide-racingkings-elsewhere-3 = Drievoudige zetherhaling en de 50-zettenregel leveren alleen remise op als een speler die claimt; ze beëindigen de partij nooit automatisch. Er is ook geen automatisch einde na een vijfvoudige herhaling of 75 zetten, zoals op sommige populaire sites.

guide-racingkings-history-1 = Racing Kings werd in 1961 bedacht door Vernon R. Parton. Parton ontwierp veel schaakvarianten; de bekendste daarvan is waarschijnlijk Alice-schaak (Alice Chess).
guide-racingkings-history-2 = Het spel gooit het idee om de koning aan te vallen volledig overboord: met schaak verboden wordt de partij een race van manoeuvres en blokkades. Online spelen, waar je het makkelijk kunt uitproberen, heeft het een groot nieuw publiek gegeven.

guide-racingkings-faq-1-q = Mag ik schaak geven bij Racing Kings?
guide-racingkings-faq-1-a = Nee. Elke zet die de vijandelijke koning schaak zou zetten is onreglementair, ook een aftrekschaak als een ander stuk wegtrekt. In dit spel staat een koning nooit schaak.
guide-racingkings-faq-2-q = Wat gebeurt er als beide koningen de laatste rij bereiken?
guide-racingkings-faq-2-a = Dat kan alleen als wit er eerst is en zwart meteen bij de volgende zet volgt. De partij is dan remise.
guide-racingkings-faq-3-q = Wit begint: is dat niet oneerlijk?
guide-racingkings-faq-3-a = Daar is de laatste zet van zwart voor. Als de witte koning rij 8 bereikt en de zwarte koning die ook met één reglementaire zet kan bereiken, krijgt zwart die zet en kan zwart de race in remise laten eindigen.
guide-racingkings-faq-4-q = Waarom was de partij afgelopen zonder dat zwart een laatste zet kreeg?
guide-racingkings-faq-4-a = Omdat de zwarte koning rij 8 niet met één reglementaire zet kon bereiken. Dan kon de extra zet de uitslag niet veranderen, dus wint wit meteen.
guide-racingkings-faq-5-q = Mag mijn koning naast de vijandelijke koning gaan staan?
guide-racingkings-faq-5-a = Nee. Twee koningen naast elkaar zouden elkaar aanvallen, en dat is schaak, en schaak is nooit toegestaan.
guide-racingkings-faq-6-q = Mag ik stukken slaan?
guide-racingkings-faq-6-a = Ja, net als bij schaken, zolang de slagzet geen schaak geeft. Een stuk slaan dat je de weg verspert of de velden voor je koning bewaakt, is vaak de sleutel tot de race.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Stapels die zo ver springen als ze hoog zijn: bescherm je gekroonde stapel en sla die van je tegenstander.

guide-lielow-setup-1 = Lielow wordt gespeeld op een bord van 8x8 met stapels schijven en verder geen stukken. Elke speler begint met acht stapels van hoogte 1: wit op a2 tot en met h2, zwart op a7 tot en met h7, zoals in het diagram.
guide-lielow-setup-2 = Aan het begin heeft niemand een kroon. Wit begint.

guide-lielow-moves-1 = Als je aan zet bent, verplaats je een van je stapels in een rechte lijn: langs een rij, een lijn of een diagonaal, in een van de acht richtingen. Hij moet precies zoveel velden afleggen als hij hoog is: een stapel van 1 gaat één veld, een stapel van 3 gaat drie velden. De velden ertussen doen er niet toe, want stapels springen. Passen mag niet.
guide-lielow-moves-2 = Landt de stapel op een leeg veld, dan groeit hij met één. Een stapel van 2 die twee velden naar een leeg veld gaat, wordt een stapel van 3.
guide-lielow-moves-3 = Landt hij op een stapel van de tegenstander, dan wordt die stapel geslagen en verwijderd, hoe hoog hij ook is, en zakt jouw stapel terug naar hoogte 1. Een stapel van 1 die slaat, blijft 1.
guide-lielow-moves-4 = Landen op een van je eigen stapels mag niet.
guide-lielow-moves-5 = Van het bord af: als het landingsveld in minstens één richting buiten de rand zou liggen, mag je de stapel van het bord halen, en dan verlaat hij het spel. In welke richting hij het bord ook verlaat, het telt als één enkele zet.
guide-lielow-moves-6 = De grootste hoogte is 8. Een stapel van 7 kan nog groeien tot 8; een stapel van 8 kan alleen nog het bord verlaten.

guide-lielow-win-1 = Je wint als de gekroonde stapel van je tegenstander het bord verlaat: of jij slaat hem, of de eigenaar haalt hem zelf van het bord.
guide-lielow-win-2 = Andere stapels slaan levert op zich nooit de winst op. En zolang je tegenstander geen kroon heeft, kan hij niet verliezen, dus de jacht begint pas als hij er een heeft.

guide-lielow-draws-1 = Lielow kent geen remise. Elke zet haalt een stapel weg of maakt een stapel hoger, dus een stelling kan nooit terugkomen, en elke partij eindigt met een winnaar.
guide-lielow-draws-2 = Om dezelfde reden is er geen herhalingsregel en geen 50-zettenregel. Een speler heeft altijd minstens één reglementaire zet, dus pat bestaat ook niet.

guide-lielow-special-1 = De kroon. Na elke zet, van welke speler ook, worden de stapels van elke speler bekeken: is een van je stapels echt hoger dan al je andere stapels, dan gaat je kroon naar die stapel.
guide-lielow-special-2 = Bij een gelijke stand om de hoogste plek verplaatst de kroon zich niet. Hij blijft waar hij is, ook als die stapel nu lager is dan andere, en wie nog geen kroon heeft, heeft er nog steeds geen.
guide-lielow-special-3 = De kroon reist mee met zijn stapel. Niets anders verplaatst een kroon.
guide-lielow-special-4 = Je kroon kan verhuizen tijdens de beurt van je tegenstander. Slaat die een van je stapels, dan kan een andere stapel van jou je enige hoogste worden, en de kroon gaat meteen naar die stapel.
guide-lielow-special-5 = Een gekroonde stapel die slaat, zakt naar hoogte 1. Is nu een andere stapel van jou de enige hoogste, dan gaat de kroon daarheen; zo niet, dan blijft de kroon op de kleine stapel die net heeft geslagen.
guide-lielow-special-6 = Je laatst overgebleven stapel draagt altijd je kroon, want die is noodzakelijk je enige hoogste.
guide-lielow-special-7 = In partijnotaties wordt een zet naar een leeg veld geschreven als e2-e3, een slagzet als d4xg7 en een zet van het bord af als a2-off.

guide-lielow-diff-1-topic = Stukken
guide-lielow-diff-1-chess = Zes soorten, elk met een eigen manier van zetten
guide-lielow-diff-1-this = Alleen stapels schijven, die allemaal dezelfde regel volgen
guide-lielow-diff-2-topic = Hoe ver een stuk gaat
guide-lielow-diff-2-chess = Hangt af van het stuk
guide-lielow-diff-2-this = Precies zijn hoogte, in een van acht richtingen
guide-lielow-diff-3-topic = Blokkeren
guide-lielow-diff-3-chess = Alleen het paard springt; andere stukken worden geblokkeerd
guide-lielow-diff-3-this = Elke stapel springt; de velden ertussen doen er niet toe
guide-lielow-diff-4-topic = Na een slagzet
guide-lielow-diff-4-chess = Het slaande stuk blijft hetzelfde
guide-lielow-diff-4-this = De slaande stapel zakt naar hoogte 1
guide-lielow-diff-5-topic = Doel
guide-lielow-diff-5-chess = De koning matzetten
guide-lielow-diff-5-this = De gekroonde stapel van de tegenstander van het bord laten verdwijnen
guide-lielow-diff-6-topic = Het stuk dat ertoe doet
guide-lielow-diff-6-chess = De koning, van begin tot eind hetzelfde stuk
guide-lielow-diff-6-this = De kroon, die tijdens de partij verschijnt en naar de enige hoogste stapel gaat
guide-lielow-diff-7-topic = Het bord verlaten
guide-lielow-diff-7-chess = Onmogelijk
guide-lielow-diff-7-this = Een reglementaire zet als de sprong van een stapel buiten de rand zou eindigen
guide-lielow-diff-8-topic = Remise
guide-lielow-diff-8-chess = Pat, herhaling, 50-zettenregel, overeenkomst en meer
guide-lielow-diff-8-this = Geen: elke partij heeft een winnaar
guide-lielow-diff-9-topic = Groei
guide-lielow-diff-9-chess = Pionnen promoveren op de laatste rij
guide-lielow-diff-9-this = Stapels groeien met één bij elke zet naar een leeg veld, tot 8

guide-lielow-elsewhere-1 = Lielow is een jong spel. Heb je het ergens anders geleerd, dan zijn dit de punten die je het best kunt vergelijken met de regels die wij toepassen.
guide-lielow-elsewhere-2 = Een stapel van het bord halen is één enkele zet, in hoeveel richtingen hij het bord ook zou kunnen verlaten.
guide-lielow-elsewhere-3 = De kroon wordt na elke zet van beide spelers opnieuw bepaald: hij gaat naar de enige hoogste stapel, en bij gelijke hoogte blijft hij waar hij is, ook op een lagere stapel.
guide-lielow-elsewhere-4 = Je eigen gekroonde stapel van het bord halen kost je de partij, net als wanneer hij geslagen wordt.
guide-lielow-elsewhere-5 = Een stapel kan nooit hoger zijn dan 8; een stapel van 8 kan alleen nog het bord verlaten.

guide-lielow-history-1 = Lielow is in 2021 ontworpen door Michael Amundsen en Alek Erickson. Het is een modern abstract strategiespel: geen geluk, geen verborgen informatie en maar een handvol regels.
guide-lielow-history-2 = De kern is de spanning tussen hoogte en veiligheid. Een hoge stapel komt ver en trekt de kroon aan, maar elke slagzet brengt hem terug naar 1.

guide-lielow-faq-1-q = Waarom is de kroon naar een andere stapel gegaan?
guide-lielow-faq-1-a = Na elke zet, van welke speler ook, gaat je kroon naar je enige hoogste stapel. Misschien is een andere stapel van jou boven de rest uitgegroeid, is je gekroonde stapel na een slagzet naar 1 gezakt, of heeft je tegenstander een van twee even hoge stapels geslagen, zodat de andere alleen bovenaan staat.
guide-lielow-faq-2-q = Waarom ging de kroon niet naar mijn hoogste stapel?
guide-lielow-faq-2-a = Door een gelijke stand. Als twee of meer van je stapels dezelfde grootste hoogte hebben, blijft de kroon waar hij was, ook op een lagere stapel.
guide-lielow-faq-3-q = Kan ik winnen door alle andere stapels te slaan?
guide-lielow-faq-3-a = Andere stapels dan de gekroonde slaan levert op zich nooit de winst op. Maar de laatste stapel van je tegenstander draagt altijd de kroon, dus tegen de tijd dat je die slaat, sla je hoe dan ook de kroon.
guide-lielow-faq-4-q = Is er bij Lielow ooit remise?
guide-lielow-faq-4-a = Nee. Elke zet haalt een stapel weg of maakt er een hoger, dus stellingen herhalen zich nooit en de partij eindigt altijd met een winnaar.
guide-lielow-faq-5-q = Waarom zou ik een stapel van het bord halen?
guide-lielow-faq-5-a = Het is een offer, maar soms een nuttig: het kan de veiligste zet zijn als elke andere zet je stelling zou verzwakken, en door een van twee even hoge stapels weg te halen kan je kroon naar de andere gaan. Doe het alleen nooit met je gekroonde stapel: dan verlies je meteen.
guide-lielow-faq-6-q = In het begin heeft niemand een kroon: kan ik in de eerste zetten verliezen?
guide-lielow-faq-6-a = Niet zolang je geen kroon hebt. Maar je eerste zet naar een leeg veld maakt een stapel van 2, je enige hoogste, en die wordt meteen gekroond.

## Schaken

guide-chess-title = Schaken
guide-chess-tagline = Het klassieke spel: zet de vijandelijke koning mat.

guide-chess-setup-1 = Elke kant heeft een koning, een dame, twee torens, twee lopers, twee paarden en acht pionnen, opgesteld zoals in het diagram. Wit begint.

guide-chess-moves-1 = De koning gaat één veld in elke richting. De dame gaat willekeurig ver langs rijen, lijnen en diagonalen, de toren langs rijen en lijnen, de loper langs diagonalen; geen van hen kan over andere stukken heen springen.
guide-chess-moves-2 = Het paard beweegt in een L-vorm: twee velden in één richting en dan één opzij. Het is het enige stuk dat springt.
guide-chess-moves-3 = Een pion gaat één veld recht vooruit, of twee vanaf zijn beginveld, en slaat één veld schuin vooruit.
guide-chess-moves-4 = Een stuk slaat door naar een veld te gaan waarop een stuk van de tegenstander staat; dat stuk wordt van het bord gehaald. Je mag nooit een zet doen waardoor je eigen koning schaak blijft of komt te staan.

guide-chess-win-1 = Schaakmat wint: de vijandelijke koning staat schaak en kan er op geen enkele reglementaire manier uit.

guide-chess-draws-1 = Pat is remise: de speler die aan zet is heeft geen reglementaire zet en staat niet schaak.
guide-chess-draws-2 = De partij is meteen remise als geen van beide kanten genoeg materiaal over heeft om mat te zetten, bijvoorbeeld koning tegen koning.
guide-chess-draws-3 = De speler die aan zet is mag remise claimen als de huidige stelling voor de derde keer is ontstaan, of na 50 zetten van elke kant zonder slagzet of pionzet. In online partijen kunnen de spelers ook remise overeenkomen.

guide-chess-special-1 = Rokade: de koning gaat twee velden richting een van zijn torens, en die toren springt naar het veld waar de koning overheen ging. Geen van beide stukken mag al eerder gezet hebben, de velden ertussen moeten leeg zijn, en de koning mag niet rokeren als hij schaak staat, over een aangevallen veld heen moet of op een aangevallen veld uitkomt.
guide-chess-special-2 = En passant: als een pion twee velden vooruitgaat en naast een vijandelijke pion terechtkomt, mag die pion hem slaan alsof hij maar één veld was opgeschoven, maar alleen bij de direct volgende zet.
guide-chess-special-3 = Promotie: een pion die de laatste rij bereikt, wordt een dame, toren, loper of paard van zijn eigen kleur.

guide-chess-elsewhere-1 = Drievoudige zetherhaling en de 50-zettenregel leveren alleen remise op als een speler die claimt; ze beëindigen de partij nooit automatisch. Er is ook geen automatisch einde na een vijfvoudige herhaling of 75 zetten, zoals op sommige populaire sites.

guide-chess-history-1 = Het schaakspel kreeg zijn moderne vorm eind vijftiende eeuw in Zuid-Europa, toen de dame en de loper hun lange zetten kregen. King of the Hill en Racing Kings zijn er allebei op gebaseerd.

guide-chess-faq-1-q = Is een herhaalde stelling automatisch remise?
guide-chess-faq-1-a = Nee. Als je aan zet bent, mag je remise claimen zodra de stelling drie keer is voorgekomen; als niemand claimt, gaat de partij door.
guide-chess-faq-2-q = Wat gebeurt er als ik geen reglementaire zet heb?
guide-chess-faq-2-a = Staat je koning schaak, dan is het schaakmat en verlies je. Staat hij niet schaak, dan is het pat en is de partij remise.
guide-chess-faq-3-q = Mag ik rokeren om uit schaak te komen?
guide-chess-faq-3-a = Nee. De koning mag niet rokeren terwijl hij schaak staat, en ook niet over een aangevallen veld heen gaan of erop uitkomen.
