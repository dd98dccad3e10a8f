# Партии по переписке (дни на ход) и уведомления «ваш ход».

clock-correspondence = По переписке
clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
time-left-days = { $days } д { $hours } ч
time-left-hours = { $hours } ч { $minutes } мин
time-left-minutes = { $minutes } мин
mine-time-left = осталось { $time }
mine-time-out = время вышло
mine-turns-waiting = { $count ->
    [one] { $count } партия ждёт вашего хода
    [few] { $count } партии ждут вашего хода
   *[many] { $count } партий ждут вашего хода
}
game-claim-timeout = Потребовать победу (время соперника вышло)
