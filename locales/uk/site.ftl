# Regalia: сторінки, кнопки та повідомлення клієнта (українська).

## Каркас
site-description = Цар гори, Перегони королів, Lielow і шахи просто в браузері, без облікового запису.
site-skip = Перейти до основного вмісту
site-beta = Бета
site-beta-title = Regalia щойно з’явилася: розкажіть нам, що працює не так.
nav-label = Головне меню
nav-play = Грати
nav-rules = Правила
nav-stats = Статистика
lang-label = Мова
lang-apply = Змінити
footer-tagline = Шахові варіанти без облікового запису

## Помилки
error-not-found-title = Сторінку не знайдено
error-no-such-game = Такої партії тут немає. Можливо, посилання неповне.
error-back-home = На головну
error-network = Сервер недоступний. Перевірте з’єднання та спробуйте ще раз.
error-generic = Щось пішло не так: { $name }

## Ігри
game-kingofthehill = Цар гори
game-kingofthehill-blurb = Шахи з ще одним способом перемогти: приведіть свого короля на одне з чотирьох центральних полів.
game-racingkings = Перегони королів
game-racingkings-blurb = Шахувати заборонено: перемагає король, що першим дістанеться останньої горизонталі.
game-lielow = Lielow
game-lielow-blurb = Стоси шашок ходять на стільки полів, яка їхня висота. Захопіть ворожу корону.
game-chess = Шахи
game-chess-blurb = Класична гра з усіма знайомими правилами.

## Головна
home-page-title = Грати в шахові варіанти
home-title = Шахові варіанти без облікового запису
home-intro = Оберіть гру й грайте на цьому пристрої, надішліть посилання другові, зіграйте з комп’ютером або дочекайтеся суперника в лобі.
home-games-title = Ігри
home-counts-loading = Шукаємо гравців…
home-players-online = { $count ->
    [0] Зараз ніхто не грає
    [one] { $count } гравець у мережі
    [few] { $count } гравці в мережі
   *[many] { $count } гравців у мережі
}
home-rooms-waiting = { $count ->
    [0] Жодна партія не чекає на суперника
    [one] { $count } партія чекає на суперника
    [few] { $count } партії чекають на суперника
   *[many] { $count } партій чекають на суперника
}
home-clock-label = Контроль часу для партій за посиланням і в лобі (хвилини + секунди за хід)
clock-unlimited = Без годинника
mode-local = Грати на цьому пристрої
mode-friend = Грати з другом (посилання)
mode-ai = Грати з комп’ютером
mode-seek = Створити виклик
ai-level = Рівень
ai-color = Ваш колір
ai-start = Почати партію
color-white = Білі
color-black = Чорні
color-random = Випадково
card-rules = Як грати
lobby-title = Відкриті виклики
lobby-intro = Гравці, які чекають на суперника. Приєднуйтеся одним клацанням.
lobby-loading = Завантажуємо лобі…
lobby-empty = Відкритих викликів немає. Створіть свій, і наступний відвідувач зможе зіграти з вами.
lobby-join = Прийняти
lobby-cancel = Скасувати
lobby-yours = Ваш виклик: чекаємо на суперника…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Анонім
local-title = Ваші партії на цьому пристрої
local-empty = На цьому пристрої немає розпочатих партій.
local-resume = Продовжити
local-delete = Видалити
local-moves = { $count ->
    [0] ще не розпочата
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}
local-finished = завершена
local-delete-confirm = Видалити цю партію назавжди?

## Сторінка партії
game-page-title = Партія
local-page-title = Партія на цьому пристрої
game-board-label = Дошка
game-needs-script = Для дошки потрібен JavaScript. Увімкніть його в браузері, щоб грати.
game-connection = З’єднання
game-promote = Перетворити на
game-flip = Перевернути дошку
game-off-board = Вивести з дошки
game-sound = Увімкнути або вимкнути звук
game-accept = Прийняти
game-decline = Відхилити
game-moves = Ходи
game-nav = Переміщення партією
game-nav-first = Початкова позиція
game-nav-prev = Попередній хід
game-nav-next = Наступний хід
game-nav-last = Поточна позиція
game-input-label = Введіть хід
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Координати (e2e4), алгебраїчна нотація з англійськими літерами (Nf3 замість Кf3) або Lielow (a2-off). Натисніть Enter, щоб зробити хід.
game-input-play = Зробити хід
game-abort = Скасувати партію
game-resign = Здатися
game-offer-draw = Запропонувати нічию
game-claim-threefold = Вимагати нічию (триразове повторення)
game-claim-fifty = Вимагати нічию (правило 50 ходів)
game-takeback = Повернути хід
game-rematch = Реванш
game-claim-victory = Зарахувати перемогу (суперник пішов)
game-new-local = Нова партія
game-delete-local = Видалити цю партію
game-pgn = Завантажити PGN
game-rules-link = Правила цієї гри
game-loading = Завантажуємо партію…
game-your-turn = Ваш хід
game-their-turn = Хід суперника
game-turn = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}
game-you-are = Ви граєте { $color ->
    [white] білими
   *[black] чорними
}
game-spectating = Ви спостерігаєте за цією партією
game-waiting-opponent = Чекаємо, поки друг відкриє посилання
game-waiting-seek = Ваш виклик у лобі. Партія почнеться, щойно хтось його прийме.
game-ai-thinking = Комп’ютер думає…
game-ai-busy = { $count ->
    [one] Комп’ютер думає… (зайнятий: перед вашою { $count } партія)
    [few] Комп’ютер думає… (зайнятий: перед вашою { $count } партії)
    [many] Комп’ютер думає… (зайнятий: перед вашою { $count } партій)
   *[other] Комп’ютер думає… (зайнятий: перед вашою { $count } партії)
}
game-ai-name = Комп’ютер, рівень { $level }
game-you = Ви
game-opponent = Суперник
game-white = Білі
game-black = Чорні
game-online = у мережі
game-offline = не в мережі
game-reconnecting = Повторне з’єднання…
page-fault = На цій сторінці щось пішло не так. Перезавантажте її, щоб продовжити.
game-draw-offered = Суперник пропонує нічию.
game-draw-offer-sent = Нічию запропоновано. Чекаємо на відповідь.
game-takeback-offered = Суперник просить повернути останній хід.
game-takeback-offered-two = Суперник просить повернути два ходи: ваш останній хід і свій перед ним.
game-takeback-sent = Прохання повернути хід надіслано. Чекаємо на відповідь.
game-rematch-offered = Суперник хоче реваншу.
game-rematch-sent = Реванш запропоновано. Чекаємо на відповідь.
game-resign-confirm = Здати цю партію?
game-illegal-move = Хід { $move } тут неможливий.
game-move-unconfirmed = сервер ще не підтвердив хід
race-illegal-move = Хід { $move } тут неможливий. У «Перегонах королів» жоден хід не може оголошувати шах, і король не може ставати на атаковане поле.
race-black-may-draw = Білі дійшли до останньої горизонталі: чорні мають один хід, щоб теж дійти до неї й зробити нічию.
game-unknown-move = «{ $move }» — це не хід. Спробуйте e2e4, Nf3 або a2-off.
game-viewing-past = Ви дивитеся на одну з попередніх позицій. Поверніться до поточної, щоб зробити хід.
game-moved = { $color ->
    [white] Білі зіграли { $move }
   *[black] Чорні зіграли { $move }
}
game-lielow-stack = { $color ->
    [white] Білий стос заввишки { $count }
   *[black] Чорний стос заввишки { $count }
}
game-lielow-crown = з короною
game-promote-queen = Ферзь
game-promote-rook = Тура
game-promote-bishop = Слон
game-promote-knight = Кінь
game-promote-king = Король
game-promote-cancel = Скасувати
game-position = Позиція
game-piece-pawn = Пішак
share-title = Запросити друга
share-hint = Надішліть це посилання суперникові. Хто першим його відкриє, той і займе місце.
share-copy = Копіювати
share-copied = Скопійовано
share-watch-title = Посилання для глядачів
join-text = У цій партії є вільне місце.
join-button = Зайняти місце й грати

## Результати
result-white-wins = Перемога білих
result-black-wins = Перемога чорних
result-draw = Нічия
result-aborted = Партію скасовано
reason-checkmate = { $color ->
    [white] Білі поставили мат
   *[black] Чорні поставили мат
}
reason-stalemate = Пат
reason-insufficient-material = Жодна зі сторін не може поставити мат
reason-hill = { $color ->
    [white] Білий король зійшов на вершину
   *[black] Чорний король зійшов на вершину
}
reason-race = { $color ->
    [white] Білий король першим дійшов до останньої горизонталі
   *[black] Чорний король першим дійшов до останньої горизонталі
}
reason-race-draw = Обидва королі дійшли до останньої горизонталі
reason-crown-captured = { $color ->
    [white] Білі захопили корону чорних
   *[black] Чорні захопили корону білих
}
reason-crown-off-board = { $color ->
    [white] Коронований стос чорних залишив дошку
   *[black] Коронований стос білих залишив дошку
}
reason-resignation = { $color ->
    [white] Чорні здалися
   *[black] Білі здалися
}
reason-timeout = { $color ->
    [white] У чорних скінчився час
   *[black] У білих скінчився час
}
reason-agreement = Нічия за згодою
reason-threefold = Нічия через триразове повторення
reason-fifty-moves = Нічия за правилом 50 ходів
reason-abandoned = { $color ->
    [white] Чорні покинули партію
   *[black] Білі покинули партію
}
reason-aborted = Партію скасовано, перш ніж вона по-справжньому почалася

## Правила (рамка навколо guides.ftl)
guide-diagram-label = Початкова позиція
guide-diagram-caption = Початкова позиція
guide-other-games = Інші ігри
guide-back-fallback = Повернутися до партії

## Статистика
stats-title = Статистика
stats-intro = Результати всіх завершених партій на цьому сервері.
stats-loading = Рахуємо партії…
stats-games = { $count ->
    [0] Завершених партій поки немає
    [one] { $count } завершена партія
    [few] { $count } завершені партії
   *[many] { $count } завершених партій
}
stats-results = Результати
stats-white-wins = Перемоги білих
stats-black-wins = Перемоги чорних
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Нічиї
stats-endings = Чим закінчувалися партії
stats-nothing = Зіграйте партію, і вона з’явиться тут.
ending-checkmate = Мат
ending-stalemate = Пат
ending-insufficient-material = Недостатньо матеріалу
ending-hill = Король на вершині
ending-race = Король виграв перегони
ending-race-draw = Обидва королі на останній горизонталі
ending-crown-captured = Корону захоплено
ending-crown-off-board = Корона залишила дошку
ending-resignation = Здача
ending-timeout = Час вичерпано
ending-agreement = Нічия за згодою
ending-threefold = Триразове повторення
ending-fifty-moves = Правило 50 ходів
ending-abandoned = Партію покинуто
ending-aborted = Скасовано

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = «{ $move }» не читається як хід.
why-game-over = партія вже закінчилася.
why-no-piece = жодна фігура сторони, чий хід, не може так піти.
why-ambiguous = так може піти більше ніж одна фігура — вкажіть яка (як у Nbd2).
why-in-check = король під шахом, а цей хід не захищає від шаху.
why-pinned = ця фігура зв’язана — її хід залишив би свого короля під шахом.
why-king-attacked = король не може стати на поле, яке атакує інша сторона.
why-hill-attacked = це центральне поле атаковане, тому король не може на нього стати.
why-gives-check = хід { $move } оголосив би шах, а в «Перегонах королів» це заборонено.
why-castling = рокіровка зараз неможлива.
why-not-this-way = ця стопка не може так піти.
game-illegal-why = Хід { $move } тут неможливий: { $why }

## TV (/tv)
tv-title = ТБ
tv-intro = Поточна партія гравців із найвищим рейтингом, наживо. Коли вона закінчується, ТБ переходить до наступної.
tv-all = Усі ігри
tv-channels = Канали ТБ
tv-empty = Тут зараз ніхто не грає. ТБ покаже наступну партію, щойно вона почнеться.
home-tv = Дивіться найкращу поточну партію на ТБ
