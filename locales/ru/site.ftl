# Regalia: страницы, кнопки и сообщения клиента (русский).

## Каркас
site-description = Царь горы, Гонка королей, Lielow и шахматы прямо в браузере, без регистрации.
site-skip = Перейти к основному содержимому
site-beta = Бета
site-beta-title = Regalia только появилась: расскажите нам, что работает не так.
nav-label = Главное меню
nav-play = Играть
nav-rules = Правила
nav-stats = Статистика
lang-label = Язык
lang-apply = Сменить
footer-tagline = Шахматные варианты без регистрации

## Ошибки
error-not-found-title = Страница не найдена
error-no-such-game = Такой партии здесь нет. Возможно, ссылка неполная.
error-back-home = На главную
error-network = Сервер недоступен. Проверьте подключение и попробуйте ещё раз.
error-generic = Что-то пошло не так: { $name }

## Игры
game-kingofthehill = Царь горы
game-kingofthehill-blurb = Шахматы с ещё одним способом победить: приведите своего короля на одно из четырёх центральных полей.
game-racingkings = Гонка королей
game-racingkings-blurb = Шахи запрещены: побеждает король, первым добравшийся до последней горизонтали.
game-lielow = Lielow
game-lielow-blurb = Стопки шашек ходят на столько полей, какова их высота. Захватите вражескую корону.
game-chess = Шахматы
game-chess-blurb = Классическая игра со всеми привычными правилами.

## Главная
home-page-title = Играть в шахматные варианты
home-title = Шахматные варианты без регистрации
home-intro = Выберите игру и играйте на этом устройстве, отправьте ссылку другу, сразитесь с компьютером или дождитесь соперника в лобби.
home-games-title = Игры
home-counts-loading = Ищем игроков…
home-players-online = { $count ->
    [0] Сейчас никто не играет
    [one] { $count } игрок в сети
    [few] { $count } игрока в сети
   *[many] { $count } игроков в сети
}
home-rooms-waiting = { $count ->
    [0] Ни одна партия не ждёт соперника
    [one] { $count } партия ждёт соперника
    [few] { $count } партии ждут соперника
   *[many] { $count } партий ждут соперника
}
home-clock-label = Контроль времени для партий по ссылке и в лобби (минуты + секунды за ход)
clock-unlimited = Без часов
mode-local = Играть на этом устройстве
mode-friend = Играть с другом (ссылка)
mode-ai = Играть с компьютером
mode-seek = Создать вызов
ai-level = Уровень
ai-color = Ваш цвет
ai-start = Начать партию
color-white = Белые
color-black = Чёрные
color-random = Случайно
card-rules = Как играть
lobby-title = Открытые вызовы
lobby-intro = Игроки, которые ждут соперника. Присоединяйтесь одним щелчком.
lobby-loading = Загружаем лобби…
lobby-empty = Открытых вызовов нет. Создайте свой, и следующий посетитель сможет сыграть с вами.
lobby-join = Принять
lobby-cancel = Отменить
lobby-yours = Ваш вызов: ждём соперника…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Аноним
local-title = Ваши партии на этом устройстве
local-empty = На этом устройстве нет начатых партий.
local-resume = Продолжить
local-delete = Удалить
local-moves = { $count ->
    [0] ещё не начата
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
local-finished = завершена
local-delete-confirm = Удалить эту партию насовсем?

## Страница партии
game-page-title = Партия
local-page-title = Партия на этом устройстве
game-board-label = Доска
game-needs-script = Для доски нужен JavaScript. Включите его в браузере, чтобы играть.
game-connection = Соединение
game-promote = Превратить в
game-flip = Перевернуть доску
game-off-board = Увести с доски
game-sound = Включить или выключить звук
game-accept = Принять
game-decline = Отклонить
game-moves = Ходы
game-nav = Перемещение по партии
game-nav-first = Начальная позиция
game-nav-prev = Предыдущий ход
game-nav-next = Следующий ход
game-nav-last = Текущая позиция
game-input-label = Введите ход
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Координаты (e2e4), алгебраическая нотация с английскими буквами (Nf3 вместо Кf3) или Lielow (a2-off). Нажмите Enter, чтобы сделать ход.
game-input-play = Сделать ход
game-abort = Отменить партию
game-resign = Сдаться
game-offer-draw = Предложить ничью
game-claim-threefold = Потребовать ничью (троекратное повторение)
game-claim-fifty = Потребовать ничью (правило 50 ходов)
game-takeback = Вернуть ход
game-rematch = Реванш
game-claim-victory = Засчитать победу (соперник ушёл)
game-new-local = Новая партия
game-delete-local = Удалить эту партию
game-pgn = Скачать PGN
game-rules-link = Правила этой игры
game-loading = Загружаем партию…
game-your-turn = Ваш ход
game-their-turn = Ход соперника
game-turn = { $color ->
    [white] Ход белых
   *[black] Ход чёрных
}
game-you-are = Вы играете { $color ->
    [white] белыми
   *[black] чёрными
}
game-spectating = Вы наблюдаете за этой партией
game-waiting-opponent = Ждём, пока друг откроет ссылку
game-waiting-seek = Ваш вызов в лобби. Партия начнётся, как только кто-нибудь его примет.
game-ai-thinking = Компьютер думает…
game-ai-busy = { $count ->
    [one] Компьютер думает… (занят: перед вашей { $count } партия)
    [few] Компьютер думает… (занят: перед вашей { $count } партии)
    [many] Компьютер думает… (занят: перед вашей { $count } партий)
   *[other] Компьютер думает… (занят: перед вашей { $count } партии)
}
game-ai-name = Компьютер, уровень { $level }
game-you = Вы
game-opponent = Соперник
game-white = Белые
game-black = Чёрные
game-online = в сети
game-offline = не в сети
game-reconnecting = Переподключение…
page-fault = На этой странице что-то пошло не так. Перезагрузите её, чтобы продолжить.
game-draw-offered = Соперник предлагает ничью.
game-draw-offer-sent = Ничья предложена. Ждём ответа.
game-takeback-offered = Соперник просит вернуть последний ход.
game-takeback-offered-two = Соперник просит вернуть два хода: ваш последний ход и свой перед ним.
game-takeback-sent = Просьба вернуть ход отправлена. Ждём ответа.
game-rematch-offered = Соперник хочет реванша.
game-rematch-sent = Реванш предложен. Ждём ответа.
game-resign-confirm = Сдать эту партию?
game-illegal-move = Ход { $move } здесь невозможен.
game-move-unconfirmed = сервер ещё не подтвердил ход
race-illegal-move = Ход { $move } здесь невозможен. В «Гонке королей» ни один ход не может объявлять шах, и король не может вставать на атакованное поле.
race-black-may-draw = Белые дошли до последней горизонтали: у чёрных есть один ход, чтобы тоже дойти до неё и сделать ничью.
game-unknown-move = «{ $move }» — это не ход. Попробуйте e2e4, Nf3 или a2-off.
game-viewing-past = Вы смотрите на одну из прошлых позиций. Вернитесь к текущей, чтобы сделать ход.
game-moved = { $color ->
    [white] Белые сыграли { $move }
   *[black] Чёрные сыграли { $move }
}
game-lielow-stack = { $color ->
    [white] Белая стопка высотой { $count }
   *[black] Чёрная стопка высотой { $count }
}
game-lielow-crown = с короной
game-promote-queen = Ферзь
game-promote-rook = Ладья
game-promote-bishop = Слон
game-promote-knight = Конь
game-promote-king = Король
game-promote-cancel = Отмена
game-position = Позиция
game-piece-pawn = Пешка
share-title = Пригласить друга
share-hint = Отправьте эту ссылку сопернику. Кто первым её откроет, тот и займёт место.
share-copy = Копировать
share-copied = Скопировано
share-watch-title = Ссылка для зрителей
join-text = В этой партии есть свободное место.
join-button = Занять место и играть

## Результаты
result-white-wins = Победа белых
result-black-wins = Победа чёрных
result-draw = Ничья
result-aborted = Партия отменена
reason-checkmate = { $color ->
    [white] Белые поставили мат
   *[black] Чёрные поставили мат
}
reason-stalemate = Пат
reason-insufficient-material = Ни одна из сторон не может поставить мат
reason-hill = { $color ->
    [white] Белый король взошёл на вершину
   *[black] Чёрный король взошёл на вершину
}
reason-race = { $color ->
    [white] Белый король первым пришёл на последнюю горизонталь
   *[black] Чёрный король первым пришёл на последнюю горизонталь
}
reason-race-draw = Оба короля дошли до последней горизонтали
reason-crown-captured = { $color ->
    [white] Белые захватили корону чёрных
   *[black] Чёрные захватили корону белых
}
reason-crown-off-board = { $color ->
    [white] Коронованная стопка чёрных ушла с доски
   *[black] Коронованная стопка белых ушла с доски
}
reason-resignation = { $color ->
    [white] Чёрные сдались
   *[black] Белые сдались
}
reason-timeout = { $color ->
    [white] У чёрных кончилось время
   *[black] У белых кончилось время
}
reason-agreement = Ничья по соглашению
reason-threefold = Ничья после троекратного повторения
reason-fifty-moves = Ничья по правилу 50 ходов
reason-abandoned = { $color ->
    [white] Чёрные покинули партию
   *[black] Белые покинули партию
}
reason-aborted = Партию отменили, не успев толком начать

## Правила (рамка вокруг guides.ftl)
guide-diagram-label = Начальная позиция
guide-diagram-caption = Начальная позиция
guide-other-games = Другие игры
guide-back-fallback = Вернуться к партии

## Статистика
stats-title = Статистика
stats-intro = Результаты всех завершённых партий на этом сервере.
stats-loading = Считаем партии…
stats-games = { $count ->
    [0] Завершённых партий пока нет
    [one] { $count } завершённая партия
    [few] { $count } завершённые партии
   *[many] { $count } завершённых партий
}
stats-results = Результаты
stats-white-wins = Победы белых
stats-black-wins = Победы чёрных
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Ничьи
stats-endings = Чем заканчивались партии
stats-nothing = Сыграйте партию, и она появится здесь.
ending-checkmate = Мат
ending-stalemate = Пат
ending-insufficient-material = Недостаточно материала
ending-hill = Король на вершине
ending-race = Король выиграл гонку
ending-race-draw = Оба короля на последней горизонтали
ending-crown-captured = Корона захвачена
ending-crown-off-board = Корона ушла с доски
ending-resignation = Сдача
ending-timeout = Время истекло
ending-agreement = Ничья по соглашению
ending-threefold = Троекратное повторение
ending-fifty-moves = Правило 50 ходов
ending-abandoned = Партия покинута
ending-aborted = Отменена

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = «{ $move }» не читается как ход.
why-game-over = партия уже окончена.
why-no-piece = ни одна фигура стороны, чей ход, не может так пойти.
why-ambiguous = так может пойти больше одной фигуры — укажите какая (как в Nbd2).
why-in-check = король под шахом, а этот ход не защищает от шаха.
why-pinned = эта фигура связана — её ход оставил бы своего короля под шахом.
why-king-attacked = король не может встать на поле, которое атакует другая сторона.
why-hill-attacked = это центральное поле атаковано, поэтому король не может на него встать.
why-gives-check = ход { $move } объявил бы шах, а в «Гонке королей» это запрещено.
why-castling = рокировка сейчас невозможна.
why-not-this-way = эта стопка не может так пойти.
game-illegal-why = Ход { $move } здесь невозможен: { $why }

## TV (/tv)
tv-title = ТВ
tv-intro = Идущая партия игроков с самым высоким рейтингом, в прямом эфире. Когда она заканчивается, ТВ переходит к следующей.
tv-all = Все игры
tv-channels = Каналы ТВ
tv-empty = Здесь сейчас никто не играет. ТВ покажет следующую партию, как только она начнётся.
home-tv = Смотрите лучшую идущую партию по ТВ
