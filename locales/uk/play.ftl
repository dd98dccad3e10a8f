# Regalia: ваші партії, запрошення, помилки за кодом, рівні комп'ютера,
# передходи та підтвердження (українська).

error-page-not-found = За цією адресою немає сторінки. Можливо, посилання набрано з помилкою або воно застаріло.

error-code-bad-request = Сервер не зміг прийняти цей запит.
error-code-no-game = Такої партії тут немає. Можливо, посилання неповне.
error-code-wrong-seat = Це посилання не веде до жодного місця в цій партії. Перевірте, чи його скопійовано повністю.
error-code-no-open-seat = До цієї партії більше не можна приєднатися: місце зайняте або запрошення закрите.
error-code-conflict = У партії в її теперішньому стані це неможливо.
error-code-too-large = Запит завеликий.
error-code-unavailable = Сервер саме передає цю партію. Спробуйте ще раз за хвилину.
error-code-unknown-address = За цією адресою нічого немає.
error-code-bad-message = Сервер не зміг прочитати те, що надіслала ця сторінка. Оновіть сторінку.
error-code-not-your-turn = Зараз не ваш хід.
error-code-illegal-move = Цей хід тут неможливий.
error-code-stale-move = Партія просунулася раніше, ніж надійшов ваш хід. Подивіться на дошку й зіграйте знову.
error-code-not-a-player = Глядачі не можуть грати в цій партії.
error-code-not-playing = Партія не триває: вона ще не почалася або вже закінчилася.
error-code-no-offer = Немає пропозиції, на яку треба відповісти.
error-code-no-claim = Зараз не можна вимагати нічию.
error-code-cannot-abort = Цю партію вже не можна скасувати.
error-code-cannot-takeback = Немає ходу, який можна повернути.
error-code-not-claimable = Суперник відсутній недостатньо довго, щоб вимагати перемогу.
error-code-rate-limited = Забагато запитів. Зачекайте кілька секунд і спробуйте знову.
error-code-storage = Сервер не зміг це зберегти. Спробуйте знову.

mine-title = Ваші партії
mine-empty = Партій поки немає. Почніть партію вище — вона з'явиться тут.
mine-finished-title = Завершені
mine-your-turn = Ваш хід
mine-their-turn = Хід суперника
mine-waiting = Чекає на суперника
mine-resume = Продовжити
mine-view = Переглянути
mine-vs-computer = проти комп'ютера, { $name }
mine-vs-friend = проти друга
mine-vs-seek = проти суперника з лобі
mine-same-device = на цьому пристрої
mine-you-play = { $color ->
    [white] ви граєте білими
   *[black] ви граєте чорними
}
mine-won = Перемога
mine-lost = Поразка
mine-drawn = Нічия
mine-moves = { $count ->
    [0] ходів ще немає
    [one] { $count } хід
    [few] { $count } ходи
    [many] { $count } ходів
   *[other] { $count } ходу
}

level-1 = Новачок
level-2 = Початківець
level-3 = Аматор
level-4 = Клубний гравець
level-5 = Сильний клубний гравець
level-6 = Експерт
level-7 = Майстер
level-8 = Найсильніший
level-option = { $level } · { $name }

challenge-title = Запрошення зіграти: { $name }
challenge-clock = Контроль: { $name }
challenge-color = { $color ->
    [white] Ви б грали білими.
    [black] Ви б грали чорними.
   *[random] Ваш колір буде обрано жеребом.
}
challenge-accept = Прийняти
challenge-decline = Відхилити
challenge-declined = Ви відхилили це запрошення. Відправник про це дізнався.
invite-declined = Ваше запрошення відхилено.
share-share = Поділитися
share-text = Зіграй зі мною на Regalia: { $name }

title-your-turn = Ваш хід

offer-draw-declined = Суперник відхилив нічию.
offer-takeback-declined = Суперник відмовився повернути хід.
offer-rematch-declined = Суперник відхилив реванш.

premove-queued = Передхід { $move } чекає на вашу чергу. Правий клік або Esc скасовує його.

lielow-losing-confirm = Цей хід програє партію. Усе одно зіграти?
