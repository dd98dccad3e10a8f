# Lektionerna på /learn/{variant}: för var och en en rubrik, målet, en ledtråd och vad man tar med sig.

lesson-hill-walk-title = Gå till kullen
lesson-hill-walk-goal = De fyra mittrutorna d4, e4, d5 och e5 är kullen. Ställ din kung på en av dem: du har två drag.
lesson-hill-walk-hint = Gå först diagonalt mot mitten; från d3 ligger både d4 och e4 ett steg bort.
lesson-hill-walk-done = Så fort din kung står på kullen vinner du. Motståndaren får inget mer drag.

lesson-hill-guarded-title = En anfallen kullruta är inget drag
lesson-hill-guarded-goal = Det svarta tornet bevakar hela d-linjen. Ställ ändå din kung på kullen.
lesson-hill-guarded-hint = Kungen får aldrig gå till en anfallen ruta, vare sig den hör till kullen eller inte. Vilken kullruta ser tornet inte?
lesson-hill-guarded-done = Just det: d4 var anfallen och alltså inte ens ett lagligt drag. e4 var fri.

lesson-hill-capture-title = Slå upp på kullen
lesson-hill-capture-goal = En svart springare står på d4, på kullen, och ingenting skyddar den. Vinn direkt.
lesson-hill-capture-hint = Kungen får slå en oskyddad pjäs, och att nå kullen genom att slå räknas också.
lesson-hill-capture-done = Att slå upp på kullen vinner precis som att gå dit.

lesson-hill-race-title = Vinn kapplöpningen till mitten
lesson-hill-race-goal = Båda kungarna är på väg mot kullen och du drar först. Kom fram före svart.
lesson-hill-race-hint = Räkna stegen: du behöver två, så slösa inte bort något drag. Gå först till d3.
lesson-hill-race-done = Du låg ett drag före och tog vara på det. I Kung på kullen räknas varje tempo.

lesson-hill-mate-title = Schack matt vinner fortfarande
lesson-hill-mate-goal = Kullen är långt borta, men den svarta kungen sitter fast bakom sina bönder. Vinn med ett drag.
lesson-hill-mate-hint = Svart har ingen flyktruta på åttonde raden. Ditt torn kan gå hela vägen upp.
lesson-hill-mate-done = Schack matt avslutar partiet här precis som i schack.

lesson-hill-bare-kings-title = Ensamma kungar spelar vidare
lesson-hill-bare-kings-goal = Bara de två kungarna är kvar. I schack vore det remi; här ska du vinna.
lesson-hill-bare-kings-hint = Utan andra pjäser kan båda kungarna fortfarande gå till kullen. Din står ett steg ifrån.
lesson-hill-bare-kings-done = Kung mot kung är inte remi i Kung på kullen: den som först når mitten vinner.

lesson-race-walk-title = Spring till åttonde raden
lesson-race-walk-goal = I Racing Kings vinner den kung som först når rad 8. Kom dit på två drag.
lesson-race-walk-hint = Gå rakt upp: b7, sedan vilken ruta som helst på rad 8.
lesson-race-walk-done = Din kung nådde översta raden och den svarta var för långt efter för att hinna följa.

lesson-race-no-check-title = Aldrig schack
lesson-race-no-check-goal = Stäng av rad 7 för den svarta kungen med ditt torn.
lesson-race-no-check-hint = Ett drag som ger schack är otillåtet i Racing Kings. Tornet på c6 eller på e-linjen skulle ge schack; titta en rad högre.
lesson-race-no-check-done = Från c7 bevakar ditt torn sjunde raden utan att ge schack.

lesson-race-capture-check-title = Inte heller slag får ge schack
lesson-race-capture-check-goal = Slå en av de svarta springarna med ditt torn.
lesson-race-capture-check-hint = Att slå på d5 skulle öppna d-linjen mot den svarta kungen: det vore schack och är därför inte tillåtet.
lesson-race-capture-check-done = Regeln har inga undantag: ett slag som skulle ge schack är också otillåtet.

lesson-race-attacked-title = Aldrig in i ett anfall
lesson-race-attacked-goal = Din kung står ett steg från målet. Vinn kapplöpningen nu.
lesson-race-attacked-hint = Springaren bevakar e8 och löparen bevakar f8. En kung får inte gå till en anfallen ruta.
lesson-race-attacked-done = Bara g8 var fri, så det var enda vägen upp.

lesson-race-too-far-title = Svart för långt bort för att följa
lesson-race-too-far-goal = När vit når rad 8 får svart ett drag till bara om svart också kan nå rad 8. Vinn nu.
lesson-race-too-far-hint = Den svarta kungen är tre rader bort: gå upp på rad 8.
lesson-race-too-far-done = Svart kunde inte följa direkt, så du vann på en gång.

lesson-race-follow-title = Svarts sista drag ger remi
lesson-race-follow-goal = Den vita kungen har nått rad 8, men du som spelar svart kan fortfarande följa. Rädda partiet.
lesson-race-follow-hint = Gå upp på rad 8 med kungen: g8, f8 och h8 är alla fria.
lesson-race-follow-done = Båda kungarna på rad 8: kapplöpningen blir remi. Det sista draget väger upp att vit började.

lesson-lielow-height-title = En stapel flyttar exakt sin höjd
lesson-lielow-height-goal = Din stapel på c3 är två hög och flyttar därför exakt två rutor, rakt åt vilket håll som helst. Slå den svarta stapeln på e5.
lesson-lielow-height-hint = Två rutor diagonalt, uppåt och åt höger. Rutan emellan spelar ingen roll: staplar hoppar.
lesson-lielow-height-done = En stapel med höjden två flyttar alltid två rutor, aldrig en eller tre.

lesson-lielow-grow-title = En tom ruta får stapeln att växa
lesson-lielow-grow-goal = Flytta din stapel på d2 till en tom ruta och se den växa.
lesson-lielow-grow-hint = En stapel med höjden ett flyttar en ruta, åt vilket som helst av de åtta hållen.
lesson-lielow-grow-done = Nu är den två hög, och som din högsta stapel fick den din krona.

lesson-lielow-capture-title = Ett slag gör stapeln en hög igen
lesson-lielow-capture-goal = Din krönta stapel på d1 är tre hög. Slå den svarta stapeln på d4.
lesson-lielow-capture-hint = Tre rutor rakt upp landar på d4.
lesson-lielow-capture-done = Efter slaget är din stapel en hög igen: att slå kostar höjd.

lesson-lielow-own-title = Aldrig på din egen stapel
lesson-lielow-own-goal = Din stapel på c3 är två hög. Slå den svarta stapeln med den.
lesson-lielow-own-hint = e3 ligger två rutor bort, men där står din egen stapel: det är inget drag. Titta uppåt längs c-linjen.
lesson-lielow-own-done = Att landa på en egen stapel är otillåtet; att landa på motståndarens slår den.

lesson-lielow-crown-title = Kronan går till den enda högsta stapeln
lesson-lielow-crown-goal = Din krona står på d2. Gör en annan stapel högre än den, så att kronan flyttar dit.
lesson-lielow-crown-hint = Stapeln på b2 är två hög; flyttar du den till en tom ruta blir den tre.
lesson-lielow-crown-done = Efter varje drag sitter kronan på den enda högsta stapeln, var den än står.

lesson-lielow-tie-title = Lika höjd låter kronan stå kvar
lesson-lielow-tie-goal = Flytta den lilla stapeln på e2 till en tom ruta så att den blir två hög, lika hög som din krönta stapel.
lesson-lielow-tie-hint = Vilken som helst av de åtta grannrutorna till e2 duger.
lesson-lielow-tie-done = Två staplar med höjden två: utan en enda högsta stannar kronan på a2.

lesson-lielow-off-title = Av brädet
lesson-lielow-off-goal = En stapel får lämna brädet när ett drag på dess höjd skulle ta den över kanten. Flytta din stapel på a2 av brädet.
lesson-lielow-off-hint = Dra stapeln av brädet, eller markera den och tryck på knappen för att flytta den av.
lesson-lielow-off-done = Stapeln är borta. Det går bra med en vanlig stapel, men gör det aldrig med din krönta.

lesson-lielow-take-crown-title = Slå kronan och vinn
lesson-lielow-take-crown-goal = Svarts krona står på f4. Slå den.
lesson-lielow-take-crown-hint = Din krönta stapel på d2 är två hög: två rutor diagonalt når f4.
lesson-lielow-take-crown-done = Att slå motståndarens krönta stapel vinner partiet på en gång.

lesson-lielow-keep-crown-title = Behåll kronan på brädet
lesson-lielow-keep-crown-goal = Den svarta stapeln på c4 hotar din krona på a2. Rädda den.
lesson-lielow-keep-crown-hint = Flyttar du din krönta stapel av brädet förlorar du direkt, och a4 och c2 är också anfallna. Anfall anfallaren.
lesson-lielow-keep-crown-done = Genom att slå anfallaren klarade sig kronan. Att flytta den av brädet hade förlorat partiet.
