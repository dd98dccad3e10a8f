# Партії листуванням (дні на хід) і сповіщення «ваш хід».

clock-correspondence = Листуванням
clock-days = { $days ->
    [one] { $days } день на хід
    [few] { $days } дні на хід
   *[many] { $days } днів на хід
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
