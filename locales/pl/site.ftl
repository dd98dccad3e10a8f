# Regalia: strony, przyciski i komunikaty klienta (polski).

## Ramka
site-description = Graj w Króla wzgórza, Racing Kings, Lielow i szachy w przeglądarce, bez zakładania konta.
site-skip = Przejdź do treści głównej
site-beta = Beta
site-beta-title = Regalia jest nowa: daj nam znać, co nie działa.
nav-label = Menu główne
nav-play = Graj
nav-rules = Zasady
nav-stats = Statystyki
lang-label = Język
lang-apply = Zmień
footer-tagline = Warianty szachów bez zakładania konta

## Błędy
error-not-found-title = Nie znaleziono strony
error-no-such-game = Nie ma tu takiej partii. Być może link jest niepełny.
error-back-home = Wróć na stronę główną
error-network = Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.
error-generic = Coś poszło nie tak: { $name }

## Gry
game-kingofthehill = Król wzgórza
game-kingofthehill-blurb = Szachy z dodatkowym sposobem na wygraną: doprowadź swojego króla na jedno z czterech pól centralnych.
game-racingkings = Racing Kings
game-racingkings-blurb = Szachowanie jest zabronione: wygrywa król, który pierwszy dotrze do ostatniej linii.
game-lielow = Lielow
game-lielow-blurb = Stosy pionów, które ruszają się o tyle pól, ile mają wysokości. Zdobądź koronę przeciwnika.
game-chess = Szachy
game-chess-blurb = Klasyczna gra ze wszystkimi znanymi zasadami.

## Strona główna
home-page-title = Graj w warianty szachów
home-title = Warianty szachów bez zakładania konta
home-intro = Wybierz grę, a potem graj na tym urządzeniu, wyślij link znajomemu, zmierz się z komputerem albo poczekaj na przeciwnika w poczekalni.
home-games-title = Gry
home-counts-loading = Szukamy graczy…
home-players-online = { $count ->
    [0] Nikt teraz nie gra
    [one] { $count } gracz online
    [few] { $count } gracze online
   *[many] { $count } graczy online
}
home-rooms-waiting = { $count ->
    [0] Żadna partia nie czeka
    [one] { $count } partia czeka na przeciwnika
    [few] { $count } partie czekają na przeciwnika
   *[many] { $count } partii czeka na przeciwnika
}
home-clock-label = Tempo gry dla partii przez link lub w poczekalni (minuty + sekundy na ruch)
clock-unlimited = Bez zegara
mode-local = Graj na tym urządzeniu
mode-friend = Zagraj ze znajomym (link)
mode-ai = Zagraj z komputerem
mode-seek = Utwórz wyzwanie
ai-level = Poziom
ai-color = Twój kolor
ai-start = Rozpocznij partię
color-white = Białe
color-black = Czarne
color-random = Losowo
card-rules = Jak grać
lobby-title = Otwarte wyzwania
lobby-intro = Gracze czekający na przeciwnika. Dołącz jednym kliknięciem.
lobby-loading = Wczytujemy poczekalnię…
lobby-empty = Brak otwartych wyzwań. Utwórz własne, a następny gość będzie mógł z tobą zagrać.
lobby-join = Dołącz
lobby-cancel = Anuluj
lobby-yours = Twoje wyzwanie: czekamy na przeciwnika…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anonim
local-title = Twoje partie na tym urządzeniu
local-empty = Na tym urządzeniu nie ma rozpoczętej partii.
local-resume = Wznów
local-delete = Usuń
local-moves = { $count ->
    [0] jeszcze nie rozpoczęta
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
local-finished = zakończona
local-delete-confirm = Usunąć tę partię na zawsze?

## Strona partii
game-page-title = Partia
local-page-title = Partia na tym urządzeniu
game-board-label = Szachownica
game-needs-script = Szachownica wymaga JavaScriptu. Włącz go w przeglądarce, aby grać.
game-connection = Połączenie
game-promote = Promuj na
game-flip = Obróć szachownicę
game-off-board = Zejdź z planszy
game-sound = Włącz lub wyłącz dźwięk
game-accept = Przyjmij
game-decline = Odrzuć
game-moves = Ruchy
game-nav = Przeglądanie partii
game-nav-first = Pozycja początkowa
game-nav-prev = Poprzedni ruch
game-nav-next = Następny ruch
game-nav-last = Bieżąca pozycja
game-input-label = Wpisz ruch
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Współrzędne (e2e4), notacja algebraiczna z angielskimi literami (Nf3 zamiast Sf3) albo Lielow (a2-off). Naciśnij Enter, aby wykonać ruch.
game-input-play = Wykonaj ruch
game-abort = Przerwij
game-resign = Poddaj się
game-offer-draw = Zaproponuj remis
game-claim-threefold = Zażądaj remisu (trzykrotne powtórzenie)
game-claim-fifty = Zażądaj remisu (zasada 50 ruchów)
game-takeback = Cofnij ruch
game-rematch = Rewanż
game-claim-victory = Ogłoś wygraną (przeciwnik wyszedł)
game-new-local = Nowa partia
game-delete-local = Usuń tę partię
game-pgn = Pobierz PGN
game-rules-link = Zasady tej gry
game-loading = Wczytujemy partię…
game-your-turn = Twój ruch
game-their-turn = Czekamy na ruch przeciwnika
game-turn = { $color ->
    [white] Ruch białych
   *[black] Ruch czarnych
}
game-you-are = Grasz { $color ->
    [white] białymi
   *[black] czarnymi
}
game-spectating = Oglądasz tę partię
game-waiting-opponent = Czekamy, aż znajomy otworzy link
game-waiting-seek = Twoje wyzwanie jest w poczekalni. Partia zacznie się, gdy ktoś dołączy.
game-ai-thinking = Komputer myśli…
game-ai-busy = { $count ->
    [one] Komputer myśli… (zajęty: przed twoją { $count } partia)
    [few] Komputer myśli… (zajęty: przed twoją { $count } partie)
    [many] Komputer myśli… (zajęty: przed twoją { $count } partii)
   *[other] Komputer myśli… (zajęty: przed twoją { $count } partii)
}
game-ai-name = Komputer, poziom { $level }
game-you = Ty
game-opponent = Przeciwnik
game-white = Białe
game-black = Czarne
game-online = online
game-offline = offline
game-reconnecting = Ponowne łączenie…
page-fault = Coś poszło nie tak na tej stronie. Odśwież ją, aby kontynuować.
game-draw-offered = Przeciwnik proponuje remis.
game-draw-offer-sent = Remis zaproponowany. Czekamy na odpowiedź.
game-takeback-offered = Przeciwnik prosi o cofnięcie ostatniego ruchu.
game-takeback-offered-two = Przeciwnik prosi o cofnięcie dwóch ruchów: twojego ostatniego i swojego poprzedniego.
game-takeback-sent = Prośba o cofnięcie ruchu wysłana. Czekamy na odpowiedź.
game-rematch-offered = Przeciwnik chce rewanżu.
game-rematch-sent = Rewanż zaproponowany. Czekamy na odpowiedź.
game-resign-confirm = Poddać tę partię?
game-illegal-move = { $move } nie jest tu dozwolonym ruchem.
game-move-unconfirmed = jeszcze niepotwierdzony przez serwer
race-illegal-move = { $move } nie jest tu dozwolonym ruchem. W Racing Kings żaden ruch nie może dawać szacha i żaden król nie może wejść na atakowane pole.
race-black-may-draw = Białe dotarły do ostatniej linii: czarne mają jeden ruch, żeby też tam dotrzeć i zremisować.
game-unknown-move = „{ $move }” to nie jest ruch. Spróbuj e2e4, Nf3 albo a2-off.
game-viewing-past = Oglądasz wcześniejszą pozycję. Przejdź do bieżącej, aby wykonać ruch.
game-moved = { $color ->
    [white] Białe zagrały { $move }
   *[black] Czarne zagrały { $move }
}
game-lielow-stack = { $color ->
    [white] Biały stos o wysokości { $count }
   *[black] Czarny stos o wysokości { $count }
}
game-lielow-crown = z koroną
game-promote-queen = Hetman
game-promote-rook = Wieża
game-promote-bishop = Goniec
game-promote-knight = Skoczek
game-promote-king = Król
game-promote-cancel = Anuluj
game-position = Pozycja
game-piece-pawn = Pion
share-title = Zaproś znajomego
share-hint = Wyślij ten link przeciwnikowi. Kto pierwszy go otworzy, ten zajmie miejsce.
share-copy = Kopiuj
share-copied = Skopiowano
share-watch-title = Link dla widzów
join-text = W tej partii jest wolne miejsce.
join-button = Zajmij miejsce i graj

## Wyniki
result-white-wins = Wygrywają białe
result-black-wins = Wygrywają czarne
result-draw = Remis
result-aborted = Partia przerwana
reason-checkmate = { $color ->
    [white] Białe dały mata
   *[black] Czarne dały mata
}
reason-stalemate = Pat
reason-insufficient-material = Żadna strona nie może dać mata
reason-hill = { $color ->
    [white] Biały król wszedł na wzgórze
   *[black] Czarny król wszedł na wzgórze
}
reason-race = { $color ->
    [white] Biały król wygrał wyścig do ostatniej linii
   *[black] Czarny król wygrał wyścig do ostatniej linii
}
reason-race-draw = Oba króle dotarły do ostatniej linii
reason-crown-captured = { $color ->
    [white] Białe zdobyły koronę czarnych
   *[black] Czarne zdobyły koronę białych
}
reason-crown-off-board = { $color ->
    [white] Ukoronowany stos czarnych zszedł z planszy
   *[black] Ukoronowany stos białych zszedł z planszy
}
reason-resignation = { $color ->
    [white] Czarne się poddały
   *[black] Białe się poddały
}
reason-timeout = { $color ->
    [white] Czarnym skończył się czas
   *[black] Białym skończył się czas
}
reason-agreement = Remis za zgodą stron
reason-threefold = Remis przez trzykrotne powtórzenie pozycji
reason-fifty-moves = Remis na mocy zasady 50 ruchów
reason-abandoned = { $color ->
    [white] Czarne opuściły partię
   *[black] Białe opuściły partię
}
reason-aborted = Partię przerwano, zanim naprawdę się zaczęła

## Zasady (ramka wokół guides.ftl)
guide-diagram-label = Pozycja początkowa
guide-diagram-caption = Pozycja początkowa
guide-other-games = Inne gry
guide-back-fallback = Wróć do partii

## Statystyki
stats-title = Statystyki
stats-intro = Wyniki wszystkich zakończonych partii na tym serwerze.
stats-loading = Liczymy partie…
stats-games = { $count ->
    [0] Nie ma jeszcze zakończonych partii
    [one] { $count } zakończona partia
    [few] { $count } zakończone partie
   *[many] { $count } zakończonych partii
}
stats-results = Wyniki
stats-white-wins = Wygrane białych
stats-black-wins = Wygrane czarnych
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Remisy
stats-endings = Jak kończyły się partie
stats-nothing = Rozegraj partię, a pojawi się tutaj.
ending-checkmate = Mat
ending-stalemate = Pat
ending-insufficient-material = Niewystarczający materiał
ending-hill = Król na wzgórzu
ending-race = Król wygrał wyścig
ending-race-draw = Oba króle na ostatniej linii
ending-crown-captured = Zdobyta korona
ending-crown-off-board = Korona zeszła z planszy
ending-resignation = Poddanie
ending-timeout = Koniec czasu
ending-agreement = Remis za zgodą
ending-threefold = Trzykrotne powtórzenie
ending-fifty-moves = Zasada 50 ruchów
ending-abandoned = Porzucona partia
ending-aborted = Przerwana

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = „{ $move }” nie daje się odczytać jako ruch.
why-game-over = partia już się skończyła.
why-no-piece = żadna bierka strony na posunięciu nie może wykonać tego ruchu.
why-ambiguous = ten ruch może wykonać więcej niż jedna bierka — wskaż którą (jak w Nbd2).
why-in-check = król jest szachowany, a ten ruch nie usuwa szacha.
why-pinned = ta bierka jest związana — jej ruch zostawiłby własnego króla w szachu.
why-king-attacked = król nie może wejść na pole atakowane przez drugą stronę.
why-hill-attacked = to pole centralne jest atakowane, więc król nie może na nie wejść.
why-gives-check = { $move } dawałby szacha, a Racing Kings tego zabrania.
why-castling = roszada nie jest teraz możliwa.
why-not-this-way = ten stos nie może się tak poruszyć.
game-illegal-why = { $move } nie jest tu dozwolony: { $why }

## TV (/tv)
tv-title = TV
tv-intro = Trwająca partia graczy z najwyższym rankingiem, na żywo. Gdy się skończy, TV przechodzi do następnej.
tv-all = Wszystkie gry
tv-channels = Kanały TV
tv-empty = Nikt tu teraz nie gra. TV pokaże następną partię, gdy tylko się zacznie.
home-tv = Oglądaj w TV najlepszą trwającą partię
