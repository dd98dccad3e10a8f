## Przewodniki po zasadach: Król wzgórza, Racing Kings, Lielow i szachy.
## Tylko zwykły tekst; strukturę dodaje szablon strony.

## Wspólne nagłówki

guide-heading-card = W skrócie
guide-heading-setup = Ustawienie początkowe
guide-heading-moves = Ruchy i bicie
guide-heading-win = Jak wygrać
guide-heading-draws = Remis
guide-heading-special = Zasady szczególne
guide-heading-differences = Czym różni się od szachów
guide-heading-elsewhere = Nasze zasady a inne serwisy
guide-heading-history = Historia
guide-heading-faq = Pytania początkujących
guide-diff-topic = Kwestia
guide-diff-chess = Szachy
guide-diff-this-game = Ta gra
guide-back-to-game = Wróć do partii
guide-play-now = Zagraj teraz
guide-index-title = Przewodniki po zasadach
guide-index-intro = Jak grać w każdą grę na Regalii: ustawienie początkowe, ruchy, sposób na zwycięstwo i tych kilka szczegółów, w których nasze zasady różnią się od tego, co być może znasz z innych miejsc.

## Król wzgórza

guide-kingofthehill-title = Król wzgórza
guide-kingofthehill-tagline = Szachy z drugim sposobem na zwycięstwo: wprowadź swojego króla na jedno z czterech centralnych pól.

guide-kingofthehill-setup-1 = Partia zaczyna się od zwykłej pozycji szachowej, pokazanej na diagramie. Pierwsze ruszają się białe.
guide-kingofthehill-setup-2 = Wzgórze to cztery pola w środku szachownicy: d4, e4, d5 i e5.

guide-kingofthehill-moves-1 = Wszystkie bierki poruszają się i biją dokładnie tak jak w szachach. Roszada, bicie w przelocie i promocja działają jak zwykle.
guide-kingofthehill-moves-2 = Tak jak w szachach król nigdy nie może wejść na atakowane pole ani pozostać w szachu, a roszady nie wolno wykonać, gdy król jest szachowany, gdy przechodzi przez atakowane pole ani gdy na nim kończy. Wzgórze nie jest wyjątkiem: pole wzgórza atakowane przez bierkę przeciwnika to po prostu pole, na które twój król nie może wejść.

guide-kingofthehill-win-1 = Wprowadź króla na dowolne z czterech pól wzgórza, a wygrywasz od razu. Może tam dojść zwykłym krokiem albo biciem bierki przeciwnika, która stoi na wzgórzu. Przeciwnik nie ma już prawa do odpowiedzi.
guide-kingofthehill-win-2 = Mat również wygrywa, tak samo jak w szachach.

guide-kingofthehill-draws-1 = Pat oznacza remis: gracz, który ma ruch, nie ma żadnego dozwolonego ruchu i nie jest w szachu.
guide-kingofthehill-draws-2 = Gracz, który ma ruch, może zażądać remisu, gdy bieżąca pozycja wystąpiła trzy razy (te same bierki na tych samych polach, ten sam gracz na posunięciu, te same możliwości roszady i bicia w przelocie) albo gdy każda ze stron wykonała 50 ruchów bez bicia i bez ruchu pionem. Żadna z tych sytuacji nie kończy partii sama: jeśli nikt nie zażąda remisu, gra toczy się dalej.
guide-kingofthehill-draws-3 = W partiach online gracze mogą też zgodzić się na remis.
guide-kingofthehill-draws-4 = Nie ma remisu z powodu niewystarczającego materiału. Nawet sam król przeciwko samemu królowi może jeszcze wygrać, docierając na wzgórze, więc partia trwa dalej.

guide-kingofthehill-special-1 = Wzgórze jest celem, a nie bezpiecznym schronieniem. Twój król może tam dotrzeć tylko dozwolonym ruchem, więc pole wzgórza kontrolowane przez bierkę przeciwnika pozostaje poza zasięgiem, dopóki ta kontrola nie zniknie.
guide-kingofthehill-special-2 = Partia kończy się w chwili, gdy król stanie na wzgórzu: w pozycji z królem na d4, e4, d5 lub e5 nie ma już żadnych dozwolonych ruchów.
guide-kingofthehill-special-3 = Partie mogą zaczynać się od zwykłej pozycji albo od dowolnej poprawnej pozycji Króla wzgórza zapisanej w notacji FEN.

guide-kingofthehill-diff-1-topic = Cel
guide-kingofthehill-diff-1-chess = Zamatować króla przeciwnika
guide-kingofthehill-diff-1-this = Zamatować albo wprowadzić własnego króla na d4, e4, d5 lub e5
guide-kingofthehill-diff-2-topic = Król dociera do centrum
guide-kingofthehill-diff-2-chess = Nic szczególnego się nie dzieje
guide-kingofthehill-diff-2-this = Natychmiastowe zwycięstwo, bez odpowiedzi przeciwnika
guide-kingofthehill-diff-3-topic = Król w grze środkowej
guide-kingofthehill-diff-3-chess = Zwykle chowa się za pionami
guide-kingofthehill-diff-3-this = Często maszeruje do centrum, więc obie strony muszą pilnować wzgórza
guide-kingofthehill-diff-4-topic = Król przeciwko królowi
guide-kingofthehill-diff-4-chess = Remis: nikt nie może dać mata
guide-kingofthehill-diff-4-this = Gra toczy się dalej: wygrywa pierwszy król, który dotrze na wzgórze
guide-kingofthehill-diff-5-topic = Atakowane pola
guide-kingofthehill-diff-5-chess = Król nie może na nie wejść
guide-kingofthehill-diff-5-this = Tak samo, także w przypadku pól wzgórza
guide-kingofthehill-diff-6-topic = Bierki, roszada, bicie w przelocie, promocja
guide-kingofthehill-diff-6-chess = Standardowe zasady
guide-kingofthehill-diff-6-this = Dokładnie tak samo jak w szachach

guide-kingofthehill-elsewhere-1 = Król wzgórza jest dostępny w kilku serwisach i programach, a szczegóły nie zawsze są takie same. Oto dokładnie, co stosujemy u nas.
guide-kingofthehill-elsewhere-2 = Atakowane pole wzgórza nie jest dozwolonym celem ruchu króla. Nie można wskoczyć na atakowane pole wzgórza i mimo to wygrać.
guide-kingofthehill-elsewhere-3 = Zwycięstwo jest natychmiastowe. W chwili, gdy król dociera na miejsce, partia się kończy; przeciwnik nie dostaje ostatniego ruchu.
guide-kingofthehill-elsewhere-4 = Król przeciwko królowi to nie remis. Tam, gdzie stosuje się zwykłą szachową zasadę o niewystarczającym materiale, taka partia by się skończyła; tutaj trwa dalej, bo każdy z królów wciąż może dotrzeć na wzgórze.
guide-kingofthehill-elsewhere-5 = Trzykrotne powtórzenie pozycji i zasada 50 ruchów dają remis tylko wtedy, gdy gracz go zażąda; nigdy nie kończą partii automatycznie. Nie ma też automatycznego końca po pięciokrotnym powtórzeniu ani po 75 ruchach, jak w niektórych popularnych serwisach.

guide-kingofthehill-history-1 = Król wzgórza to wariant szachów o długiej tradycji: wyznaczenie królowi celu w centrum to jeden z najstarszych i najprostszych sposobów na zmianę gry. Dużą popularność zdobył, gdy zaczęły go oferować serwisy do gry w szachy online.
guide-kingofthehill-history-2 = Wywraca stare przyzwyczajenie do góry nogami. W szachach król chowa się aż do końcówki; tutaj śmiały król może rozstrzygnąć partię już w grze środkowej, a obaj gracze muszą na nowo przemyśleć centrum.

guide-kingofthehill-faq-1-q = Czy mój król może wejść na wzgórze, gdy jest ono atakowane?
guide-kingofthehill-faq-1-a = Nie. Atakowane pole wzgórza jest niedozwolonym celem, jak każde inne atakowane pole. Żeby trzymać króla przeciwnika z daleka, osłaniaj wzgórze własnymi bierkami.
guide-kingofthehill-faq-2-q = Czy liczy się zbicie bierki stojącej na wzgórzu?
guide-kingofthehill-faq-2-a = Tak. Jeśli twój król zbije bierkę przeciwnika stojącą na d4, e4, d5 lub e5, a ta bierka nie jest broniona, od razu wygrywasz.
guide-kingofthehill-faq-3-q = Czy przeciwnik ma jeszcze jeden ruch, gdy mój król dotrze na wzgórze?
guide-kingofthehill-faq-3-a = Nie. Partia kończy się w chwili, gdy twój król tam dociera.
guide-kingofthehill-faq-4-q = Czy król przeciwko królowi to remis?
guide-kingofthehill-faq-4-a = Nie. Gdy na szachownicy zostaną tylko dwa króle, partia trwa dalej, a wygrywa pierwszy król, który dotrze na wzgórze.
guide-kingofthehill-faq-5-q = Czy nadal mogę wygrać matem?
guide-kingofthehill-faq-5-a = Tak. Mat wygrywa jak w szachach, a pat oznacza remis.
guide-kingofthehill-faq-6-q = Czy partia kończy się sama, gdy pozycja powtórzy się trzy razy?
guide-kingofthehill-faq-6-a = Nie. W swoim ruchu możesz zażądać remisu, gdy pozycja wystąpiła trzy razy, albo po 50 ruchach każdej ze stron bez bicia i bez ruchu pionem. Jeśli nikt nie zażąda, partia trwa dalej.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = Wyścig, nie walka: jako pierwszy doprowadź swojego króla na drugi koniec szachownicy, nigdy nie dając szacha.

guide-racingkings-setup-1 = Nie ma pionów. Każda strona ma króla, hetmana, dwie wieże, dwa gońce i dwa skoczki, wszystkie na dwóch pierwszych rzędach, jak pokazuje diagram: bierki czarnych na lewej połowie szachownicy (kolumny od a do d), bierki białych na prawej (kolumny od e do h).
guide-racingkings-setup-2 = W 1. rzędzie, od a1 do h1: czarny hetman, wieża, goniec i skoczek, potem biały skoczek, goniec, wieża i hetman. W 2. rzędzie, od a2 do h2: czarny król, wieża, goniec i skoczek, potem biały skoczek, goniec, wieża i król.
guide-racingkings-setup-3 = Obaj gracze ścigają się w tym samym kierunku, w górę szachownicy, do 8. rzędu, więc obaj widzą szachownicę z tej samej strony. Pierwsze ruszają się białe.

guide-racingkings-moves-1 = Wszystkie bierki poruszają się i biją jak w szachach. Nie ma roszady ani bicia w przelocie, a ponieważ nie ma pionów, nie ma też promocji.
guide-racingkings-moves-2 = Szach jest zakazany dla obu stron. Ruch, który dałby szacha królowi przeciwnika, jest niedozwolony, nawet jeśli w szachach byłby matem, i dotyczy to także szacha odsłoniętego przez odejście innej bierki.
guide-racingkings-moves-3 = Król nigdy nie może wejść na atakowane pole i, tak jak w szachach, żaden ruch nie może zostawić własnego króla pod atakiem.
guide-racingkings-moves-4 = Bicie jest dozwolone i często przydatne: pozwala oczyścić drogę królowi albo usunąć bierkę, która pilnuje pól przed nim.

guide-racingkings-win-1 = Celem jest doprowadzenie króla do 8. rzędu, na drugi koniec szachownicy. Wystarczy dowolne pole 8. rzędu.
guide-racingkings-win-2 = Jeśli czarny król dotrze do 8. rzędu, a białego króla tam nie ma, czarne wygrywają od razu.
guide-racingkings-win-3 = Gdy biały król dotrze do 8. rzędu, wynik zależy od czarnych, co wyrównuje to, że białe ruszają się pierwsze. Jeśli czarny król nie może dojść do 8. rzędu jednym dozwolonym ruchem, białe wygrywają natychmiast.
guide-racingkings-win-4 = Jeśli czarny król może dojść do 8. rzędu w najbliższym ruchu, czarne wykonują jeszcze jeden, ostatni ruch. Jeśli rzeczywiście dotrą nim do 8. rzędu, partia kończy się remisem; jeśli zagrają cokolwiek innego, wygrywają białe.

guide-racingkings-draws-1 = Oba króle w 8. rzędzie: gdy czarne odpowiadają na przybycie białego króla, również docierając do 8. rzędu, wyścig kończy się remisem.
guide-racingkings-draws-2 = Pat, czyli sytuacja, w której gracz mający ruch nie ma żadnego dozwolonego ruchu, oznacza remis.
guide-racingkings-draws-3 = Gracz, który ma ruch, może zażądać remisu, gdy bieżąca pozycja wystąpiła trzy razy (te same bierki na tych samych polach, ten sam gracz na posunięciu) albo gdy każda ze stron wykonała 50 ruchów bez bicia. Żadna z tych sytuacji nie kończy partii sama: jeśli nikt nie zażąda remisu, gra toczy się dalej.
guide-racingkings-draws-4 = W partiach online gracze mogą też zgodzić się na remis.
guide-racingkings-draws-5 = Nie ma remisu z powodu niewystarczającego materiału: nawet dwa samotne króle ścigają się dalej.

guide-racingkings-special-1 = Ponieważ żaden ruch nie może dać szacha, żaden król nigdy nie jest w szachu. Nie da się gonić króla przeciwnika szachami; zamiast tego spowalniasz go, kontrolując pola przed nim, bo król nie może wejść na atakowane pole.
guide-racingkings-special-2 = Jedna dobrze ustawiona wieża albo jeden goniec mogą zamknąć królowi przeciwnika cały rząd lub całą przekątną, nawet go nie dotykając.
guide-racingkings-special-3 = Partie mogą zaczynać się od zwykłej pozycji albo od dowolnej poprawnej pozycji Racing Kings zapisanej w notacji FEN. Pozycja, w której gracz mający ruch jest w szachu, nie jest poprawna.

guide-racingkings-diff-1-topic = Piony
guide-racingkings-diff-1-chess = Osiem po każdej stronie
guide-racingkings-diff-1-this = Nie ma ich wcale
guide-racingkings-diff-2-topic = Pozycja początkowa
guide-racingkings-diff-2-chess = Dwie armie naprzeciw siebie, na przeciwnych końcach szachownicy
guide-racingkings-diff-2-this = Obok siebie w 1. i 2. rzędzie, czarne po lewej, białe po prawej
guide-racingkings-diff-3-topic = Cel
guide-racingkings-diff-3-chess = Zamatować króla przeciwnika
guide-racingkings-diff-3-this = Jako pierwszy doprowadzić króla do 8. rzędu
guide-racingkings-diff-4-topic = Szach
guide-racingkings-diff-4-chess = Dozwolony i trzeba się przed nim bronić
guide-racingkings-diff-4-this = Nigdy niedozwolony: ruch dający szacha jest nieprawidłowy
guide-racingkings-diff-5-topic = Roszada, bicie w przelocie, promocja
guide-racingkings-diff-5-chess = Są częścią gry
guide-racingkings-diff-5-this = Nie istnieją
guide-racingkings-diff-6-topic = Kierunek gry
guide-racingkings-diff-6-chess = Każda strona posuwa się w stronę drugiej
guide-racingkings-diff-6-this = Obie strony idą w górę szachownicy, do 8. rzędu
guide-racingkings-diff-7-topic = Niewystarczający materiał
guide-racingkings-diff-7-chess = Remis, gdy nikt nie może dać mata
guide-racingkings-diff-7-this = Nie ma takiego remisu: wyścig trwa dalej
guide-racingkings-diff-8-topic = Pierwszy ruch
guide-racingkings-diff-8-chess = Niewielka przewaga białych
guide-racingkings-diff-8-this = Wyrównana ostatnim ruchem czarnych, którzy mogą zremisować wyścig, jeśli ich król zdoła dojść do 8. rzędu

guide-racingkings-elsewhere-1 = Wersje Racing Kings różnią się na linii mety. U nas, gdy biały król dotrze do 8. rzędu, czarne dostają ostatni ruch tylko wtedy, gdy ich król naprawdę może nim dojść do 8. rzędu; w przeciwnym razie białe od razu wygrywają. Taka zasada obowiązuje w najpopularniejszej wersji online.
guide-racingkings-elsewhere-2 = Niektóre programy i silniki zawsze dają czarnym dodatkowy ruch, nawet gdy nie może on niczego zmienić. Wynik jest ten sam, ale ich liczenie ruchów i analiza tuż przed metą mogą różnić się od naszych.
guide-racingkings-elsewhere-3 = Trzykrotne powtórzenie pozycji i zasada 50 ruchów dają remis tylko wtedy, gdy gracz go zażąda; nigdy nie kończą partii automatycznie. Nie ma też automatycznego końca po pięciokrotnym powtórzeniu ani po 75 ruchach, jak w niektórych popularnych serwisach.

guide-racingkings-history-1 = Racing Kings wymyślił Vernon R. Parton w 1961 roku. Parton stworzył wiele wariantów szachów; najbardziej znanym z nich są prawdopodobnie szachy Alicji (Alice Chess).
guide-racingkings-history-2 = Gra całkowicie porzuca ideę atakowania króla: skoro szach jest zakazany, szachy stają się wyścigiem manewrów i blokad. Gra online, w której łatwo ją wypróbować, przysporzyła jej wielu nowych graczy.

guide-racingkings-faq-1-q = Czy w Racing Kings można dać szacha?
guide-racingkings-faq-1-a = Nie. Każdy ruch, który dałby szacha królowi przeciwnika, jest niedozwolony, także szach odsłonięty, gdy odchodzi inna bierka. W tej grze król nigdy nie jest w szachu.
guide-racingkings-faq-2-q = Co się dzieje, gdy oba króle dotrą do ostatniego rzędu?
guide-racingkings-faq-2-a = Może się to zdarzyć tylko wtedy, gdy białe dotrą tam pierwsze, a czarne pójdą za nimi w następnym ruchu. Partia kończy się wtedy remisem.
guide-racingkings-faq-3-q = Białe ruszają się pierwsze: czy to nie jest niesprawiedliwe?
guide-racingkings-faq-3-a = Właśnie do tego służy ostatni ruch czarnych. Gdy biały król dotrze do 8. rzędu, a czarny król też może tam dojść jednym dozwolonym ruchem, czarne dostają ten ruch i mogą zremisować wyścig.
guide-racingkings-faq-4-q = Dlaczego partia się skończyła, a czarne nie dostały ostatniego ruchu?
guide-racingkings-faq-4-a = Bo czarny król nie mógł dojść do 8. rzędu jednym dozwolonym ruchem. Dodatkowy ruch nie mógłby więc zmienić wyniku i białe wygrywają od razu.
guide-racingkings-faq-5-q = Czy mój król może stanąć obok króla przeciwnika?
guide-racingkings-faq-5-a = Nie. Dwa króle stojące obok siebie atakowałyby się nawzajem, a to oznacza szacha, który nigdy nie jest dozwolony.
guide-racingkings-faq-6-q = Czy mogę bić bierki?
guide-racingkings-faq-6-a = Tak, jak w szachach, o ile bicie nie daje szacha. Zbicie bierki, która blokuje ci drogę albo pilnuje pól przed twoim królem, często jest kluczem do wygrania wyścigu.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Stosy, które skaczą tak daleko, jak są wysokie: chroń swój ukoronowany stos i zbij stos przeciwnika.

guide-lielow-setup-1 = W Lielow gra się na planszy 8x8 stosami pionków, bez żadnych innych bierek. Każdy gracz zaczyna z ośmioma stosami o wysokości 1: białe na polach od a2 do h2, czarne od a7 do h7, jak na diagramie.
guide-lielow-setup-2 = Na początku nikt nie ma korony. Pierwsze ruszają się białe.

guide-lielow-moves-1 = W swoim ruchu przesuń jeden ze swoich stosów po linii prostej: wzdłuż rzędu, kolumny lub przekątnej, w dowolnym z ośmiu kierunków. Stos musi przejść dokładnie tyle pól, ile wynosi jego wysokość: stos o wysokości 1 przesuwa się o jedno pole, stos o wysokości 3 o trzy pola. Pola pośrednie nie mają znaczenia, bo stosy skaczą. Nie wolno pasować.
guide-lielow-moves-2 = Gdy stos ląduje na pustym polu, rośnie o jeden. Stos o wysokości 2, który przesuwa się o dwa pola na puste pole, staje się stosem o wysokości 3.
guide-lielow-moves-3 = Gdy ląduje na stosie przeciwnika, ten stos zostaje zbity i usunięty, niezależnie od wysokości, a twój stos spada do wysokości 1. Stos o wysokości 1, który bije, zostaje przy wysokości 1.
guide-lielow-moves-4 = Nie wolno lądować na własnym stosie.
guide-lielow-moves-5 = Zejście z planszy: jeśli w co najmniej jednym kierunku pole docelowe znalazłoby się poza planszą, możesz zdjąć stos z planszy i wtedy odpada on z gry. Niezależnie od kierunku, w którym schodzi, liczy się to jako jeden ruch.
guide-lielow-moves-6 = Największa wysokość to 8. Stos o wysokości 7 może jeszcze urosnąć do 8; stos o wysokości 8 może już tylko zejść z planszy.

guide-lielow-win-1 = Wygrywasz, gdy ukoronowany stos przeciwnika opuści planszę: albo go zbijesz, albo jego właściciel sam zdejmie go z planszy.
guide-lielow-win-2 = Bicie innych stosów nigdy samo w sobie nie daje zwycięstwa. A dopóki przeciwnik nie ma korony, nie może przegrać, więc polowanie zaczyna się dopiero wtedy, gdy ją zdobędzie.

guide-lielow-draws-1 = W Lielow nie ma remisów. Każdy ruch albo usuwa stos, albo podwyższa stos, więc pozycja nigdy nie może się powtórzyć, a każda partia kończy się zwycięstwem jednej ze stron.
guide-lielow-draws-2 = Z tego samego powodu nie ma zasady powtórzenia pozycji ani zasady 50 ruchów. Gracz zawsze ma co najmniej jeden dozwolony ruch, więc nie ma też pata.

guide-lielow-special-1 = Korona. Po każdym ruchu, niezależnie od tego, który gracz go wykonał, sprawdza się stosy każdego gracza: jeśli jeden z twoich stosów jest wyższy od wszystkich pozostałych twoich stosów, twoja korona przechodzi na niego.
guide-lielow-special-2 = Gdy najwyższe stosy mają równą wysokość, korona się nie przesuwa. Zostaje tam, gdzie jest, nawet jeśli ten stos jest teraz niższy od innych, a gracz, który jeszcze nie ma korony, nadal jej nie ma.
guide-lielow-special-3 = Korona podróżuje razem ze swoim stosem. Nic innego nie przesuwa korony.
guide-lielow-special-4 = Twoja korona może się przesunąć w ruchu przeciwnika. Jeśli zbije on jeden z twoich stosów, inny twój stos może stać się jedynym najwyższym, a korona od razu na niego przechodzi.
guide-lielow-special-5 = Ukoronowany stos, który bije, spada do wysokości 1. Jeśli teraz inny twój stos jest jedynym najwyższym, korona przechodzi na niego; jeśli nie, zostaje na małym stosie, który właśnie bił.
guide-lielow-special-6 = Twój ostatni stos zawsze nosi twoją koronę, bo z konieczności jest twoim jedynym najwyższym.
guide-lielow-special-7 = W notacji partii ruch na puste pole zapisuje się jak e2-e3, bicie jak d4xg7, a zejście z planszy jak a2-off.

guide-lielow-diff-1-topic = Bierki
guide-lielow-diff-1-chess = Sześć rodzajów, każdy z własnym ruchem
guide-lielow-diff-1-this = Tylko stosy pionków, które podlegają tej samej zasadzie
guide-lielow-diff-2-topic = Jak daleko idzie bierka
guide-lielow-diff-2-chess = Zależy od bierki
guide-lielow-diff-2-this = Dokładnie na swoją wysokość, w jednym z ośmiu kierunków
guide-lielow-diff-3-topic = Blokowanie
guide-lielow-diff-3-chess = Skacze tylko skoczek; inne bierki mogą zostać zablokowane
guide-lielow-diff-3-this = Każdy stos skacze; pola pośrednie nie mają znaczenia
guide-lielow-diff-4-topic = Po biciu
guide-lielow-diff-4-chess = Bijąca bierka się nie zmienia
guide-lielow-diff-4-this = Bijący stos spada do wysokości 1
guide-lielow-diff-5-topic = Cel
guide-lielow-diff-5-chess = Zamatować króla
guide-lielow-diff-5-this = Sprawić, by ukoronowany stos przeciwnika opuścił planszę
guide-lielow-diff-6-topic = Najważniejsza bierka
guide-lielow-diff-6-chess = Król, ta sama bierka od początku do końca
guide-lielow-diff-6-this = Korona, która pojawia się w trakcie gry i przechodzi na jedyny najwyższy stos
guide-lielow-diff-7-topic = Opuszczenie planszy
guide-lielow-diff-7-chess = Niemożliwe
guide-lielow-diff-7-this = Dozwolony ruch, gdy skok stosu skończyłby się poza krawędzią
guide-lielow-diff-8-topic = Remisy
guide-lielow-diff-8-chess = Pat, powtórzenie, zasada 50 ruchów, zgoda i inne
guide-lielow-diff-8-this = Brak: każda partia ma zwycięzcę
guide-lielow-diff-9-topic = Wzrost
guide-lielow-diff-9-chess = Piony są promowane na ostatnim rzędzie
guide-lielow-diff-9-this = Stosy rosną o jeden przy każdym ruchu na puste pole, maksymalnie do 8

guide-lielow-elsewhere-1 = Lielow to młoda gra. Jeśli znasz ją z innych miejsc, warto porównać te punkty z zasadami, które stosujemy.
guide-lielow-elsewhere-2 = Zdjęcie stosu z planszy to jeden ruch, bez względu na to, w ilu kierunkach mógłby ją opuścić.
guide-lielow-elsewhere-3 = O koronie decyduje się po każdym ruchu każdego z graczy: trafia na jedyny najwyższy stos, a przy równej wysokości zostaje tam, gdzie jest, nawet na niższym stosie.
guide-lielow-elsewhere-4 = Zdjęcie z planszy własnego ukoronowanego stosu oznacza przegraną, tak samo jak jego zbicie.
guide-lielow-elsewhere-5 = Stos nigdy nie może być wyższy niż 8; stos o wysokości 8 może już tylko zejść z planszy.

guide-lielow-history-1 = Lielow zaprojektowali Michael Amundsen i Alek Erickson w 2021 roku. To nowoczesna abstrakcyjna gra strategiczna: bez losowości, bez ukrytych informacji i z zaledwie garścią zasad.
guide-lielow-history-2 = Jej sednem jest napięcie między wysokością a bezpieczeństwem. Wysoki stos sięga daleko i przyciąga koronę, ale każde bicie sprowadza go z powrotem do wysokości 1.

guide-lielow-faq-1-q = Dlaczego korona przeszła na inny stos?
guide-lielow-faq-1-a = Po każdym ruchu, niezależnie od tego, który gracz go wykonał, twoja korona trafia na twój jedyny najwyższy stos. Może inny twój stos urósł ponad pozostałe, może twój ukoronowany stos spadł do wysokości 1 po biciu, a może przeciwnik zbił jeden z dwóch równie wysokich stosów, zostawiając drugi samotnie na szczycie.
guide-lielow-faq-2-q = Dlaczego korona nie przeszła na mój najwyższy stos?
guide-lielow-faq-2-a = Bo twoje najwyższe stosy są równe. Gdy dwa lub więcej twoich stosów ma tę samą największą wysokość, korona zostaje tam, gdzie była, nawet na niższym stosie.
guide-lielow-faq-3-q = Czy mogę wygrać, zbijając wszystkie pozostałe stosy?
guide-lielow-faq-3-a = Zbijanie stosów innych niż ukoronowany nigdy samo w sobie nie daje zwycięstwa. Ale ostatni stos przeciwnika zawsze nosi koronę, więc zbijając go, i tak zbijasz koronę.
guide-lielow-faq-4-q = Czy w Lielow zdarza się remis?
guide-lielow-faq-4-a = Nie. Każdy ruch usuwa stos albo jakiś stos podwyższa, więc pozycje nigdy się nie powtarzają, a partia zawsze kończy się czyimś zwycięstwem.
guide-lielow-faq-5-q = Po co zdejmować stos z planszy?
guide-lielow-faq-5-a = To poświęcenie, ale czasem przydatne: bywa najbezpieczniejszym ruchem, gdy każdy inny osłabiłby twoją pozycję, a usunięcie jednego z dwóch równie wysokich stosów może przenieść koronę na drugi. Tylko nigdy nie rób tego z ukoronowanym stosem: to natychmiastowa przegrana.
guide-lielow-faq-6-q = Na początku nikt nie ma korony: czy mogę przegrać w pierwszych ruchach?
guide-lielow-faq-6-a = Nie, dopóki nie masz korony. Ale twój pierwszy ruch na puste pole tworzy stos o wysokości 2, twój jedyny najwyższy, i ten od razu zostaje ukoronowany.

## Szachy

guide-chess-title = Szachy
guide-chess-tagline = Klasyczna gra: zamatuj króla przeciwnika.

guide-chess-setup-1 = Każda strona ma króla, hetmana, dwie wieże, dwa gońce, dwa skoczki i osiem pionów, ustawionych jak na diagramie. Pierwsze ruszają się białe.

guide-chess-moves-1 = Król porusza się o jedno pole w dowolnym kierunku. Hetman porusza się o dowolną liczbę pól wzdłuż rzędów, kolumn i przekątnych, wieża wzdłuż rzędów i kolumn, goniec po przekątnych; żadna z tych bierek nie może przeskakiwać innych.
guide-chess-moves-2 = Skoczek porusza się po literze L: dwa pola w jednym kierunku, potem jedno w bok. To jedyna bierka, która skacze.
guide-chess-moves-3 = Pion idzie prosto do przodu o jedno pole, a ze swojego pola początkowego o dwa, i bije o jedno pole na ukos do przodu.
guide-chess-moves-4 = Bierka bije, wchodząc na pole zajęte przez bierkę przeciwnika, która zostaje usunięta. Nie wolno wykonać ruchu, po którym twój król byłby w szachu.

guide-chess-win-1 = Wygrywa mat: król przeciwnika jest w szachu i nie ma żadnego dozwolonego wyjścia.

guide-chess-draws-1 = Pat oznacza remis: gracz, który ma ruch, nie ma żadnego dozwolonego ruchu i nie jest w szachu.
guide-chess-draws-2 = Partia kończy się remisem od razu, gdy żadnej ze stron nie zostało dość materiału, by dać mata, na przykład król przeciwko królowi.
guide-chess-draws-3 = Gracz, który ma ruch, może zażądać remisu, gdy bieżąca pozycja wystąpiła trzy razy albo po 50 ruchach każdej ze stron bez bicia i bez ruchu pionem. W partiach online gracze mogą też zgodzić się na remis.

guide-chess-special-1 = Roszada: król przesuwa się o dwa pola w stronę jednej ze swoich wież, a ta wieża przeskakuje na pole, przez które przeszedł król. Żadna z tych bierek nie mogła się wcześniej ruszać, pola między nimi muszą być puste, a roszady nie wolno wykonać, gdy król jest szachowany, gdy przechodzi przez atakowane pole ani gdy na nim kończy.
guide-chess-special-2 = Bicie w przelocie: gdy pion przesunie się o dwa pola i stanie obok piona przeciwnika, ten pion może go zbić tak, jakby przesunął się tylko o jedno pole, ale wyłącznie w bezpośrednio następnym ruchu.
guide-chess-special-3 = Promocja: pion, który dotrze do ostatniego rzędu, zamienia się w hetmana, wieżę, gońca lub skoczka swojego koloru.

guide-chess-elsewhere-1 = Trzykrotne powtórzenie pozycji i zasada 50 ruchów dają remis tylko wtedy, gdy gracz go zażąda; nigdy nie kończą partii automatycznie. Nie ma też automatycznego końca po pięciokrotnym powtórzeniu ani po 75 ruchach, jak w niektórych popularnych serwisach.

guide-chess-history-1 = Szachy uzyskały nowoczesną postać w południowej Europie pod koniec XV wieku, gdy hetman i goniec zyskały swoje dalekie ruchy. Zarówno Król wzgórza, jak i Racing Kings opierają się na nich.

guide-chess-faq-1-q = Czy powtórzona pozycja automatycznie oznacza remis?
guide-chess-faq-1-a = Nie. W swoim ruchu możesz zażądać remisu, gdy pozycja wystąpiła trzy razy; jeśli nikt nie zażąda, partia trwa dalej.
guide-chess-faq-2-q = Co się dzieje, gdy nie mam żadnego dozwolonego ruchu?
guide-chess-faq-2-a = Jeśli twój król jest w szachu, to mat i przegrywasz. Jeśli nie jest, to pat i partia kończy się remisem.
guide-chess-faq-3-q = Czy mogę wykonać roszadę, żeby uciec przed szachem?
guide-chess-faq-3-a = Nie. Król nie może robić roszady, gdy jest w szachu, ani przechodzić przez atakowane pole czy na nim stawać.
