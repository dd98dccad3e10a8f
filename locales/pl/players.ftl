# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Polish). Shown by the pages and the client.

## Header
nav-player = Twoja nazwa
nav-leaderboard = Rankingi

## Taking a name (/player)
player-title = Twoja nazwa
player-intro = Graj bez konta. Nazwa pozwala grać partie rankingowe, pokazuje twoje rankingi na twojej stronie i w zestawieniach, a na innych urządzeniach jesteś tym samym graczem.
player-anonymous = Grasz jako Anonim.
player-name-label = Nazwa
player-name-hint = Od 3 do 20 liter, cyfr, _ lub -.
player-take = Weź tę nazwę
player-key-title = Twój klucz gracza
player-key-sentence = Zachowaj ten link: pozwala grać jako { $name } na innym urządzeniu.
player-key-once = Jest pokazany tylko ten jeden raz. Każdy, kto ma link, może grać jako ty.
player-copy = Kopiuj
player-copied = Skopiowano
player-playing-as = Grasz jako { $name }.
player-your-page = Twoja strona gracza
player-new-key = Utwórz nowy klucz
player-new-key-note = Stary klucz od razu przestaje działać; twoje urządzenia pozostają zalogowane.
player-devices = Twoje urządzenia
player-device-this = To urządzenie
player-device-since = Zalogowane od
player-sign-out = Wyloguj
player-tokens = Tokeny API
player-tokens-sentence = Token pozwala programowi grać w twoim imieniu przez API botów i szachownic, jak na lichess (lichess-bot, berserk): wysyła token jako „Authorization: Bearer …”. Zachowaj go w tajemnicy.
player-token-new = Utwórz token
player-token-once = Ten token jest pokazany tylko ten jeden raz: skopiuj go teraz.
player-token-revoke = Unieważnij
player-token-none = Nie masz jeszcze tokenu.
player-bot-title = BOT
player-has-key = Masz klucz gracza z innego urządzenia?
player-key-label = Klucz gracza
player-sign-in = Zaloguj
player-signed-in = Ta przeglądarka gra teraz jako { $name }.
player-take-link = Wybierz nazwę, aby grać partie rankingowe

## Rated and casual games
game-rated = Rankingowa
game-casual = Towarzyska
home-rated = Partia rankingowa
home-range = Zakres rankingu
home-range-any = Dowolny

## Player page (/@/name)
profile-title = Gracz
profile-rated-games = Partie rankingowe
profile-wins = Wygrane
profile-draws = Remisy
profile-losses = Przegrane
profile-history = Historia rankingu
profile-recent = Ostatnie partie rankingowe
profile-playing = Gra teraz
profile-none = Jeszcze żadnej partii rankingowej.
profile-won = Wygrana
profile-drawn = Remis
profile-lost = Przegrana
profile-against = przeciw { $name }
profile-uncounted = niezaliczona: ta para rozegrała już dzisiejsze partie rankingowe

## Leaderboards (/leaderboard)
leaderboard-title = Rankingi
leaderboard-intro = Widać tylko ustalone rankingi: co najmniej { $count ->
    [one] { $count } partia rankingowa
    [few] { $count } partie rankingowe
   *[many] { $count } partii rankingowych
} w tej grze i odchylenie rankingu poniżej { $number }.
leaderboard-empty = Nikt nie ma jeszcze ustalonego rankingu w tej grze.
leaderboard-player = Gracz
leaderboard-rating = Ranking
leaderboard-games = Partie
