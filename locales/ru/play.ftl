# Regalia: ваши партии, приглашения, ошибки по коду, уровни компьютера,
# предходы и подтверждения (русский).

error-page-not-found = По этому адресу нет страницы. Возможно, ссылка набрана с ошибкой или устарела.

error-code-bad-request = Сервер не смог принять этот запрос.
error-code-no-game = Такой партии здесь нет. Возможно, ссылка неполная.
error-code-wrong-seat = Эта ссылка не ведёт ни к одному месту в этой партии. Проверьте, что она скопирована полностью.
error-code-no-open-seat = К этой партии больше нельзя присоединиться: место занято или приглашение закрыто.
error-code-conflict = В партии в её нынешнем состоянии это невозможно.
error-code-too-large = Запрос слишком большой.
error-code-unavailable = Сервер сейчас передаёт эту партию. Попробуйте ещё раз через минуту.
error-code-unknown-address = По этому адресу ничего нет.
error-code-bad-message = Сервер не смог прочитать то, что отправила эта страница. Обновите страницу.
error-code-not-your-turn = Сейчас не ваш ход.
error-code-illegal-move = Этот ход здесь невозможен.
error-code-stale-move = Партия продвинулась раньше, чем пришёл ваш ход. Посмотрите на доску и сыграйте снова.
error-code-not-a-player = Зрители не могут играть в этой партии.
error-code-not-playing = Партия не идёт: она ещё не началась или уже закончилась.
error-code-no-offer = Нет предложения, на которое нужно ответить.
error-code-no-claim = Сейчас нельзя потребовать ничью.
error-code-cannot-abort = Эту партию уже нельзя отменить.
error-code-cannot-takeback = Нет хода, который можно вернуть.
error-code-not-claimable = Соперник отсутствует недостаточно долго, чтобы потребовать победу.
error-code-rate-limited = Слишком много запросов. Подождите несколько секунд и попробуйте снова.
error-code-storage = Сервер не смог это сохранить. Попробуйте снова.

mine-title = Ваши партии
mine-empty = Партий пока нет. Начните партию выше — она появится здесь.
mine-finished-title = Завершённые
mine-your-turn = Ваш ход
mine-their-turn = Ход соперника
mine-waiting = Ждёт соперника
mine-resume = Продолжить
mine-view = Смотреть
mine-vs-computer = против компьютера, { $name }
mine-vs-friend = против друга
mine-vs-seek = против соперника из лобби
mine-same-device = на этом устройстве
mine-you-play = { $color ->
    [white] вы играете белыми
   *[black] вы играете чёрными
}
mine-won = Победа
mine-lost = Поражение
mine-drawn = Ничья
mine-moves = { $count ->
    [0] ходов ещё нет
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
}

level-1 = Новичок
level-2 = Начинающий
level-3 = Любитель
level-4 = Клубный игрок
level-5 = Сильный клубный игрок
level-6 = Эксперт
level-7 = Мастер
level-8 = Сильнейший
level-option = { $level } · { $name }

challenge-title = Приглашение сыграть: { $name }
challenge-clock = Контроль: { $name }
challenge-color = { $color ->
    [white] Вы бы играли белыми.
    [black] Вы бы играли чёрными.
   *[random] Ваш цвет будет выбран жребием.
}
challenge-accept = Принять
challenge-decline = Отклонить
challenge-declined = Вы отклонили это приглашение. Отправитель об этом узнал.
invite-declined = Ваше приглашение отклонено.
share-share = Поделиться
share-text = Сыграй со мной на Regalia: { $name }

title-your-turn = Ваш ход

offer-draw-declined = Соперник отклонил ничью.
offer-takeback-declined = Соперник отказался вернуть ход.
offer-rematch-declined = Соперник отклонил реванш.

premove-queued = Предход { $move } ждёт вашей очереди. Правый клик или Esc отменяет его.

lielow-losing-confirm = Этот ход проигрывает партию. Всё равно сыграть?
