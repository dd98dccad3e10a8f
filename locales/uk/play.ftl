# Regalia: повернення до своїх партій, запрошення, помилки за кодом, рівні
# комп'ютера, попередні ходи й підтвердження (українська).

## Невідомі адреси
error-page-not-found = За цією адресою сторінки немає. Можливо, у посиланні помилка або воно застаріло.

## Помилки, про які повідомляє сервер, за кодом
error-code-bad-request = Сервер не зміг прийняти цей запит.
error-code-no-game = Такої партії тут немає. Можливо, посилання неповне.
error-code-wrong-seat = Це посилання не веде до жодного місця в цій партії. Перевірте, чи його скопійовано повністю.
error-code-no-open-seat = До цієї партії вже ніхто не може приєднатися: місце зайняте або запрошення закрите.
error-code-conflict = У теперішньому стані партії цього зробити не можна.
error-code-too-large = Запит завеликий.
error-code-unavailable = Сервер саме передає цю партію. Спробуйте ще раз за мить.
error-code-unknown-address = За цією адресою нічого немає.
error-code-bad-message = Сервер не зміг прочитати те, що надіслала ця сторінка. Перезавантажте сторінку.
error-code-not-your-turn = Зараз не ваш хід.
error-code-illegal-move = Тут цей хід неможливий за правилами.
error-code-stale-move = Партія пішла далі, поки ваш хід був у дорозі. Подивіться на дошку й зробіть хід ще раз.
error-code-not-a-player = Глядачі не можуть грати в цій партії.
error-code-not-playing = Партія не триває: вона ще не почалася або вже закінчилася.
error-code-no-offer = Немає пропозиції, на яку можна відповісти.
error-code-no-claim = Зараз не можна вимагати нічиєї.
error-code-cannot-abort = Цю партію вже не можна скасувати.
error-code-cannot-takeback = Немає ходу, який можна повернути.
error-code-not-claimable = Суперника немає ще недостатньо довго, щоб вимагати перемоги.
error-code-rate-limited = Забагато запитів. Зачекайте кілька секунд і спробуйте знову.
error-code-storage = Серверу не вдалося це зберегти. Спробуйте ще раз.
error-code-bad-pgn = Не вдалося прочитати цей запис партії (PGN).
error-code-unknown-variant = На цьому сайті немає такої гри.
error-code-no-puzzle = Такої задачі тут немає.
error-code-bad-position = Ця позиція неможлива в цій грі. Перевірте її в редакторі дошки.
error-code-position-over = У цій позиції партія вже закінчена: жодного ходу зробити не можна.
error-code-bad-clock = Такий контроль часу не пропонується: виберіть зі списку.
error-code-bad-level = Комп’ютер грає на рівнях від 1 до 8: виберіть один із них.
error-code-too-many-moves = У цій партії більше ходів, ніж сервер відтворює за один раз.
error-code-not-this-site = Підключатися сюди можуть лише сторінки цього сайту.
error-code-name-length = Ім’я має містити від 3 до 20 символів.
error-code-name-characters = В імені можуть бути лише літери, цифри, _ і -.
error-code-name-reserved = Це ім’я зарезервоване. Виберіть інше.
error-code-name-taken = Це ім’я вже має інший гравець. Виберіть інше.
error-code-already-named = Цей браузер уже грає під ім’ям.
error-code-no-name = Це можуть лише гравці з ім’ям. Спершу виберіть ім’я.
error-code-no-player = Гравця з таким ім’ям немає.
error-code-wrong-key = Цей ключ гравця не працює. Можливо, його скопійовано з помилкою або замінено новішим.
error-code-no-device = Цей пристрій не ваш.
error-code-rated-needs-clock = Рейтинговій партії потрібен годинник: виберіть контроль часу.
error-code-rated-not-computer = Партії проти комп’ютера ніколи не йдуть у рейтинг.
error-code-out-of-range = Ваш рейтинг поза діапазоном, який вибрав цей гравець.

## Ваші партії (головна сторінка)
mine-title = Ваші партії
mine-empty = Партій поки немає. Почніть партію вище, і вона з'явиться тут.
mine-finished-title = Завершені
mine-your-turn = Ваш хід
mine-their-turn = Хід суперника
mine-waiting = Чекаємо на суперника
mine-resume = Продовжити
mine-view = Переглянути
mine-vs-computer = з комп'ютером, { $name }
mine-vs-friend = з другом
mine-vs-seek = із суперником з лобі
mine-same-device = на цьому пристрої
mine-you-play = { $color ->
    [white] ви граєте білими
   *[black] ви граєте чорними
}
mine-won = Перемога
mine-lost = Поразка
mine-drawn = Нічия
mine-moves = { $count ->
    [0] ходів ще не було
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}

## Рівні комп'ютера
level-1 = Новачок
level-2 = Початківець
level-3 = Аматор
level-4 = Клубний гравець
level-5 = Сильний клубний гравець
level-6 = Експерт
level-7 = Майстер
level-8 = Найсильніший
level-option = { $level } · { $name }

## Сторінка запрошення
challenge-title = Вас запрошують зіграти: { $name }
challenge-clock = Контроль часу: { $name }
challenge-color = { $color ->
    [white] Ви гратимете білими.
    [black] Ви гратимете чорними.
   *[random] Ваш колір визначить жереб.
}
challenge-accept = Прийняти
challenge-decline = Відхилити
challenge-declined = Ви відхилили це запрошення. Той, хто його надіслав, уже знає про це.
invite-declined = Ваше запрошення відхилено.
share-share = Поділитися
share-text = Зіграймо на Regalia: { $name }

## Заголовок вкладки
title-your-turn = Ваш хід

## Відповіді на пропозиції
offer-draw-declined = Суперник відхилив нічию.
offer-takeback-declined = Суперник не погодився повернути хід.
offer-rematch-declined = Суперник відмовився від реваншу.

## Попередні ходи
premove-queued = Попередній хід { $move } чекає на вашу чергу. Правий клік або Escape скасовує його.

## Lielow
lielow-losing-confirm = Цей хід програє партію. Усе одно зробити його?
