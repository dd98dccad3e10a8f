# Yazışmalı oyunlar (hamle başına gün) ve "sıra sizde" bildirimleri.

clock-correspondence = Yazışmalı
clock-days = { $count ->
    [one] hamle başına { $count } gün
   *[other] hamle başına { $count } gün
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Sıra sizde: { $game }
push-turn-body = Rakibiniz hamlesini yaptı.
push-joined-title = Oyununuz başlıyor: { $game }
push-joined-body = Bir rakip diğer yeri aldı.
push-arena-title = Arena oyununuz başlıyor: { $game }
push-arena-body = Bir sonraki arena oyununuz başladı.
push-enable = Sıra bende olunca bana haber ver
push-enabled = Bildirimler açık
push-disable = Bildirimleri kapat
push-refused = Bildirimler bu tarayıcıda engelli: sıranız bunun yerine sayfada gösterilir.
push-unavailable = Bu tarayıcı bu sitenin bildirimlerini gösteremiyor: sıranız bunun yerine sayfada gösterilir.
