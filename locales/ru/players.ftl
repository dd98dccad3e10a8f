# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Russian). Shown by the pages and the client.

## Header
nav-player = Ваше имя
nav-leaderboard = Рейтинг-листы

## Taking a name (/player)
player-title = Ваше имя
player-intro = Играйте без учётной записи. Имя позволяет играть рейтинговые партии, показывает ваши рейтинги на вашей странице и в рейтинг-листах и делает вас тем же игроком на других устройствах.
player-anonymous = Вы играете как Аноним.
player-name-label = Имя
player-name-hint = От 3 до 20 букв, цифр, _ или -.
player-take = Взять это имя
player-key-title = Ваш ключ игрока
player-key-sentence = Сохраните эту ссылку: с ней вы можете играть как { $name } на другом устройстве.
player-key-once = Она показывается только сейчас. Любой, у кого есть ссылка, может играть вместо вас.
player-copy = Копировать
player-copied = Скопировано
player-playing-as = Вы играете как { $name }.
player-your-page = Ваша страница игрока
player-new-key = Создать новый ключ
player-new-key-note = Старый ключ сразу перестанет работать; ваши устройства останутся в системе.
player-devices = Ваши устройства
player-device-this = Это устройство
player-device-since = Вход выполнен
player-sign-out = Выйти
player-tokens = API-токены
player-tokens-sentence = Токен позволяет программе играть от вашего имени через API ботов и досок, как на lichess (lichess-bot, berserk): она отправляет токен как «Authorization: Bearer …». Храните его в секрете.
player-token-new = Создать токен
player-token-once = Этот токен показывается только один раз: скопируйте его сейчас.
player-token-revoke = Отозвать
player-token-none = Токенов пока нет.
player-bot-title = БОТ
player-has-key = Есть ключ игрока с другого устройства?
player-key-label = Ключ игрока
player-sign-in = Войти
player-signed-in = Этот браузер теперь играет как { $name }.
player-take-link = Возьмите имя, чтобы играть рейтинговые партии

## Rated and casual games
game-rated = Рейтинговая
game-casual = Товарищеская
home-rated = Рейтинговая партия
home-range = Диапазон рейтинга
home-range-any = Любой

## Player page (/@/name)
profile-title = Игрок
profile-rated-games = Рейтинговые партии
profile-wins = Победы
profile-draws = Ничьи
profile-losses = Поражения
profile-history = История рейтинга
profile-recent = Последние рейтинговые партии
profile-playing = Играет сейчас
profile-none = Рейтинговых партий пока нет.
profile-won = Победа
profile-drawn = Ничья
profile-lost = Поражение
profile-against = против { $name }
profile-uncounted = не засчитана: эта пара уже сыграла рейтинговые партии за день

## Leaderboards (/leaderboard)
leaderboard-title = Рейтинг-листы
leaderboard-intro = Здесь только устоявшиеся рейтинги: не меньше { $count ->
    [one] { $count } рейтинговой партии
    [few] { $count } рейтинговых партий
   *[many] { $count } рейтинговых партий
} в игре и отклонение рейтинга меньше { $number }.
leaderboard-empty = В этой игре пока ни у кого нет устоявшегося рейтинга.
leaderboard-player = Игрок
leaderboard-rating = Рейтинг
leaderboard-games = Партии
