# Партії листуванням (дні на хід) і сповіщення «ваш хід».

clock-correspondence = Листуванням
clock-days = { $count ->
    [one] { $count } день на хід
    [few] { $count } дні на хід
   *[many] { $count } днів на хід
}
time-left-days = { $days } д { $hours } год
time-left-hours = { $hours } год { $minutes } хв
time-left-minutes = { $minutes } хв
mine-time-left = залишилося { $time }
mine-time-out = час вичерпано
mine-turns-waiting = { $count ->
    [one] { $count } партія чекає на ваш хід
    [few] { $count } партії чекають на ваш хід
   *[many] { $count } партій чекають на ваш хід
}
game-claim-timeout = Вимагати перемогу (час суперника вичерпано)

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Ваш хід: { $game }
push-turn-body = Суперник зробив хід.
push-joined-title = Ваша партія починається: { $game }
push-joined-body = Суперник зайняв друге місце.
push-arena-title = Ваша партія на арені починається: { $game }
push-arena-body = Ваша наступна партія на арені почалася.
push-enable = Повідомляти, коли мій хід
push-enabled = Сповіщення увімкнено
push-disable = Вимкнути сповіщення
push-refused = Сповіщення заблоковано в цьому браузері: про ваш хід скаже сторінка.
push-unavailable = Цей браузер не може показувати сповіщення цього сайту: про ваш хід скаже сторінка.
