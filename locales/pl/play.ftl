# Regalia: powrót do własnych partii, zaproszenia, błędy według kodu, poziomy
# komputera, ruchy z wyprzedzeniem i potwierdzenia (polski).

## Nieznane adresy
error-page-not-found = Pod tym adresem nie ma żadnej strony. Link może zawierać literówkę albo być nieaktualny.

## Błędy zgłaszane przez serwer, według kodu
error-code-bad-request = Serwer nie mógł przyjąć tego żądania.
error-code-no-game = Nie ma tu takiej partii. Link może być niepełny.
error-code-wrong-seat = Ten link nie prowadzi do żadnego miejsca w tej partii. Sprawdź, czy został skopiowany w całości.
error-code-no-open-seat = Nikt nie może już dołączyć do tej partii: miejsce jest zajęte albo zaproszenie wygasło.
error-code-conflict = W obecnym stanie partii nie da się tego zrobić.
error-code-too-large = Żądanie jest za duże.
error-code-uri-too-long = Żądany adres jest za długi.
error-code-headers-too-large = Żądanie ma za dużo nagłówków lub zbyt długie nagłówki.
error-code-unavailable = Serwer właśnie przekazuje tę partię. Spróbuj ponownie za chwilę.
error-code-unknown-address = Pod tym adresem nic nie ma.
error-code-bad-message = Serwer nie mógł odczytać tego, co wysłała ta strona. Odśwież stronę.
error-code-not-your-turn = To nie twój ruch.
error-code-illegal-move = Ten ruch jest tu niedozwolony.
error-code-stale-move = Partia poszła dalej, zanim dotarł twój ruch. Spójrz na szachownicę i zagraj jeszcze raz.
error-code-not-a-player = Widzowie nie mogą grać w tej partii.
error-code-not-playing = Partia nie trwa: jeszcze się nie zaczęła albo już się skończyła.
error-code-no-offer = Nie ma propozycji, na którą można odpowiedzieć.
error-code-no-claim = Teraz nie można zażądać remisu.
error-code-cannot-abort = Tej partii nie można już przerwać.
error-code-cannot-takeback = Nie ma ruchu do cofnięcia.
error-code-not-claimable = Przeciwnika nie ma jeszcze wystarczająco długo, aby zażądać zwycięstwa.
error-code-rate-limited = Za dużo żądań. Odczekaj kilka sekund i spróbuj ponownie.
error-code-unfinished-games = Masz już tyle niedokończonych partii z najsilniejszym komputerem, ile może mieć jeden gracz. Najpierw dokończ albo przerwij jedną z nich.
error-code-open-seeks = Masz już tyle otwartych wyzwań, ile może mieć jeden gracz. Poczekaj na przeciwnika albo najpierw anuluj jedno z nich.
error-code-open-invitations = Masz już tyle zaproszeń bez odpowiedzi, ile może mieć jeden gracz. Poczekaj na znajomego albo najpierw anuluj jedno z nich.
refusal-unfinished-games = { $count ->
    [one] Masz { $count } niedokończoną partię z komputerem na poziomie { $level }: najpierw ją dokończ albo przerwij.
    [few] Masz { $count } niedokończone partie z komputerem na poziomie { $level }: najpierw dokończ albo przerwij jedną z nich.
   *[many] Masz { $count } niedokończonych partii z komputerem na poziomie { $level }: najpierw dokończ albo przerwij jedną z nich.
}
refusal-open-seeks = { $count ->
    [one] Masz { $count } wyzwanie czekające na przeciwnika: anuluj je albo poczekaj na gracza.
    [few] Masz { $count } wyzwania czekające na przeciwnika: anuluj jedno z nich albo poczekaj na gracza.
   *[many] Masz { $count } wyzwań czekających na przeciwnika: anuluj jedno z nich albo poczekaj na gracza.
}
refusal-open-invitations = { $count ->
    [one] Masz { $count } zaproszenie, na które nikt jeszcze nie odpowiedział: anuluj je albo poczekaj na znajomego.
    [few] Masz { $count } zaproszenia, na które nikt jeszcze nie odpowiedział: anuluj jedno z nich albo poczekaj na znajomych.
   *[many] Masz { $count } zaproszeń, na które nikt jeszcze nie odpowiedział: anuluj jedno z nich albo poczekaj na znajomych.
}
refusal-game = Partia { $name }
error-code-storage = Serwer nie mógł tego zapisać. Spróbuj ponownie.
error-code-bad-pgn = Nie udało się odczytać tego zapisu partii (PGN).
error-code-unknown-variant = Ta strona nie oferuje tej gry.
error-code-no-puzzle = Nie ma tu takiego zadania.
error-code-bad-position = Ta pozycja nie jest pozycją tej gry. Sprawdź ją w edytorze planszy.
error-code-position-over = W tej pozycji partia byłaby już skończona: nie można wykonać żadnego ruchu.
error-code-bad-clock = To tempo gry nie jest dostępne: wybierz je z listy.
error-code-bad-level = Komputer gra na poziomach od 1 do 8: wybierz jeden z nich.
error-code-too-many-moves = Ta partia ma więcej ruchów, niż serwer odtwarza naraz.
error-code-not-this-site = Połączyć się tutaj mogą tylko strony tej witryny.
error-code-name-length = Nazwa ma od 3 do 20 znaków.
error-code-name-characters = Nazwa może zawierać tylko litery, cyfry, _ i -.
error-code-name-reserved = Ta nazwa jest zastrzeżona. Wybierz inną.
error-code-name-taken = Inny gracz ma już tę nazwę. Wybierz inną.
error-code-already-named = Ta przeglądarka gra już pod nazwą.
error-code-no-name = Tylko gracze z nazwą mogą to zrobić. Najpierw wybierz nazwę.
error-code-no-player = Nie ma gracza o tej nazwie.
error-code-wrong-key = Ten klucz gracza nie działa. Może został źle skopiowany albo zastąpiony nowszym.
error-code-no-device = To urządzenie nie należy do ciebie.
error-code-rated-needs-clock = Partia rankingowa wymaga zegara: wybierz tempo.
error-code-rated-not-computer = Partie z komputerem nigdy nie są rankingowe.
error-code-out-of-range = Twój ranking jest poza zakresem, który wybrał ten gracz.
error-code-chat-empty = Wiadomość jest pusta.
error-code-chat-too-long = Wiadomość ma najwyżej 140 znaków.
error-code-chat-control = Wiadomość nie może zawierać podziałów wiersza ani innych znaków sterujących.
error-code-chat-flood = Za dużo wiadomości: najwyżej 4 w ciągu 10 sekund. Poczekaj chwilę.
error-code-chat-repeated = Właśnie to napisałeś.
error-code-chat-presets-only = W tej partii można wysyłać tylko gotowe wiadomości.
error-code-chat-full = Ten czat jest pełny: w tej partii nie można zachować więcej wiadomości.
error-code-not-finished = Tylko zakończoną partię można udostępnić jako GIF.
error-code-no-arena = Żadna arena nie ma tego adresu.
error-code-arena-length = Arena trwa od 10 do 180 minut.
error-code-arena-start = Arena zaczyna się najwcześniej teraz, a najpóźniej za 7 dni.
error-code-arena-joined = Już grasz w tej arenie.
error-code-arena-over = Ta arena się skończyła.
error-code-not-in-arena = Nie grasz w tej arenie.
error-code-berserk-moved = Berserk jest możliwy tylko przed twoim pierwszym ruchem.
error-code-not-arena = Berserk jest tylko w partiach areny.
error-code-in-arena = Partie areny nie mają cofania ruchów ani rewanżu.
error-code-arena-limit = Masz już tyle aren, ile możesz teraz utworzyć: poczekaj, aż któraś się skończy.
error-code-wrong-token = Ten token nie jest (lub już nie jest) tokenem tej strony.
error-code-not-a-bot = Tylko konto bota może korzystać z API botów.
error-code-bot-account = Konto bota nie może tego zrobić: boty grają tylko na wyzwanie.
error-code-no-challenge = Nie ma dla ciebie otwartego wyzwania o tym identyfikatorze.

## Twoje partie (strona główna)
mine-title = Twoje partie
mine-empty = Nie masz jeszcze żadnej partii. Zacznij ją powyżej, a pojawi się tutaj.
mine-finished-title = Zakończone
mine-your-turn = Twój ruch
mine-their-turn = Ruch przeciwnika
mine-waiting = Czeka na przeciwnika
mine-resume = Wróć do gry
mine-view = Obejrzyj
mine-vs-computer = z komputerem, { $name }
mine-vs-friend = ze znajomym
mine-vs-seek = z przeciwnikiem z poczekalni
mine-same-device = na tym urządzeniu
mine-you-play = { $color ->
    [white] grasz białymi
   *[black] grasz czarnymi
}
mine-won = Wygrana
mine-lost = Przegrana
mine-drawn = Remis
mine-moves = { $count ->
    [0] jeszcze bez ruchów
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}

## Poziomy komputera
level-1 = Początkujący
level-2 = Nowicjusz
level-3 = Amator
level-4 = Gracz klubowy
level-5 = Silny gracz klubowy
level-6 = Ekspert
level-7 = Mistrz
level-8 = Najsilniejszy
level-option = { $level } · { $name }
level-about = około { $rating }

## Strona zaproszenia
challenge-title = Zaproszenie do gry: { $name }
challenge-clock = Tempo gry: { $name }
challenge-color = { $color ->
    [white] Zagrasz białymi.
    [black] Zagrasz czarnymi.
   *[random] Twój kolor zostanie wylosowany.
}
challenge-accept = Przyjmij
challenge-decline = Odrzuć
challenge-declined = Odrzucono to zaproszenie. Osoba, która je wysłała, już o tym wie.
invite-declined = Twoje zaproszenie zostało odrzucone.
share-share = Udostępnij
share-text = Zagrajmy na Regalii: { $name }

## Tytuł karty przeglądarki
title-your-turn = Twój ruch

## Odpowiedzi na propozycje
offer-draw-declined = Przeciwnik odrzucił remis.
offer-takeback-declined = Przeciwnik nie zgodził się na cofnięcie ruchu.
offer-rematch-declined = Przeciwnik odrzucił rewanż.

## Ruchy z wyprzedzeniem
premove-queued = Ruch { $move } czeka na twoją kolej. Prawy przycisk myszy lub Escape go anuluje.

## Lielow
lielow-losing-confirm = Ten ruch przegrywa partię. Mimo to go wykonać?
