# Partie korespondencyjne (dni na ruch) i powiadomienia „twój ruch”.

clock-correspondence = Korespondencyjnie
clock-days = { $count ->
    [one] { $count } dzień na ruch
    [few] { $count } dni na ruch
   *[many] { $count } dni na ruch
}
time-left-days = { $days } d { $hours } godz.
time-left-hours = { $hours } godz. { $minutes } min
time-left-minutes = { $minutes } min
mine-time-left = zostało { $time }
mine-time-out = czas minął
mine-turns-waiting = { $count ->
    [one] { $count } partia czeka na twój ruch
    [few] { $count } partie czekają na twój ruch
   *[many] { $count } partii czeka na twój ruch
}
game-claim-timeout = Odbierz zwycięstwo (czas przeciwnika minął)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Twój ruch: { $game }
push-turn-body = Przeciwnik wykonał ruch.
push-joined-title = Twoja partia się zaczyna: { $game }
push-joined-body = Przeciwnik zajął drugie miejsce.
push-arena-title = Twoja partia na arenie się zaczyna: { $game }
push-arena-body = Twoja następna partia na arenie się zaczęła.
push-enable = Powiadamiaj mnie o moim ruchu
push-enabled = Powiadomienia są włączone
push-disable = Wyłącz powiadomienia
push-refused = Powiadomienia są zablokowane w tej przeglądarce: twój ruch pokazujemy zamiast tego na stronie.
push-unavailable = Ta przeglądarka nie może pokazywać powiadomień z tej strony: twój ruch pokazujemy zamiast tego na stronie.
