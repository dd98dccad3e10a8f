# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Ukrainian). Shown by the pages and the client.

## Header
nav-player = Ваше ім’я
nav-leaderboard = Рейтинг-листи

## Taking a name (/player)
player-title = Ваше ім’я
player-intro = Грайте без облікового запису. Ім’я дає змогу грати рейтингові партії, показує ваші рейтинги на вашій сторінці та в рейтинг-листах і робить вас тим самим гравцем на інших пристроях.
player-anonymous = Ви граєте як Анонім.
player-name-label = Ім’я
player-name-hint = Від 3 до 20 літер, цифр, _ або -.
player-take = Взяти це ім’я
player-key-title = Ваш ключ гравця
player-key-sentence = Збережіть це посилання: з ним ви можете грати як { $name } на іншому пристрої.
player-key-once = Воно показується лише зараз. Будь-хто з посиланням може грати замість вас.
player-copy = Копіювати
player-copied = Скопійовано
player-playing-as = Ви граєте як { $name }.
player-your-page = Ваша сторінка гравця
player-new-key = Створити новий ключ
player-new-key-note = Старий ключ одразу перестане працювати; ваші пристрої залишаться в системі.
player-devices = Ваші пристрої
player-device-this = Цей пристрій
player-device-since = Вхід виконано
player-sign-out = Вийти
player-tokens = API-токени
player-tokens-sentence = Токен дає програмі змогу грати від вашого імені через API ботів і дошок, як на lichess (lichess-bot, berserk): вона надсилає токен як «Authorization: Bearer …». Зберігайте його в таємниці.
player-token-new = Створити токен
player-token-once = Цей токен показується лише один раз: скопіюйте його зараз.
player-token-revoke = Відкликати
player-token-none = Токенів поки немає.
player-bot-title = БОТ
player-has-key = Маєте ключ гравця з іншого пристрою?
player-key-label = Ключ гравця
player-sign-in = Увійти
player-signed-in = Цей браузер тепер грає як { $name }.
player-take-link = Візьміть ім’я, щоб грати рейтингові партії

## Rated and casual games
game-rated = Рейтингова
game-casual = Товариська
home-rated = Рейтингова партія
home-range = Діапазон рейтингу
home-range-any = Будь-який

## Player page (/@/name)
profile-title = Гравець
profile-rated-games = Рейтингові партії
profile-wins = Перемоги
profile-draws = Нічиї
profile-losses = Поразки
profile-history = Історія рейтингу
profile-recent = Останні рейтингові партії
profile-playing = Грає зараз
profile-none = Рейтингових партій ще немає.
profile-won = Перемога
profile-drawn = Нічия
profile-lost = Поразка
profile-against = проти { $name }
profile-uncounted = не зараховано: ця пара вже зіграла рейтингові партії за день

## Leaderboards (/leaderboard)
leaderboard-title = Рейтинг-листи
leaderboard-intro = Тут лише усталені рейтинги: щонайменше { $count ->
    [one] { $count } рейтингова партія
    [few] { $count } рейтингові партії
   *[many] { $count } рейтингових партій
} у грі та відхилення рейтингу менше { $number }.
leaderboard-empty = У цій грі ще ні в кого немає усталеного рейтингу.
leaderboard-player = Гравець
leaderboard-rating = Рейтинг
leaderboard-games = Партії
