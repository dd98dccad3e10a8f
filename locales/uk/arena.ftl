# Regalia: арени (турніри): список, форма створення, сторінка арени, блок на
# сторінці партії та рядок на головній (українська).

## Шапка
nav-arenas = Арени

## Список (/tournaments)
arena-list-title = Арени
arena-list-intro = Зіграйте стільки партій, скільки встигнете, доки не вийде час. Перемога приносить 2 очки, нічия 1; після двох перемог поспіль ви в ударі, і перемоги йдуть у подвійному розмірі. Дивитися може будь-хто; грати — гравець з іменем.
arena-upcoming = Незабаром почнуться
arena-running = Тривають зараз
arena-finished = Завершені
arena-none = Зараз у цій грі немає арен.
arena-by-link = За посиланням
arena-winner = Переможець: { $name }
arena-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
arena-minutes = { $number } хв
arena-starts-countdown = Початок через { $clock }
arena-ends-countdown = Кінець через { $clock }
arena-over = Завершена
arena-loading = Завантаження…

## Створення арени
arena-create-title = Створити арену
arena-create-intro = Оберіть гру, контроль часу й тривалість, а потім поділіться посиланням на сторінку арени.
arena-need-name = Щоб створити арену або грати в ній, потрібне ім’я.
arena-game = Гра
arena-clock = Контроль часу
arena-length = Тривалість
arena-starts-in = Початок
arena-in-minutes = через { $number } хв
arena-at-once = Одразу
arena-rated = Рейтингова
arena-private = Лише для тих, хто має посилання
arena-create = Створити арену
arena-error-length = Арена триває від 10 до 180 хвилин.
arena-error-start = Оберіть, коли почнеться арена.

## Арена (/tournament/{id})
arena-title = Арена
arena-of-game = Арена: { $game }
arena-not-found = Такої арени немає.
arena-join = Узяти участь
arena-resume = Повернутися до гри
arena-pause = Пауза
arena-withdraw = Вийти
arena-take-name = Візьміть ім’я, щоб узяти участь
arena-standings = Турнірна таблиця
arena-rank = Місце
arena-player = Гравець
arena-rating = Рейтинг
arena-sheet = Партії
arena-score = Очки
arena-on-fire = В ударі: наступна перемога йде вдвічі
arena-paused = на паузі
arena-empty = Ще ніхто не приєднався.
arena-pages = Сторінки таблиці
arena-previous = Назад
arena-next = Далі
arena-page = Сторінка { $number } з { $total }
arena-find-me = Показати мій рядок
arena-game-starting = Ваша партія починається…
arena-game-on = У вас триває партія.
arena-go-to-game = До вашої партії
arena-featured-title = Партія на видноті
arena-watch = Дивитися
arena-podium-title = П’єдестал
arena-points = { $count ->
    [one] { $count } очко
    [few] { $count } очки
    [many] { $count } очок
   *[other] { $count } очка
}
arena-close = Закрити
arena-no-games = Партій поки немає.
arena-games-count = { $count ->
    [one] { $count } партія
    [few] { $count } партії
    [many] { $count } партій
   *[other] { $count } партії
}
arena-performance = перформанс { $number }
arena-summary-title = Підсумки
arena-summary-games = Партії
arena-summary-white = Перемоги білих
arena-summary-black = Перемоги чорних
arena-summary-draws = Нічиї
arena-summary-berserk = Частка берсерків
arena-summary-rating = Середній рейтинг
arena-how-title = Як це влаштовано
arena-how = Щойно ваша партія закінчується, ви чекаєте кілька секунд і отримуєте нового суперника, близького до вас у таблиці. Перемога приносить 2 очки, нічия 1, поразка 0. Після двох перемог поспіль ви в ударі: перемога дає 4, нічия 2 — до першої партії, яку ви не виграєте. Нічия менш ніж за 10 ходів не дає нічого. Берсерк удвічі скорочує ваш власний годинник заради ще одного очка, якщо ви переможете, зробивши щонайменше 7 ходів. На паузі вам не добирають суперників; очки залишаються.

## Сторінка партії та головна
arena-back = Назад на арену
arena-berserk = Берсерк
arena-berserk-hint = Скоротіть свій час удвічі (без додавання) заради ще одного очка в разі перемоги
arena-returning = Зараз ви повернетеся на арену, до наступної партії…
arena-home-next = Наступна арена «{ $game }» через { $number } хв
arena-home-all = Усі арени
