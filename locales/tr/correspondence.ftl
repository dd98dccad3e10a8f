# Yazışmalı oyunlar (hamle başına gün) ve "sıra sizde" bildirimleri.

clock-correspondence = Yazışmalı
clock-days = { $days ->
    [one] hamle başına { $days } gün
   *[other] hamle başına { $days } gün
}
time-left-days = { $days } g { $hours } sa
time-left-hours = { $hours } sa { $minutes } dk
time-left-minutes = { $minutes } dk
mine-time-left = { $time } kaldı
mine-time-out = süre doldu
mine-turns-waiting = { $count ->
    [one] { $count } oyun hamlenizi bekliyor
   *[other] { $count } oyun hamlenizi bekliyor
}
game-claim-timeout = Galibiyeti talep et (rakibin süresi doldu)
