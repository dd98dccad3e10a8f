# Regalia: арены (турниры): список, форма создания, страница арены, блок на
# странице партии и строка на главной (русский).

## Шапка
nav-arenas = Арены

## Список (/tournaments)
arena-list-title = Арены
arena-list-intro = Сыграйте столько партий, сколько успеете, пока не выйдет время. Победа приносит 2 очка, ничья 1; после двух побед подряд вы в ударе, и победы идут в двойном размере. Смотреть может любой; играть — игрок с именем.
arena-upcoming = Скоро начнутся
arena-running = Идут сейчас
arena-finished = Завершены
arena-none = Сейчас в этой игре нет арен.
arena-by-link = По ссылке
arena-winner = Победитель: { $name }
arena-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
arena-minutes = { $number } мин
arena-starts-countdown = Начало через { $clock }
arena-ends-countdown = Конец через { $clock }
arena-over = Завершена
arena-loading = Загрузка…

## Создание арены
arena-create-title = Создать арену
arena-create-intro = Выберите игру, контроль времени и длительность, а затем поделитесь ссылкой на страницу арены.
arena-need-name = Чтобы создать арену или играть в ней, нужно имя.
arena-game = Игра
arena-clock = Контроль времени
arena-length = Длительность
arena-starts-in = Начало
arena-in-minutes = через { $number } мин
arena-at-once = Сразу
arena-rated = Рейтинговая
arena-private = Только для тех, у кого есть ссылка
arena-create = Создать арену
arena-error-length = Арена длится от 10 до 180 минут.
arena-error-start = Выберите, когда начнётся арена.

## Арена (/tournament/{id})
arena-title = Арена
arena-of-game = Арена: { $game }
arena-not-found = Такой арены нет.
arena-join = Участвовать
arena-resume = Вернуться в игру
arena-pause = Пауза
arena-withdraw = Выйти
arena-take-name = Возьмите имя, чтобы участвовать
arena-standings = Турнирная таблица
arena-rank = Место
arena-player = Игрок
arena-rating = Рейтинг
arena-sheet = Партии
arena-score = Очки
arena-on-fire = В ударе: следующая победа идёт вдвойне
arena-paused = на паузе
arena-empty = Пока никто не присоединился.
arena-pages = Страницы таблицы
arena-previous = Назад
arena-next = Вперёд
arena-page = Страница { $number } из { $total }
arena-find-me = Показать мою строку
arena-game-starting = Ваша партия начинается…
arena-game-on = У вас идёт партия.
arena-go-to-game = К вашей партии
arena-featured-title = Партия на виду
arena-watch = Смотреть
arena-podium-title = Пьедестал
arena-points = { $count ->
    [one] { $count } очко
    [few] { $count } очка
    [many] { $count } очков
   *[other] { $count } очка
}
arena-close = Закрыть
arena-no-games = Партий пока нет.
arena-games-count = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
arena-performance = перформанс { $number }
arena-summary-title = Итоги
arena-summary-games = Партии
arena-summary-white = Победы белых
arena-summary-black = Победы чёрных
arena-summary-draws = Ничьи
arena-summary-berserk = Доля берсерков
arena-summary-rating = Средний рейтинг
arena-how-title = Как это устроено
arena-how = Как только ваша партия заканчивается, вы ждёте несколько секунд и получаете нового соперника, близкого к вам по таблице. Победа приносит 2 очка, ничья 1, поражение 0. После двух побед подряд вы в ударе: победа даёт 4, ничья 2 — до первой партии, которую вы не выиграете. Ничья меньше чем за 10 ходов не даёт ничего. Берсерк вдвое урезает ваши собственные часы ради ещё одного очка, если вы победите, сделав не меньше 7 ходов. На паузе вам не подбирают соперников; очки остаются.

## Страница партии и главная
arena-back = Назад на арену
arena-berserk = Берсерк
arena-berserk-hint = Урежьте своё время вдвое (без добавления) ради ещё одного очка при победе
arena-returning = Сейчас вы вернётесь на арену, к следующей партии…
arena-home-next = Следующая арена «{ $game }» через { $number } мин
arena-home-all = Все арены
