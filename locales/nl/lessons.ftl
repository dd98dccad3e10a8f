# De lessen van /learn/{variant}: bij elke les een titel, het doel, een tip en wat je ervan leert.

lesson-hill-walk-title = Loop naar de heuvel
lesson-hill-walk-goal = De vier middenvelden d4, e4, d5 en e5 vormen de heuvel. Breng je koning naar een van die velden: je hebt twee zetten.
lesson-hill-walk-hint = Stap eerst schuin naar het midden; vanaf d3 liggen d4 en e4 allebei één stap verder.
lesson-hill-walk-done = Zodra je koning op de heuvel staat, win je. Je tegenstander komt niet meer aan zet.

lesson-hill-guarded-title = Een bewaakt heuvelveld is geen zet
lesson-hill-guarded-goal = De zwarte toren bestrijkt de hele d-lijn. Zet je koning toch op de heuvel.
lesson-hill-guarded-hint = De koning mag nooit naar een aangevallen veld, heuvel of niet. Welk heuvelveld ziet de toren niet?
lesson-hill-guarded-done = Juist: d4 werd bewaakt, dus het was niet eens een geldige zet. e4 was vrij.

lesson-hill-capture-title = Slaan op de heuvel
lesson-hill-capture-goal = Een zwart paard staat op d4, op de heuvel, en niets dekt het. Win meteen.
lesson-hill-capture-hint = Je koning mag een ongedekt stuk slaan, en ook slaand op de heuvel komen telt.
lesson-hill-capture-done = Slaand op de heuvel komen wint net zo goed als er gewoon naartoe stappen.

lesson-hill-race-title = Win de race naar het midden
lesson-hill-race-goal = Beide koningen gaan naar de heuvel, en jij bent eerst aan zet. Wees er eerder dan zwart.
lesson-hill-race-hint = Tel de stappen: je hebt er twee nodig, dus verspil geen zet. Ga eerst naar d3.
lesson-hill-race-done = Je stond één zet voor en hebt die benut. In King of the Hill telt elk tempo.

lesson-hill-mate-title = Schaakmat wint nog steeds
lesson-hill-mate-goal = De heuvel is ver weg, maar de zwarte koning zit vast achter zijn pionnen. Win met één zet.
lesson-hill-mate-hint = Zwart heeft op de achtste rij geen vluchtveld. Je toren kan helemaal naar boven.
lesson-hill-mate-done = Schaakmat beëindigt de partij hier net als bij schaken.

lesson-hill-bare-kings-title = Met alleen de koningen speel je door
lesson-hill-bare-kings-goal = Alleen de twee koningen zijn nog over. Bij schaken was dit remise; hier win je.
lesson-hill-bare-kings-hint = Zonder stukken kan elke koning nog steeds naar de heuvel lopen. De jouwe staat er één stap vandaan.
lesson-hill-bare-kings-done = Koning tegen koning is in King of the Hill geen remise: wie het eerst in het midden is, wint.

lesson-race-walk-title = Race naar de achtste rij
lesson-race-walk-goal = In Racing Kings wint de koning die als eerste rij 8 haalt. Kom er in twee zetten.
lesson-race-walk-hint = Loop recht omhoog: b7, dan een willekeurig veld op rij 8.
lesson-race-walk-done = Je koning haalde de bovenste rij en de zwarte stond te ver achter om te volgen.

lesson-race-no-check-title = Nooit schaak
lesson-race-no-check-goal = Snijd de zwarte koning met je toren af van rij 7.
lesson-race-no-check-hint = Een zet die schaak geeft, is in Racing Kings verboden. De toren op c6 of op de e-lijn zou de koning schaak zetten; kijk een rij hoger.
lesson-race-no-check-done = Vanaf c7 bewaakt je toren de zevende rij zonder schaak te geven.

lesson-race-capture-check-title = Ook slaan mag geen schaak geven
lesson-race-capture-check-goal = Sla met je toren een van de zwarte paarden.
lesson-race-capture-check-hint = Slaan op d5 zou de d-lijn naar de zwarte koning openen: dat is schaak, dus het mag niet.
lesson-race-capture-check-done = De regel kent geen uitzonderingen: ook slaan dat schaak zou geven, is verboden.

lesson-race-attacked-title = Nooit naar een aangevallen veld
lesson-race-attacked-goal = Je koning staat één stap van de finish. Win de race nu.
lesson-race-attacked-hint = Het paard bewaakt e8 en de loper bewaakt f8. Een koning mag niet naar een aangevallen veld.
lesson-race-attacked-done = Alleen g8 was vrij, dus dat was de enige weg omhoog.

lesson-race-too-far-title = Zwart te ver weg om te volgen
lesson-race-too-far-goal = Haalt wit rij 8, dan krijgt zwart alleen nog een zet als het rij 8 ook kan halen. Win nu.
lesson-race-too-far-hint = De zwarte koning staat drie rijen verderop: stap op rij 8.
lesson-race-too-far-done = Zwart kon niet meteen volgen, dus je won direct.

lesson-race-follow-title = De laatste zet van zwart maakt remise
lesson-race-follow-goal = De witte koning heeft rij 8 gehaald, maar jij kunt met zwart nog volgen. Red de partij.
lesson-race-follow-hint = Zet je koning op rij 8: g8, f8 en h8 zijn allemaal vrij.
lesson-race-follow-done = Beide koningen op rij 8: de race eindigt in remise. Die laatste zet maakt goed dat wit eerst mocht.

lesson-lielow-height-title = Een stapel gaat precies zo ver als hij hoog is
lesson-lielow-height-goal = Je stapel op c3 is twee hoog, dus hij gaat precies twee velden, in elke rechte lijn. Sla de zwarte stapel op e5.
lesson-lielow-height-hint = Twee velden schuin, omhoog en naar rechts. Het veld ertussen doet er niet toe: stapels springen.
lesson-lielow-height-done = Een stapel van hoogte twee gaat altijd twee velden, nooit één of drie.

lesson-lielow-grow-title = Op een leeg veld groeit een stapel
lesson-lielow-grow-goal = Zet je stapel van d2 naar een leeg veld en kijk hoe hij groeit.
lesson-lielow-grow-hint = Een stapel van hoogte één gaat één veld, in een van de acht richtingen.
lesson-lielow-grow-done = Hij is nu twee hoog, en als je hoogste stapel heeft hij je kroon gekregen.

lesson-lielow-capture-title = Slaan zet de stapel terug op één
lesson-lielow-capture-goal = Je gekroonde stapel op d1 is drie hoog. Sla de zwarte stapel op d4.
lesson-lielow-capture-hint = Drie velden recht omhoog kom je op d4.
lesson-lielow-capture-done = Na het slaan is je stapel weer één hoog: slaan kost hoogte.

lesson-lielow-own-title = Nooit op je eigen stapel
lesson-lielow-own-goal = Je stapel op c3 is twee hoog. Sla er de zwarte stapel mee.
lesson-lielow-own-hint = e3 ligt twee velden verder, maar daar staat je eigen stapel: daar landen is geen zet. Kijk de c-lijn op.
lesson-lielow-own-done = Op je eigen stapel landen mag niet; op een stapel van de tegenstander landen slaat hem.

lesson-lielow-crown-title = De kroon gaat naar de enige hoogste stapel
lesson-lielow-crown-goal = Je kroon staat op d2. Maak een andere stapel hoger, zodat de kroon daarheen gaat.
lesson-lielow-crown-hint = De stapel op b2 is twee hoog; zet je hem op een leeg veld, dan wordt hij drie hoog.
lesson-lielow-crown-done = Na elke zet staat de kroon op de enige hoogste stapel, waar die ook staat.

lesson-lielow-tie-title = Bij gelijke hoogte blijft de kroon waar hij is
lesson-lielow-tie-goal = Zet de kleine stapel van e2 naar een leeg veld zodat hij twee hoog wordt, even hoog als je gekroonde stapel.
lesson-lielow-tie-hint = Elk van de acht buurvelden van e2 is goed.
lesson-lielow-tie-done = Twee stapels van hoogte twee: er is geen enige hoogste, dus de kroon blijft op a2.

lesson-lielow-off-title = Van het bord af
lesson-lielow-off-goal = Een stapel mag het bord verlaten als een zet van zijn hoogte hem over de rand zou brengen. Haal je stapel op a2 van het bord.
lesson-lielow-off-hint = Sleep de stapel van het bord, of selecteer hem en druk op de knop om hem van het bord te halen.
lesson-lielow-off-done = De stapel is weg. Voor een gewone stapel is dat prima, maar doe het nooit met je gekroonde stapel.

lesson-lielow-take-crown-title = Sla de kroon en win
lesson-lielow-take-crown-goal = De zwarte kroon staat op f4. Sla hem.
lesson-lielow-take-crown-hint = Je gekroonde stapel op d2 is twee hoog: twee velden schuin kom je op f4.
lesson-lielow-take-crown-done = Wie de gekroonde stapel van de tegenstander slaat, wint de partij meteen.

lesson-lielow-keep-crown-title = Houd je kroon op het bord
lesson-lielow-keep-crown-goal = De zwarte stapel op c4 bedreigt je kroon op a2. Red hem.
lesson-lielow-keep-crown-hint = Je gekroonde stapel van het bord halen verliest meteen, en a4 en c2 worden ook aangevallen. Val de aanvaller aan.
lesson-lielow-keep-crown-done = Door de aanvaller te slaan was je kroon veilig. Hem van het bord halen had de partij gekost.
