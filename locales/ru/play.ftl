# Regalia: возвращение к своим партиям, приглашения, ошибки по коду, уровни
# компьютера, предварительные ходы и подтверждения (русский).

## Неизвестные адреса
error-page-not-found = По этому адресу страницы нет. Возможно, в ссылке опечатка или она устарела.

## Ошибки, которые сообщает сервер, по коду
error-code-bad-request = Сервер не смог принять этот запрос.
error-code-no-game = Такой партии здесь нет. Возможно, ссылка неполная.
error-code-wrong-seat = Эта ссылка не ведёт ни к одному месту в этой партии. Проверьте, что она скопирована целиком.
error-code-no-open-seat = К этой партии больше никто не может присоединиться: место занято или приглашение закрыто.
error-code-conflict = В нынешнем положении партии это сделать нельзя.
error-code-too-large = Запрос слишком большой.
error-code-unavailable = Сервер как раз передаёт эту партию. Попробуйте ещё раз чуть позже.
error-code-unknown-address = По этому адресу ничего нет.
error-code-bad-message = Сервер не смог прочитать то, что отправила эта страница. Перезагрузите страницу.
error-code-not-your-turn = Сейчас не ваш ход.
error-code-illegal-move = Здесь этот ход невозможен по правилам.
error-code-stale-move = Партия ушла вперёд, пока ваш ход был в пути. Посмотрите на доску и сходите ещё раз.
error-code-not-a-player = Зрители не могут играть в этой партии.
error-code-not-playing = Партия не идёт: она ещё не началась или уже закончилась.
error-code-no-offer = Нет предложения, на которое можно ответить.
error-code-no-claim = Сейчас нельзя потребовать ничью.
error-code-cannot-abort = Эту партию уже нельзя отменить.
error-code-cannot-takeback = Нет хода, который можно вернуть.
error-code-not-claimable = Соперник отсутствует ещё недостаточно долго, чтобы потребовать победу.
error-code-rate-limited = Слишком много запросов. Подождите несколько секунд и попробуйте снова.
error-code-storage = Серверу не удалось это сохранить. Попробуйте ещё раз.
error-code-bad-pgn = Не удалось прочитать эту запись партии (PGN).
error-code-unknown-variant = На этом сайте нет такой игры.
error-code-no-puzzle = Такой задачи здесь нет.
error-code-bad-position = Эта позиция невозможна в этой игре. Проверьте её в редакторе доски.
error-code-position-over = В этой позиции партия уже окончена: ходить нечем.
error-code-bad-clock = Такой контроль времени не предлагается: выберите из списка.
error-code-bad-level = Компьютер играет на уровнях от 1 до 8: выберите один из них.
error-code-too-many-moves = В этой партии больше ходов, чем сервер проигрывает за один раз.
error-code-not-this-site = Подключаться сюда могут только страницы этого сайта.
error-code-name-length = Имя должно содержать от 3 до 20 символов.
error-code-name-characters = В имени могут быть только буквы, цифры, _ и -.
error-code-name-reserved = Это имя зарезервировано. Выберите другое.
error-code-name-taken = Это имя уже занято другим игроком. Выберите другое.
error-code-already-named = Этот браузер уже играет под именем.
error-code-no-name = Это доступно только игрокам с именем. Сначала выберите имя.
error-code-no-player = Игрока с таким именем нет.
error-code-wrong-key = Этот ключ игрока не работает. Возможно, он скопирован с ошибкой или заменён новым.
error-code-no-device = Это устройство не ваше.
error-code-rated-needs-clock = Рейтинговой партии нужны часы: выберите контроль времени.
error-code-rated-not-computer = Партии против компьютера никогда не идут в рейтинг.
error-code-out-of-range = Ваш рейтинг вне диапазона, который выбрал этот игрок.

## Ваши партии (главная страница)
mine-title = Ваши партии
mine-empty = Партий пока нет. Начните партию выше, и она появится здесь.
mine-finished-title = Завершённые
mine-your-turn = Ваш ход
mine-their-turn = Ход соперника
mine-waiting = Ждём соперника
mine-resume = Продолжить
mine-view = Посмотреть
mine-vs-computer = с компьютером, { $name }
mine-vs-friend = с другом
mine-vs-seek = с соперником из лобби
mine-same-device = на этом устройстве
mine-you-play = { $color ->
    [white] вы играете белыми
   *[black] вы играете чёрными
}
mine-won = Победа
mine-lost = Поражение
mine-drawn = Ничья
mine-moves = { $count ->
    [0] ходов ещё не было
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}

## Уровни компьютера
level-1 = Новичок
level-2 = Начинающий
level-3 = Любитель
level-4 = Клубный игрок
level-5 = Сильный клубный игрок
level-6 = Эксперт
level-7 = Мастер
level-8 = Сильнейший
level-option = { $level } · { $name }

## Страница приглашения
challenge-title = Вас приглашают сыграть: { $name }
challenge-clock = Контроль времени: { $name }
challenge-color = { $color ->
    [white] Вы будете играть белыми.
    [black] Вы будете играть чёрными.
   *[random] Ваш цвет определит жребий.
}
challenge-accept = Принять
challenge-decline = Отклонить
challenge-declined = Вы отклонили это приглашение. Тот, кто его отправил, уже знает об этом.
invite-declined = Ваше приглашение отклонено.
share-share = Поделиться
share-text = Сыграем на Regalia: { $name }

## Заголовок вкладки
title-your-turn = Ваш ход

## Ответы на предложения
offer-draw-declined = Соперник отклонил ничью.
offer-takeback-declined = Соперник не согласился вернуть ход.
offer-rematch-declined = Соперник отказался от реванша.

## Предварительные ходы
premove-queued = Предварительный ход { $move } ждёт вашей очереди. Правый щелчок или Escape отменяет его.

## Lielow
lielow-losing-confirm = Этот ход проигрывает партию. Всё равно сделать его?
