# Regalia: oyunlarını yeniden bulma, davetler, koda göre hatalar, bilgisayar
# seviyeleri, ön hamleler ve onaylar (Türkçe).

## Bilinmeyen adresler
error-page-not-found = Bu adreste bir sayfa yok. Bağlantı yanlış yazılmış ya da eskimiş olabilir.

## Sunucunun bildirdiği hatalar, koda göre
error-code-bad-request = Sunucu bu isteği kabul edemedi.
error-code-no-game = Burada böyle bir oyun yok. Bağlantı eksik olabilir.
error-code-wrong-seat = Bu bağlantı bu oyundaki hiçbir yere ait değil. Tamamen kopyalandığından emin ol.
error-code-no-open-seat = Bu oyuna artık kimse katılamaz: yer alınmış ya da davet kapanmış.
error-code-conflict = Oyunun şu anki durumunda bu yapılamaz.
error-code-too-large = İstek çok büyük.
error-code-uri-too-long = İstenen adres çok uzun.
error-code-headers-too-large = İstekte çok fazla ya da çok uzun başlık var.
error-code-unavailable = Sunucu bu oyunu şu anda devrediyor. Biraz sonra yeniden dene.
error-code-unknown-address = Bu adreste hiçbir şey yok.
error-code-bad-message = Sunucu bu sayfanın gönderdiğini okuyamadı. Sayfayı yeniden yükle.
error-code-not-your-turn = Sıra sende değil.
error-code-illegal-move = Bu hamle burada kurallara uygun değil.
error-code-stale-move = Hamlen ulaşmadan oyun ilerledi. Tahtaya bakıp yeniden oyna.
error-code-not-a-player = İzleyiciler bu oyunda oynayamaz.
error-code-not-playing = Oyun sürmüyor: henüz başlamadı ya da bitti.
error-code-no-offer = Yanıtlanacak bir teklif yok.
error-code-no-claim = Şu anda istenebilecek bir beraberlik yok.
error-code-cannot-abort = Bu oyun artık iptal edilemez.
error-code-cannot-takeback = Geri alınacak bir hamle yok.
error-code-not-claimable = Rakibin galibiyeti isteyebileceğin kadar uzun süredir ayrılmış değil.
error-code-rate-limited = Çok fazla istek. Birkaç saniye bekleyip yeniden dene.
error-code-unfinished-games = En güçlü bilgisayara karşı bir oyuncunun sahip olabileceği kadar bitmemiş oyunun var. Önce birini bitir ya da iptal et.
error-code-open-seeks = Bir oyuncunun açabileceği kadar açık meydan okuman var. Bir rakip bekle ya da önce birini iptal et.
error-code-open-invitations = Bir oyuncunun gönderebileceği kadar yanıtlanmamış davetin var. Bir arkadaşını bekle ya da önce birini iptal et.
refusal-unfinished-games = { $count ->
    [one] Bilgisayara karşı { $level }. seviyede süren { $count } oyunun var: önce onu bitir ya da iptal et.
   *[other] Bilgisayara karşı { $level }. seviyede süren { $count } oyunun var: önce birini bitir ya da iptal et.
}
refusal-open-seeks = { $count ->
    [one] Rakip bekleyen { $count } meydan okuman var: onu iptal et ya da bir oyuncu bekle.
   *[other] Rakip bekleyen { $count } meydan okuman var: birini iptal et ya da bir oyuncu bekle.
}
refusal-open-invitations = { $count ->
    [one] Henüz kimsenin yanıtlamadığı { $count } davetin var: onu iptal et ya da arkadaşını bekle.
   *[other] Henüz kimsenin yanıtlamadığı { $count } davetin var: birini iptal et ya da arkadaşlarını bekle.
}
refusal-game = Oyun { $name }
error-code-storage = Sunucu bunu kaydedemedi. Yeniden dene.
error-code-bad-pgn = Bu oyun metni (PGN) okunamadı.
error-code-unknown-variant = Bu sitede o oyun yok.
error-code-no-puzzle = Burada böyle bir bulmaca yok.
error-code-bad-position = Bu konum bu oyuna ait değil. Tahta düzenleyicide kontrol edin.
error-code-position-over = Bu konumda oyun zaten bitmiş olurdu: hiçbir hamle yapılamaz.
error-code-bad-clock = Bu süre ayarı sunulmuyor: listeden birini seçin.
error-code-bad-level = Bilgisayar 1 ile 8 arasındaki seviyelerde oynar: birini seçin.
error-code-too-many-moves = Bu oyunda, sunucunun tek seferde oynattığından fazla hamle var.
error-code-not-this-site = Buraya yalnızca bu sitenin kendi sayfaları bağlanabilir.
error-code-name-length = Bir ad 3 ile 20 karakter arasındadır.
error-code-name-characters = Bir ad yalnızca harf, rakam, _ ve - içerebilir.
error-code-name-reserved = Bu ad ayrılmış. Başka bir ad seçin.
error-code-name-taken = Bu adı başka bir oyuncu kullanıyor. Başka bir ad seçin.
error-code-already-named = Bu tarayıcı zaten bir adla oynuyor.
error-code-no-name = Bunu yalnızca adı olan oyuncular yapabilir. Önce bir ad seçin.
error-code-no-player = Bu adda bir oyuncu yok.
error-code-wrong-key = Bu oyuncu anahtarı çalışmıyor. Yanlış kopyalanmış ya da daha yenisiyle değiştirilmiş olabilir.
error-code-no-device = Bu cihaz sizin cihazlarınızdan biri değil.
error-code-rated-needs-clock = Puanlı bir oyun saat gerektirir: bir süre seçin.
error-code-rated-not-computer = Bilgisayara karşı oyunlar hiçbir zaman puanlı değildir.
error-code-out-of-range = Puanınız bu oyuncunun istediği aralığın dışında.
error-code-chat-empty = Mesaj boş.
error-code-chat-too-long = Bir mesaj en fazla 140 karakterdir.
error-code-chat-control = Bir mesaj satır sonu veya başka denetim karakterleri içeremez.
error-code-chat-flood = Çok fazla mesaj: 10 saniyede en fazla 4. Biraz bekleyin.
error-code-chat-repeated = Bunu az önce yazdınız.
error-code-chat-presets-only = Bu oyunda yalnızca hazır mesajlar gönderilebilir.
error-code-chat-full = Bu sohbet dolu: bu oyun için daha fazla mesaj saklanamaz.
error-code-not-finished = Yalnızca biten bir oyun GIF olarak paylaşılabilir.
error-code-no-arena = Bu adreste bir arena yok.
error-code-arena-length = Bir arena 10 ile 180 dakika sürer.
error-code-arena-start = Bir arena en erken şimdi, en geç 7 gün sonra başlar.
error-code-arena-joined = Bu arenaya zaten katıldınız.
error-code-arena-over = Bu arena sona erdi.
error-code-not-in-arena = Bu arenada değilsiniz.
error-code-berserk-moved = Berserk yalnızca ilk hamlenizden önce mümkündür.
error-code-not-arena = Berserk yalnızca arena oyunlarında vardır.
error-code-in-arena = Arena oyunlarında hamle geri alma ve rövanş yoktur.
error-code-arena-limit = Şimdilik açabileceğiniz kadar arena açtınız: birinin bitmesini bekleyin.
error-code-wrong-token = Bu belirteç bu sitenin belirteçlerinden biri değil (ya da artık değil).
error-code-not-a-bot = Bot API'sini yalnızca bot hesapları kullanabilir.
error-code-bot-account = Bot hesabı bunu yapamaz: botlar yalnızca meydan okumayla oynar.
error-code-no-challenge = Bu kimlikle size açık bir meydan okuma yok.

## Oyunların (ana sayfa)
mine-title = Oyunların
mine-empty = Henüz oyun yok. Yukarıdan bir oyun başlat, burada listelenecek.
mine-finished-title = Bitenler
mine-your-turn = Sıra sende
mine-their-turn = Sıra rakipte
mine-waiting = Rakip bekleniyor
mine-resume = Devam et
mine-view = Görüntüle
mine-vs-computer = bilgisayara karşı, { $name }
mine-vs-friend = bir arkadaşa karşı
mine-vs-seek = lobiden bir rakibe karşı
mine-same-device = bu cihazda
mine-you-play = { $color ->
    [white] Beyazla oynuyorsun
   *[black] Siyahla oynuyorsun
}
mine-won = Kazandın
mine-lost = Kaybettin
mine-drawn = Berabere
mine-moves = { $count ->
    [0] henüz hamle yok
    [one] { $count } hamle
   *[other] { $count } hamle
}

## Bilgisayar seviyeleri
level-1 = Yeni başlayan
level-2 = Acemi
level-3 = Amatör
level-4 = Kulüp oyuncusu
level-5 = Güçlü kulüp oyuncusu
level-6 = Uzman
level-7 = Usta
level-8 = En güçlü
level-option = { $level } · { $name }
level-about = yaklaşık { $rating }

## Davet sayfası
challenge-title = Bir oyuna davet edildin: { $name }
challenge-clock = Süre: { $name }
challenge-color = { $color ->
    [white] Beyazla oynayacaksın.
    [black] Siyahla oynayacaksın.
   *[random] Rengin kurayla belirlenecek.
}
challenge-accept = Kabul et
challenge-decline = Reddet
challenge-declined = Bu daveti reddettin. Daveti gönderen kişiye bildirildi.
invite-declined = Davetin reddedildi.
share-share = Paylaş
share-text = Regalia'da benimle oyna: { $name }

## Sekme başlığı
title-your-turn = Sıra sende

## Tekliflere verilen yanıtlar
offer-draw-declined = Rakibin beraberliği reddetti.
offer-takeback-declined = Rakibin hamlenin geri alınmasını reddetti.
offer-rematch-declined = Rakibin rövanşı reddetti.

## Ön hamleler
premove-queued = { $move } ön hamlesi sıranı bekliyor. Sağ tık ya da Escape onu iptal eder.

## Lielow
lielow-losing-confirm = Bu hamle oyunu kaybettirir. Yine de oynansın mı?
