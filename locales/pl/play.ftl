# Regalia: twoje partie, zaproszenia, błędy według kodu, poziomy komputera,
# ruchy z wyprzedzeniem i potwierdzenia (polski).

error-page-not-found = Pod tym adresem nie ma żadnej strony. Link może być źle wpisany lub nieaktualny.

error-code-bad-request = Serwer nie mógł przyjąć tego żądania.
error-code-no-game = Nie ma tu takiej partii. Link może być niepełny.
error-code-wrong-seat = Ten link nie pasuje do żadnego miejsca w tej partii. Sprawdź, czy skopiowano go w całości.
error-code-no-open-seat = Nikt nie może już dołączyć do tej partii: miejsce jest zajęte albo zaproszenie zamknięte.
error-code-conflict = W obecnym stanie partii nie da się tego zrobić.
error-code-too-large = Żądanie jest za duże.
error-code-unavailable = Serwer właśnie przekazuje tę partię. Spróbuj ponownie za chwilę.
error-code-unknown-address = Pod tym adresem nic nie ma.
error-code-bad-message = Serwer nie odczytał tego, co wysłała ta strona. Odśwież stronę.
error-code-not-your-turn = To nie twój ruch.
error-code-illegal-move = Ten ruch jest tu niedozwolony.
error-code-stale-move = Partia potoczyła się dalej, zanim dotarł twój ruch. Spójrz na szachownicę i zagraj jeszcze raz.
error-code-not-a-player = Widzowie nie mogą grać w tej partii.
error-code-not-playing = Partia nie trwa: jeszcze się nie zaczęła albo już się skończyła.
error-code-no-offer = Nie ma propozycji, na którą można odpowiedzieć.
error-code-no-claim = Teraz nie można zażądać remisu.
error-code-cannot-abort = Tej partii nie można już przerwać.
error-code-cannot-takeback = Nie ma ruchu do cofnięcia.
error-code-not-claimable = Przeciwnika nie ma jeszcze wystarczająco długo, by ogłosić zwycięstwo.
error-code-rate-limited = Zbyt wiele żądań. Odczekaj kilka sekund i spróbuj ponownie.
error-code-storage = Serwer nie mógł tego zapisać. Spróbuj ponownie.

mine-title = Twoje partie
mine-empty = Nie ma jeszcze partii. Zacznij jedną powyżej, a pojawi się tutaj.
mine-finished-title = Zakończone
mine-your-turn = Twój ruch
mine-their-turn = Ruch przeciwnika
mine-waiting = Czeka na przeciwnika
mine-resume = Wznów
mine-view = Zobacz
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
    [0] jeszcze bez ruchu
    [one] { $count } ruch
    [few] { $count } ruchy
    [many] { $count } ruchów
   *[other] { $count } ruchu
}

level-1 = Początkujący
level-2 = Nowicjusz
level-3 = Amator
level-4 = Gracz klubowy
level-5 = Silny gracz klubowy
level-6 = Ekspert
level-7 = Mistrz
level-8 = Najsilniejszy
level-option = { $level } · { $name }

challenge-title = Zaproszenie do gry: { $name }
challenge-clock = Zegar: { $name }
challenge-color = { $color ->
    [white] Grałbyś białymi.
    [black] Grałbyś czarnymi.
   *[random] Twój kolor zostanie wylosowany.
}
challenge-accept = Przyjmij
challenge-decline = Odrzuć
challenge-declined = Odrzuciłeś to zaproszenie. Osoba, która je wysłała, już o tym wie.
invite-declined = Twoje zaproszenie zostało odrzucone.
share-share = Udostępnij
share-text = Zagraj ze mną na Regalia: { $name }

title-your-turn = Twój ruch

offer-draw-declined = Przeciwnik odrzucił remis.
offer-takeback-declined = Przeciwnik nie zgodził się cofnąć ruchu.
offer-rematch-declined = Przeciwnik odrzucił rewanż.

premove-queued = Ruch z wyprzedzeniem { $move } czeka na twoją kolej. Prawy przycisk myszy lub Esc go anuluje.

lielow-losing-confirm = Ten ruch przegrywa partię. Zagrać mimo to?
