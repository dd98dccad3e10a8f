# Regalia: player names, player keys, ratings, player pages and leaderboards
# (Turkish). Shown by the pages and the client.

## Header
nav-player = Adınız
nav-leaderboard = Sıralamalar

## Taking a name (/player)
player-title = Adınız
player-intro = Hesapsız oynayın. Bir ad, puanlı oyunlar oynamanızı sağlar, puanlarınızı kendi sayfanızda ve sıralamalarda gösterir ve diğer cihazlarınızda da aynı oyuncu olmanızı sağlar.
player-anonymous = Anonim olarak oynuyorsunuz.
player-name-label = Ad
player-name-hint = 3 ile 20 arası harf, rakam, _ ya da -.
player-take = Bu adı al
player-key-title = Oyuncu anahtarınız
player-key-sentence = Bu bağlantıyı saklayın: başka bir cihazda { $name } olarak oynamanızı sağlar.
player-key-once = Yalnızca bu kez gösterilir. Bağlantıya sahip herkes sizin yerinize oynayabilir.
player-copy = Kopyala
player-copied = Kopyalandı
player-playing-as = { $name } olarak oynuyorsunuz.
player-your-page = Oyuncu sayfanız
player-new-key = Yeni anahtar oluştur
player-new-key-note = Eski anahtar hemen çalışmaz olur; cihazlarınız oturumda kalır.
player-devices = Cihazlarınız
player-device-this = Bu cihaz
player-device-since = Oturum açılış tarihi
player-sign-out = Oturumu kapat
player-tokens = API belirteçleri
player-tokens-sentence = Bir belirteç, lichess'teki gibi (lichess-bot, berserk) bir programın Bot ve Tahta API'si üzerinden sizin adınıza oynamasını sağlar: belirteci “Authorization: Bearer …” olarak gönderir. Gizli tutun.
player-token-new = Belirteç oluştur
player-token-once = Bu belirteç yalnızca bu kez gösterilir: şimdi kopyalayın.
player-token-revoke = İptal et
player-token-none = Henüz belirteç yok.
player-bot-title = BOT
player-has-key = Başka bir cihazdan oyuncu anahtarınız mı var?
player-key-label = Oyuncu anahtarı
player-sign-in = Giriş yap
player-signed-in = Bu tarayıcı artık { $name } olarak oynuyor.
player-take-link = Puanlı oyunlar oynamak için bir ad alın

## Rated and casual games
game-rated = Puanlı
game-casual = Dostluk
home-rated = Puanlı oyun
home-range = Puan aralığı
home-range-any = Herhangi

## Player page (/@/name)
profile-title = Oyuncu
profile-rated-games = Puanlı oyunlar
profile-wins = Galibiyet
profile-draws = Beraberlik
profile-losses = Yenilgi
profile-history = Puan geçmişi
profile-recent = Son puanlı oyunlar
profile-playing = Şu an oynuyor
profile-none = Henüz puanlı oyun yok.
profile-won = Kazandı
profile-drawn = Berabere
profile-lost = Kaybetti
profile-against = { $name } karşısında
profile-uncounted = sayılmadı: bu ikili günün puanlı oyunlarını zaten oynamıştı

## Leaderboards (/leaderboard)
leaderboard-title = Sıralamalar
leaderboard-intro = Yalnızca oturmuş puanlar listelenir: oyunda en az { $count ->
    [one] { $count } puanlı oyun
   *[other] { $count } puanlı oyun
} ve { $number } altında bir puan sapması.
leaderboard-empty = Bu oyunda henüz kimsenin oturmuş bir puanı yok.
leaderboard-player = Oyuncu
leaderboard-rating = Puan
leaderboard-games = Oyunlar
