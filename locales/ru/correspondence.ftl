# Партии по переписке (дни на ход) и уведомления «ваш ход».

clock-correspondence = По переписке
clock-days = { $count ->
    [one] { $count } день на ход
    [few] { $count } дня на ход
   *[many] { $count } дней на ход
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

# Web Push notices (title and text, in the subscriber's language) and the
# home page's switch for them.
push-turn-title = Ваш ход: { $game }
push-turn-body = Соперник сделал ход.
push-joined-title = Ваша партия начинается: { $game }
push-joined-body = Соперник занял второе место.
push-arena-title = Ваша партия на арене начинается: { $game }
push-arena-body = Ваша следующая партия на арене началась.
push-enable = Сообщать, когда мой ход
push-enabled = Уведомления включены
push-disable = Выключить уведомления
push-refused = Уведомления заблокированы в этом браузере: о вашем ходе скажет страница.
push-unavailable = Этот браузер не может показывать уведомления этого сайта: о вашем ходе скажет страница.
