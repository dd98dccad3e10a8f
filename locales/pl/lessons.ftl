# Lekcje z /learn/{variant}: dla każdej tytuł, cel, podpowiedź i to, czego uczy.

lesson-hill-walk-title = Dojdź na wzgórze
lesson-hill-walk-goal = Cztery pola centralne d4, e4, d5 i e5 tworzą wzgórze. Wprowadź króla na jedno z nich: masz dwa ruchy.
lesson-hill-walk-hint = Najpierw zrób krok po przekątnej w stronę środka; z d3 zarówno d4, jak i e4 są o krok.
lesson-hill-walk-done = Gdy tylko twój król stanie na wzgórzu, wygrywasz. Przeciwnik nie ma już ruchu.

lesson-hill-guarded-title = Pilnowane pole wzgórza to nie ruch
lesson-hill-guarded-goal = Czarna wieża pilnuje całej kolumny d. Mimo to wprowadź króla na wzgórze.
lesson-hill-guarded-hint = Król nigdy nie może wejść na atakowane pole, na wzgórzu czy poza nim. Którego pola wzgórza wieża nie widzi?
lesson-hill-guarded-done = Tak: d4 było pilnowane, więc nie był to nawet legalny ruch. Pole e4 było wolne.

lesson-hill-capture-title = Bicie na wzgórzu
lesson-hill-capture-goal = Czarny skoczek stoi na d4, na wzgórzu, i nic go nie broni. Wygraj od razu.
lesson-hill-capture-hint = Twój król może zbić niebronioną bierkę, a wejście na wzgórze przez bicie też się liczy.
lesson-hill-capture-done = Wejście na wzgórze z biciem wygrywa tak samo jak zwykły krok.

lesson-hill-race-title = Wygraj wyścig do środka
lesson-hill-race-goal = Oba króle zmierzają na wzgórze, a ty ruszasz się pierwszy. Dotrzyj tam przed czarnymi.
lesson-hill-race-hint = Policz kroki: potrzebujesz dwóch, więc nie marnuj ruchu. Idź najpierw na d3.
lesson-hill-race-done = Przewaga jednego ruchu została wykorzystana. W Królu wzgórza liczy się każde tempo.

lesson-hill-mate-title = Mat nadal wygrywa
lesson-hill-mate-goal = Wzgórze jest daleko, ale czarny król jest zamknięty za swoimi pionami. Wygraj jednym ruchem.
lesson-hill-mate-hint = Na ósmym rzędzie czarne nie mają pola ucieczki. Twoja wieża może pójść na samą górę.
lesson-hill-mate-done = Mat kończy tu partię tak samo jak w szachach.

lesson-hill-bare-kings-title = Same króle grają dalej
lesson-hill-bare-kings-goal = Zostały tylko dwa króle. W szachach byłby to remis; tutaj wygraj.
lesson-hill-bare-kings-hint = Bez bierek każdy z królów nadal może dojść na wzgórze. Twój jest o krok.
lesson-hill-bare-kings-done = Król przeciwko królowi to w Królu wzgórza nie remis: wygrywa ten, kto pierwszy dotrze do środka.

lesson-race-walk-title = Wyścig do ósmego rzędu
lesson-race-walk-goal = W Racing Kings wygrywa król, który pierwszy dotrze do 8. rzędu. Zrób to w dwóch ruchach.
lesson-race-walk-hint = Idź prosto w górę: b7, a potem dowolne pole 8. rzędu.
lesson-race-walk-done = Twój król dotarł do ostatniego rzędu, a czarny był zbyt daleko, żeby go dogonić.

lesson-race-no-check-title = Nigdy szacha
lesson-race-no-check-goal = Odetnij czarnego króla od 7. rzędu swoją wieżą.
lesson-race-no-check-hint = W Racing Kings ruch, który daje szacha, jest niedozwolony. Wieża na c6 albo w kolumnie e szachowałaby króla; spójrz o rząd wyżej.
lesson-race-no-check-done = Z c7 twoja wieża pilnuje siódmego rzędu, nie dając szacha.

lesson-race-capture-check-title = Bicie też nie może dawać szacha
lesson-race-capture-check-goal = Zbij wieżą jednego z czarnych skoczków.
lesson-race-capture-check-hint = Bicie na d5 otworzyłoby kolumnę d na czarnego króla: to szach, więc jest niedozwolone.
lesson-race-capture-check-done = Ta zasada nie ma wyjątków: bicie, które dałoby szacha, też jest niedozwolone.

lesson-race-attacked-title = Nigdy na atakowane pole
lesson-race-attacked-goal = Twój król jest o krok od mety. Wygraj wyścig teraz.
lesson-race-attacked-hint = Skoczek pilnuje e8, a goniec pilnuje f8. Król nie może wejść na atakowane pole.
lesson-race-attacked-done = Wolne było tylko g8, więc była to jedyna droga w górę.

lesson-race-too-far-title = Czarne za daleko, by dogonić
lesson-race-too-far-goal = Gdy białe dotrą do 8. rzędu, czarne dostają jeszcze jeden ruch tylko wtedy, gdy też mogą do niego dotrzeć. Wygraj teraz.
lesson-race-too-far-hint = Czarny król jest trzy rzędy dalej: wejdź na 8. rząd.
lesson-race-too-far-done = Czarne nie mogły od razu dogonić twojego króla, więc partia od razu kończy się twoją wygraną.

lesson-race-follow-title = Ostatni ruch czarnych daje remis
lesson-race-follow-goal = Biały król dotarł do 8. rzędu, ale ty, grając czarnymi, wciąż możesz go dogonić. Uratuj partię.
lesson-race-follow-hint = Wejdź królem na 8. rząd: g8, f8 i h8 są wolne.
lesson-race-follow-done = Oba króle na 8. rzędzie: wyścig kończy się remisem. Ten ostatni ruch wyrównuje to, że białe zaczynają.

lesson-lielow-height-title = Stos przesuwa się dokładnie o swoją wysokość
lesson-lielow-height-goal = Twój stos na c3 ma wysokość dwa, więc przesuwa się dokładnie o dwa pola, po dowolnej linii prostej. Zbij czarny stos na e5.
lesson-lielow-height-hint = Dwa pola po przekątnej, w górę i w prawo. Pole pośrednie nie ma znaczenia: stosy skaczą.
lesson-lielow-height-done = Stos o wysokości dwa zawsze przesuwa się o dwa pola, nigdy o jedno ani o trzy.

lesson-lielow-grow-title = Lądowanie na pustym polu podwyższa stos
lesson-lielow-grow-goal = Przesuń swój stos z d2 na puste pole i zobacz, jak rośnie.
lesson-lielow-grow-hint = Stos o wysokości jeden przesuwa się o jedno pole, w dowolnym z ośmiu kierunków.
lesson-lielow-grow-done = Ma teraz wysokość dwa, a jako twój najwyższy stos przejął twoją koronę.

lesson-lielow-capture-title = Bicie obniża stos do jednego
lesson-lielow-capture-goal = Twój ukoronowany stos na d1 ma wysokość trzy. Zbij czarny stos na d4.
lesson-lielow-capture-hint = Trzy pola prosto w górę to d4.
lesson-lielow-capture-done = Po biciu twój stos znów ma wysokość jeden: bicie kosztuje wysokość.

lesson-lielow-own-title = Nigdy na własny stos
lesson-lielow-own-goal = Twój stos na c3 ma wysokość dwa. Zbij nim czarny stos.
lesson-lielow-own-hint = e3 jest dwa pola dalej, ale stoi tam twój własny stos: lądowanie tam nie jest ruchem. Spójrz w górę kolumny c.
lesson-lielow-own-done = Lądowanie na własnym stosie jest niedozwolone; lądowanie na stosie przeciwnika go zbija.

lesson-lielow-crown-title = Korona trafia do jedynego najwyższego stosu
lesson-lielow-crown-goal = Twoja korona jest na d2. Spraw, by inny stos był od niej wyższy, a korona przejdzie na niego.
lesson-lielow-crown-hint = Stos na b2 ma wysokość dwa; po przesunięciu na puste pole będzie miał trzy.
lesson-lielow-crown-done = Po każdym ruchu korona jest na jedynym najwyższym stosie, gdziekolwiek on stoi.

lesson-lielow-tie-title = Przy remisie wysokości korona zostaje na miejscu
lesson-lielow-tie-goal = Przesuń mały stos z e2 na puste pole, by urósł do dwóch, tak wysoko jak twój ukoronowany stos.
lesson-lielow-tie-hint = Pasuje każde z ośmiu pól sąsiadujących z e2.
lesson-lielow-tie-done = Dwa stosy o wysokości dwa: nie ma jednego najwyższego, więc korona zostaje na a2.

lesson-lielow-off-title = Zejście z planszy
lesson-lielow-off-goal = Stos może zejść z planszy, gdy ruch o jego wysokość wyprowadziłby go za krawędź. Zdejmij z planszy swój stos z a2.
lesson-lielow-off-hint = Przeciągnij stos poza planszę albo zaznacz go i naciśnij przycisk, aby zdjąć go z planszy.
lesson-lielow-off-done = Stosu już nie ma. Ze zwykłym stosem to nic złego, ale nigdy nie rób tego z ukoronowanym.

lesson-lielow-take-crown-title = Zbij koronę i wygraj
lesson-lielow-take-crown-goal = Korona czarnych jest na f4. Zbij ją.
lesson-lielow-take-crown-hint = Twój ukoronowany stos na d2 ma wysokość dwa: dwa pola po przekątnej to f4.
lesson-lielow-take-crown-done = Zbicie ukoronowanego stosu przeciwnika od razu wygrywa partię.

lesson-lielow-keep-crown-title = Utrzymaj koronę na planszy
lesson-lielow-keep-crown-goal = Czarny stos na c4 zagraża twojej koronie na a2. Uratuj ją.
lesson-lielow-keep-crown-hint = Zdjęcie ukoronowanego stosu z planszy od razu przegrywa, a a4 i c2 też są atakowane. Zaatakuj napastnika.
lesson-lielow-keep-crown-done = Zbicie napastnika uratowało twoją koronę. Zejście z nią z planszy przegrałoby partię.
