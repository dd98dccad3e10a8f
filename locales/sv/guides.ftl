## Regelguider: King of the Hill, Racing Kings, Lielow och schack.
## Endast ren text; sidmallen står för strukturen.

## Gemensamma rubriker

guide-heading-card = I korthet
guide-heading-setup = Uppställning
guide-heading-moves = Drag och slag
guide-heading-win = Så vinner du
guide-heading-draws = Remi
guide-heading-special = Särskilda regler
guide-heading-differences = Skillnader mot schack
guide-heading-elsewhere = Våra regler och andra sajters
guide-heading-history = Historia
guide-heading-faq = Vanliga frågor från nybörjare
guide-diff-topic = Område
guide-diff-chess = Schack
guide-diff-this-game = Det här spelet
guide-back-to-game = Tillbaka till partiet
guide-play-now = Spela nu
guide-index-title = Regelguider
guide-index-intro = Så spelar du varje spel på Regalia: uppställningen, dragen, hur man vinner och de få detaljer där våra regler skiljer sig från det du kanske har sett på andra ställen.

## King of the Hill

guide-kingofthehill-title = King of the Hill
guide-kingofthehill-tagline = Schack med ett andra sätt att vinna: för din kung till en av de fyra mittrutorna.

guide-kingofthehill-setup-1 = Partiet börjar från den vanliga schackställningen, som visas i diagrammet. Vit drar först.
guide-kingofthehill-setup-2 = Kullen är de fyra rutorna mitt på brädet: d4, e4, d5 och e5.

guide-kingofthehill-moves-1 = Alla pjäser går och slår precis som i schack. Rockad, en passant och förvandling fungerar som vanligt.
guide-kingofthehill-moves-2 = Precis som i schack får en kung aldrig gå till en hotad ruta, stå kvar i schack eller rockera ut ur, genom eller in i schack. Kullen är inget undantag: en kullruta som hotas av en motståndarpjäs är helt enkelt inte en ruta din kung kan gå till.

guide-kingofthehill-win-1 = För din kung till någon av de fyra kullrutorna så vinner du direkt, vare sig kungen kommer dit med ett vanligt steg eller genom att slå en motståndarpjäs som står på kullen. Motståndaren får inget svarsdrag.
guide-kingofthehill-win-2 = Schackmatt vinner också, precis som i schack.

guide-kingofthehill-draws-1 = Patt är remi: spelaren vid draget har inget lagligt drag och står inte i schack.
guide-kingofthehill-draws-2 = Spelaren vid draget kan begära remi när den aktuella ställningen har uppstått tre gånger (samma pjäser på samma rutor, samma spelare vid draget, samma möjligheter till rockad och en passant), eller när vardera sidan har gjort 50 drag utan något slag eller bondedrag. Ingen av situationerna avslutar partiet av sig själv: om ingen begär remi fortsätter spelet.
guide-kingofthehill-draws-3 = I partier online kan spelarna också komma överens om remi.
guide-kingofthehill-draws-4 = Det finns ingen remi på grund av otillräckligt material. Även en ensam kung mot en ensam kung kan fortfarande vinna genom att nå kullen, så partiet fortsätter.

guide-kingofthehill-special-1 = Kullen är ett mål, inte en fristad. Din kung kan bara komma dit med ett lagligt drag, så en kullruta som en motståndarpjäs kontrollerar är utom räckhåll så länge kontrollen består.
guide-kingofthehill-special-2 = Partiet är slut så fort en kung står på kullen: en ställning med en kung på d4, e4, d5 eller e5 har inga lagliga drag kvar.
guide-kingofthehill-special-3 = Ett parti kan börja från den vanliga ställningen eller från vilken giltig King of the Hill-ställning som helst, angiven som FEN.

guide-kingofthehill-diff-1-topic = Mål
guide-kingofthehill-diff-1-chess = Göra schackmatt på motståndarens kung
guide-kingofthehill-diff-1-this = Schackmatt, eller att föra den egna kungen till d4, e4, d5 eller e5
guide-kingofthehill-diff-2-topic = Kung som når centrum
guide-kingofthehill-diff-2-chess = Inget särskilt händer
guide-kingofthehill-diff-2-this = Omedelbar vinst, utan svarsdrag för motståndaren
guide-kingofthehill-diff-3-topic = Kungen i mittspelet
guide-kingofthehill-diff-3-chess = Gömmer sig oftast bakom sina bönder
guide-kingofthehill-diff-3-this = Marscherar ofta mot centrum, så båda sidor måste bevaka kullen
guide-kingofthehill-diff-4-topic = Kung mot kung
guide-kingofthehill-diff-4-chess = Remi: ingen kan göra matt
guide-kingofthehill-diff-4-this = Spelet fortsätter: den kung som först når kullen vinner
guide-kingofthehill-diff-5-topic = Hotade rutor
guide-kingofthehill-diff-5-chess = Kungen får inte gå dit
guide-kingofthehill-diff-5-this = Samma sak, och det gäller även kullrutorna
guide-kingofthehill-diff-6-topic = Pjäser, rockad, en passant, förvandling
guide-kingofthehill-diff-6-chess = Vanliga regler
guide-kingofthehill-diff-6-this = Precis som i schack

guide-kingofthehill-elsewhere-1 = King of the Hill finns på flera sajter och i flera program, och detaljerna är inte alltid desamma. Här är exakt vad vi tillämpar.
guide-kingofthehill-elsewhere-2 = En hotad kullruta är inte ett lagligt mål för kungen. Man kan inte rusa upp på en hotad ruta och vinna ändå.
guide-kingofthehill-elsewhere-3 = Vinsten är omedelbar. I samma ögonblick som kungen kommer fram är partiet slut; motståndaren får inget sista drag.
guide-kingofthehill-elsewhere-4 = Kung mot kung är inte remi. Där den vanliga schackregeln om otillräckligt material tillämpas skulle ett sådant parti ta slut; här fortsätter det, eftersom vilken som helst av kungarna fortfarande kan nå kullen.
guide-kingofthehill-elsewhere-5 = Trefaldig upprepning och 50-dragsregeln ger remi bara när en spelare begär det; de avslutar aldrig partiet automatiskt. Det finns inte heller något automatiskt slut efter femfaldig upprepning eller 75 drag, som på vissa populära sajter.

guide-kingofthehill-history-1 = King of the Hill är en gammal schackvariant: att ge kungen ett mål mitt på brädet är ett av de äldsta och enklaste sätten att förändra spelet. Den blev riktigt populär när schacksajter på nätet började erbjuda den.
guide-kingofthehill-history-2 = Den vänder en gammal vana upp och ner. I schack gömmer sig kungen fram till slutspelet; här kan en djärv kung avgöra partiet redan i mittspelet, och båda spelarna måste tänka på centrum på ett nytt sätt.

guide-kingofthehill-faq-1-q = Får min kung gå upp på kullen om rutan är hotad?
guide-kingofthehill-faq-1-a = Nej. En hotad kullruta är förbjuden, precis som alla andra hotade rutor. Håll motståndarens kung borta genom att kontrollera kullen med dina egna pjäser.
guide-kingofthehill-faq-2-q = Räknas det om kungen slår en pjäs på kullen?
guide-kingofthehill-faq-2-a = Ja. Om din kung slår en motståndarpjäs på d4, e4, d5 eller e5, och pjäsen inte är skyddad, vinner du direkt.
guide-kingofthehill-faq-3-q = Får motståndaren ett drag till när min kung når kullen?
guide-kingofthehill-faq-3-a = Nej. Partiet tar slut i samma stund som din kung kommer fram.
guide-kingofthehill-faq-4-q = Är kung mot kung remi?
guide-kingofthehill-faq-4-a = Nej. När bara de två kungarna är kvar fortsätter partiet, och den kung som först når kullen vinner.
guide-kingofthehill-faq-5-q = Kan jag fortfarande vinna med schackmatt?
guide-kingofthehill-faq-5-a = Ja. Schackmatt vinner som i schack, och patt är remi.
guide-kingofthehill-faq-6-q = Tar partiet slut av sig självt när en ställning upprepas tre gånger?
guide-kingofthehill-faq-6-a = Nej. När det är ditt drag kan du begära remi om ställningen har uppstått tre gånger, eller efter 50 drag från vardera sidan utan slag eller bondedrag. Om ingen begär remi fortsätter partiet.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Ett lopp, inte en strid: var först med att föra din kung till brädets bortre kant, utan att någonsin ge schack.

guide-racingkings-setup-1 = Det finns inga bönder. Varje sida har en kung, en dam, två torn, två löpare och två springare, alla på de två första raderna, som diagrammet visar: svarts pjäser på den vänstra halvan (a- till d-linjen), vits på den högra halvan (e- till h-linjen).
guide-racingkings-setup-2 = På första raden, från a1 till h1: svart dam, torn, löpare och springare, sedan vit springare, löpare, torn och dam. På andra raden, från a2 till h2: svart kung, torn, löpare och springare, sedan vit springare, löpare, torn och kung.
guide-racingkings-setup-3 = Båda spelarna springer åt samma håll, upp mot åttonde raden, och ser därför brädet från samma sida. Vit drar först.

guide-racingkings-moves-1 = Alla pjäser går och slår som i schack. Det finns ingen rockad, ingen en passant och, eftersom det inte finns några bönder, ingen förvandling.
guide-racingkings-moves-2 = Schack är förbjudet för båda sidor. Ett drag som skulle sätta motståndarens kung i schack är olagligt, även om det vore schackmatt i vanligt schack, och det gäller också avdragsschack, när en pjäs flyttar undan och öppnar en linje för en annan.
guide-racingkings-moves-3 = En kung får aldrig gå till en hotad ruta, och precis som i schack får inget drag lämna din egen kung hotad.
guide-racingkings-moves-4 = Slag är tillåtna och ofta användbara, för att röja vägen för din kung eller för att ta bort en pjäs som kontrollerar rutorna framför den.

guide-racingkings-win-1 = Målet är att föra din kung till åttonde raden, brädets bortre kant. Vilken ruta som helst på den raden duger.
guide-racingkings-win-2 = Om svarts kung når åttonde raden medan vits kung inte står där, vinner svart direkt.
guide-racingkings-win-3 = När vits kung når åttonde raden beror slutet på svart, som kompensation för att vit drar först. Om svarts kung inte kan nå åttonde raden med ett enda lagligt drag vinner vit omedelbart.
guide-racingkings-win-4 = Om svarts kung kan nå åttonde raden redan i nästa drag, får svart göra ett sista drag. Når svart verkligen åttonde raden med det blir partiet remi; gör svart något annat vinner vit.

guide-racingkings-draws-1 = Båda kungarna på åttonde raden: när svart svarar på vits ankomst genom att också nå åttonde raden slutar loppet remi.
guide-racingkings-draws-2 = Patt, när spelaren vid draget inte har något lagligt drag, är remi.
guide-racingkings-draws-3 = Spelaren vid draget kan begära remi när den aktuella ställningen har uppstått tre gånger (samma pjäser på samma rutor, samma spelare vid draget), eller när vardera sidan har gjort 50 drag utan något slag. Ingen av situationerna avslutar partiet av sig själv: om ingen begär remi fortsätter spelet.
guide-racingkings-draws-4 = I partier online kan spelarna också komma överens om remi.
guide-racingkings-draws-5 = Det finns ingen remi på grund av otillräckligt material: även två ensamma kungar fortsätter loppet.

guide-racingkings-special-1 = Eftersom inget drag får ge schack står ingen kung någonsin i schack. Du kan inte jaga motståndarens kung med schackar; i stället bromsar du den genom att kontrollera rutorna framför den, eftersom en kung inte får gå till en hotad ruta.
guide-racingkings-special-2 = Ett enda välplacerat torn eller en enda välplacerad löpare kan spärra en hel rad eller diagonal för motståndarens kung utan att någonsin röra den.
guide-racingkings-special-3 = Ett parti kan börja från den vanliga ställningen eller från vilken giltig Racing Kings-ställning som helst, angiven som FEN. En ställning där spelaren vid draget står i schack är inte giltig.

guide-racingkings-diff-1-topic = Bönder
guide-racingkings-diff-1-chess = Åtta på varje sida
guide-racingkings-diff-1-this = Inga alls
guide-racingkings-diff-2-topic = Utgångsställning
guide-racingkings-diff-2-chess = De två arméerna står mot varandra, i var sin ände av brädet
guide-racingkings-diff-2-this = Sida vid sida på rad 1 och 2, svart till vänster, vit till höger
guide-racingkings-diff-3-topic = Mål
guide-racingkings-diff-3-chess = Göra schackmatt på motståndarens kung
guide-racingkings-diff-3-this = Vara först med att föra kungen till åttonde raden
guide-racingkings-diff-4-topic = Schack
guide-racingkings-diff-4-chess = Tillåtet, men måste pareras
guide-racingkings-diff-4-this = Aldrig tillåtet: ett drag som ger schack är olagligt
guide-racingkings-diff-5-topic = Rockad, en passant, förvandling
guide-racingkings-diff-5-chess = Hör till spelet
guide-racingkings-diff-5-this = Finns inte
guide-racingkings-diff-6-topic = Spelriktning
guide-racingkings-diff-6-chess = Varje sida avancerar mot den andra
guide-racingkings-diff-6-this = Båda sidor går uppåt brädet mot åttonde raden
guide-racingkings-diff-7-topic = Otillräckligt material
guide-racingkings-diff-7-chess = Remi när ingen kan göra matt
guide-racingkings-diff-7-this = Ingen sådan remi: loppet fortsätter
guide-racingkings-diff-8-topic = Att dra först
guide-racingkings-diff-8-chess = En liten fördel för vit
guide-racingkings-diff-8-this = Vägs upp av svarts sista drag, som kan ge remi om svart når åttonde raden

guide-racingkings-elsewhere-1 = Det är vid mållinjen som versionerna av Racing Kings skiljer sig åt. Här får svart, när vits kung når åttonde raden, ett sista drag bara om svarts kung faktiskt kan nå åttonde raden med det; annars vinner vit direkt. Det är regeln i den mest spelade versionen på nätet.
guide-racingkings-elsewhere-2 = Vissa program och schackmotorer ger alltid svart det extra draget, även när det inte kan ändra något. Resultatet blir detsamma, men deras dragräkningar och analyser nära mållinjen kan skilja sig från våra.
guide-racingkings-elsewhere-3 = Trefaldig upprepning och 50-dragsregeln ger remi bara när en spelare begär det; de avslutar aldrig partiet automatiskt. Det finns inte heller något automatiskt slut efter femfaldig upprepning eller 75 drag, som på vissa populära sajter.

guide-racingkings-history-1 = Racing Kings uppfanns av Vernon R. Parton år 1961. Parton skapade många schackvarianter; den mest kända av dem är förmodligen Alice-schack (Alice Chess).
guide-racingkings-history-2 = Spelet gör sig helt av med idén att angripa kungen: när schack är förbjudet blir partiet ett lopp av manövrer och blockader. Spel på nätet, där det är lätt att prova, har gett det en stor ny publik.

guide-racingkings-faq-1-q = Får man ge schack i Racing Kings?
guide-racingkings-faq-1-a = Nej. Varje drag som skulle sätta motståndarens kung i schack är olagligt, även avdragsschack. I det här spelet står en kung aldrig i schack.
guide-racingkings-faq-2-q = Vad händer när båda kungarna når sista raden?
guide-racingkings-faq-2-a = Det kan bara hända när vit kommer fram först och svart följer efter i nästa drag. Partiet blir då remi.
guide-racingkings-faq-3-q = Vit drar först: är inte det orättvist?
guide-racingkings-faq-3-a = Det är därför svart har sitt sista drag. När vits kung når åttonde raden och svarts kung också kan nå den med ett lagligt drag, får svart göra det draget och kan få remi.
guide-racingkings-faq-4-q = Varför tog partiet slut utan att svart fick ett sista drag?
guide-racingkings-faq-4-a = För att svarts kung inte kunde nå åttonde raden med ett enda lagligt drag. Det extra draget hade inte ändrat något, så vit vinner direkt.
guide-racingkings-faq-5-q = Får min kung stå bredvid motståndarens kung?
guide-racingkings-faq-5-a = Nej. Två kungar sida vid sida skulle hota varandra, vilket vore schack, och schack är aldrig tillåtet.
guide-racingkings-faq-6-q = Får man slå pjäser?
guide-racingkings-faq-6-a = Ja, som i schack, så länge slaget inte ger schack. Att slå en pjäs som står i vägen eller kontrollerar rutorna framför din kung är ofta nyckeln till loppet.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Staplar som hoppar lika långt som de är höga: skydda din krönta stapel och ta motståndarens.

guide-lielow-setup-1 = Lielow spelas på ett bräde med 8x8 rutor med staplar av brickor och inga andra pjäser. Varje spelare börjar med åtta staplar med höjden 1: vit på a2 till h2, svart på a7 till h7, som i diagrammet.
guide-lielow-setup-2 = Ingen har en krona från början. Vit drar först.

guide-lielow-moves-1 = När det är din tur flyttar du en av dina staplar i rak linje: längs en rad, en linje eller en diagonal, åt något av de åtta hållen. Den måste gå exakt lika många rutor som den är hög: en stapel med höjden 1 går en ruta, en stapel med höjden 3 går tre rutor. Rutorna däremellan spelar ingen roll, eftersom staplar hoppar. Du får inte passa.
guide-lielow-moves-2 = Landar stapeln på en tom ruta växer den med ett. En stapel med höjden 2 som går två rutor till en tom ruta blir en stapel med höjden 3.
guide-lielow-moves-3 = Landar stapeln på en motståndarstapel slås den stapeln och tas bort, oavsett höjd, och din stapel sjunker till höjden 1. En stapel med höjden 1 som slår förblir 1.
guide-lielow-moves-4 = Det är inte tillåtet att landa på en av dina egna staplar.
guide-lielow-moves-5 = Att lämna brädet: om landningsrutan åt minst ett håll skulle hamna utanför kanten får du flytta stapeln av brädet, och den lämnar spelet. Oavsett vilket håll som tar den ut räknas det som ett enda drag.
guide-lielow-moves-6 = Den högsta tillåtna höjden är 8. En stapel med höjden 7 kan fortfarande växa till 8; en stapel med höjden 8 kan bara lämna brädet.

guide-lielow-win-1 = Du vinner när motståndarens krönta stapel lämnar brädet: antingen slår du den, eller så flyttar dess ägare ut den från brädet.
guide-lielow-win-2 = Att slå andra staplar vinner aldrig i sig. Och så länge motståndaren saknar krona kan hen inte förlora, så jakten börjar först när hen har fått en.

guide-lielow-draws-1 = Lielow har ingen remi. Varje drag tar antingen bort en stapel eller gör en stapel högre, så en ställning kan aldrig återkomma, och varje parti slutar med en vinnare.
guide-lielow-draws-2 = Av samma skäl finns det ingen upprepningsregel och ingen 50-dragsregel. En spelare har alltid minst ett lagligt drag, så patt finns inte heller.

guide-lielow-special-1 = Kronan. Efter varje drag, oavsett vem som gjorde det, ser man på varje spelares staplar: om en av dina staplar är strikt högre än alla dina andra staplar hamnar din krona på den.
guide-lielow-special-2 = Vid lika höjd för den högsta flyttar kronan inte. Den stannar där den är, även om den stapeln nu är lägre än andra, och en spelare som ännu inte har någon krona förblir utan.
guide-lielow-special-3 = Kronan följer med sin stapel. Inget annat flyttar en krona.
guide-lielow-special-4 = Din krona kan flytta under motståndarens drag. Om motståndaren slår en av dina staplar kan en annan av dina bli ensam högst, och då flyttar kronan dit direkt.
guide-lielow-special-5 = En krönt stapel som slår sjunker till höjden 1. Om en annan av dina staplar nu är ensam högst går kronan över till den; annars stannar kronan på den lilla stapel som just slog.
guide-lielow-special-6 = Din sista kvarvarande stapel bär alltid din krona, eftersom den med nödvändighet är ensam högst.
guide-lielow-special-7 = I partiprotokoll skrivs ett drag till en tom ruta som e2-e3, ett slag som d4xg7 och ett drag av brädet som a2-off.

guide-lielow-diff-1-topic = Pjäser
guide-lielow-diff-1-chess = Sex sorter, var och en med sitt eget sätt att gå
guide-lielow-diff-1-this = Bara staplar av brickor, som alla följer samma regel
guide-lielow-diff-2-topic = Hur långt en pjäs går
guide-lielow-diff-2-chess = Beror på pjäsen
guide-lielow-diff-2-this = Exakt sin höjd, åt ett av åtta håll
guide-lielow-diff-3-topic = Blockering
guide-lielow-diff-3-chess = Bara springaren hoppar; andra pjäser blockeras
guide-lielow-diff-3-this = Alla staplar hoppar; rutorna däremellan spelar ingen roll
guide-lielow-diff-4-topic = Efter ett slag
guide-lielow-diff-4-chess = Den slående pjäsen är oförändrad
guide-lielow-diff-4-this = Den slående stapeln sjunker till höjden 1
guide-lielow-diff-5-topic = Mål
guide-lielow-diff-5-chess = Göra schackmatt på kungen
guide-lielow-diff-5-this = Få motståndarens krönta stapel att lämna brädet
guide-lielow-diff-6-topic = Pjäsen som räknas
guide-lielow-diff-6-chess = Kungen, samma pjäs från början till slut
guide-lielow-diff-6-this = Kronan, som dyker upp under spelet och flyttar till den stapel som är ensam högst
guide-lielow-diff-7-topic = Att lämna brädet
guide-lielow-diff-7-chess = Omöjligt
guide-lielow-diff-7-this = Ett lagligt drag när en stapels hopp skulle sluta utanför kanten
guide-lielow-diff-8-topic = Remi
guide-lielow-diff-8-chess = Patt, upprepning, 50-dragsregeln, överenskommelse med mera
guide-lielow-diff-8-this = Ingen: varje parti har en vinnare
guide-lielow-diff-9-topic = Tillväxt
guide-lielow-diff-9-chess = Bönder förvandlas på sista raden
guide-lielow-diff-9-this = Staplar växer med ett vid varje drag till en tom ruta, upp till 8

guide-lielow-elsewhere-1 = Lielow är ett ungt spel. Om du har lärt dig det någon annanstans är det här punkterna som är värda att jämföra med reglerna vi tillämpar.
guide-lielow-elsewhere-2 = Att flytta en stapel av brädet är ett enda drag, hur många håll som än skulle ta den ut.
guide-lielow-elsewhere-3 = Kronan bestäms på nytt efter varje drag av vilken spelare som helst: den går till den stapel som är ensam högst, och vid lika höjd stannar den där den är, även på en lägre stapel.
guide-lielow-elsewhere-4 = Att själv flytta sin krönta stapel av brädet förlorar partiet, precis som att få den slagen.
guide-lielow-elsewhere-5 = En stapel kan aldrig bli högre än 8; en stapel med höjden 8 kan bara lämna brädet.

guide-lielow-history-1 = Lielow skapades av Michael Amundsen och Alek Erickson år 2021. Det är ett modernt abstrakt strategispel: ingen tur, ingen dold information och bara en handfull regler.
guide-lielow-history-2 = Kärnan är en spänning mellan höjd och säkerhet. En hög stapel når långt och drar till sig kronan, men varje slag tar ner den till 1 igen.

guide-lielow-faq-1-q = Varför flyttade kronan till en annan stapel?
guide-lielow-faq-1-a = Efter varje drag, oavsett vem som gjorde det, går din krona till den av dina staplar som är ensam högst. Kanske har en annan av dina staplar vuxit förbi de andra, kanske sjönk din krönta stapel till 1 efter ett slag, eller så slog motståndaren en av två staplar som var lika höga i toppen, så att den andra blev ensam högst.
guide-lielow-faq-2-q = Varför hamnade kronan inte på min högsta stapel?
guide-lielow-faq-2-a = På grund av lika höjd. När två eller fler av dina staplar delar den största höjden stannar kronan där den var, även på en lägre stapel.
guide-lielow-faq-3-q = Kan jag vinna genom att slå alla andra staplar?
guide-lielow-faq-3-a = Att slå andra staplar än den krönta vinner aldrig i sig. Men motståndarens sista stapel bär alltid kronan, så när du slår den slår du ändå kronan.
guide-lielow-faq-4-q = Kan ett parti Lielow sluta remi?
guide-lielow-faq-4-a = Nej. Varje drag tar bort en stapel eller gör en högre, så ställningar upprepas aldrig och partiet slutar alltid med en vinnare.
guide-lielow-faq-5-q = Varför skulle jag flytta en stapel av brädet?
guide-lielow-faq-5-a = Det är ett offer, men ibland ett nyttigt: det kan vara det säkraste draget när alla andra skulle försvaga din ställning, och att ta bort en av två lika höga toppstaplar kan flytta din krona till den andra. Gör det bara aldrig med din krönta stapel: då förlorar du direkt.
guide-lielow-faq-6-q = Ingen har en krona i början: kan jag förlora under de första dragen?
guide-lielow-faq-6-a = Inte så länge du saknar krona. Men ditt första drag till en tom ruta ger en stapel med höjden 2, ensam högst bland dina, och den blir krönt direkt.

## Schack

guide-chess-title = Schack
guide-chess-tagline = Det klassiska spelet: gör schackmatt på motståndarens kung.

guide-chess-setup-1 = Varje sida har en kung, en dam, två torn, två löpare, två springare och åtta bönder, uppställda som i diagrammet. Vit drar först.

guide-chess-moves-1 = Kungen går en ruta åt vilket håll som helst. Damen går hur långt som helst längs rader, linjer och diagonaler, tornet längs rader och linjer, löparen längs diagonaler; ingen av dem kan hoppa över andra pjäser.
guide-chess-moves-2 = Springaren går i ett L: två rutor åt ett håll och sedan en åt sidan. Den är den enda pjäs som hoppar.
guide-chess-moves-3 = En bonde går rakt fram en ruta, eller två från sin utgångsruta, och slår en ruta snett framåt.
guide-chess-moves-4 = En pjäs slår genom att gå till en ruta där en motståndarpjäs står, och den pjäsen tas bort. Du får aldrig göra ett drag som lämnar din egen kung i schack.

guide-chess-win-1 = Schackmatt vinner: motståndarens kung står i schack och har ingen laglig utväg.

guide-chess-draws-1 = Patt är remi: spelaren vid draget har inget lagligt drag och står inte i schack.
guide-chess-draws-2 = Partiet blir remi direkt när ingen av sidorna har tillräckligt med material kvar för att göra matt, till exempel kung mot kung.
guide-chess-draws-3 = Spelaren vid draget kan begära remi när den aktuella ställningen har uppstått tre gånger, eller efter 50 drag från vardera sidan utan slag eller bondedrag. I partier online kan spelarna också komma överens om remi.

guide-chess-special-1 = Rockad: kungen går två rutor mot ett av sina torn, och tornet hoppar till rutan som kungen passerade. Ingen av pjäserna får ha flyttats tidigare, rutorna mellan dem måste vara tomma, och kungen får inte rockera ut ur schack, genom en hotad ruta eller till en hotad ruta.
guide-chess-special-2 = En passant: när en bonde går två rutor och hamnar bredvid en motståndarbonde får den bonden slå den som om den bara hade gått en ruta, men endast i det omedelbart följande draget.
guide-chess-special-3 = Förvandling: en bonde som når sista raden förvandlas till en dam, ett torn, en löpare eller en springare i sin egen färg.

guide-chess-elsewhere-1 = Trefaldig upprepning och 50-dragsregeln ger remi bara när en spelare begär det; de avslutar aldrig partiet automatiskt. Det finns inte heller något automatiskt slut efter femfaldig upprepning eller 75 drag, som på vissa populära sajter.

guide-chess-history-1 = Schack fick sin moderna form i södra Europa i slutet av 1400-talet, när damen och löparen fick sina långa drag. Både King of the Hill och Racing Kings bygger på det.

guide-chess-faq-1-q = Blir en upprepad ställning automatiskt remi?
guide-chess-faq-1-a = Nej. När det är ditt drag kan du begära remi om ställningen har uppstått tre gånger; om ingen begär remi fortsätter partiet.
guide-chess-faq-2-q = Vad händer om jag inte har något lagligt drag?
guide-chess-faq-2-a = Står din kung i schack är det schackmatt och du förlorar. Annars är det patt och partiet blir remi.
guide-chess-faq-3-q = Får jag rockera för att komma ur schack?
guide-chess-faq-3-a = Nej. Kungen får inte rockera när den står i schack, och inte heller passera eller landa på en hotad ruta.
