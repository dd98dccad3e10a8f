# Regalia: sayfalar, düğmeler ve istemci iletileri (Türkçe).

## Çerçeve
site-description = Tepenin Kralı, Şahlar Yarışı, Lielow ve satrancı hesap açmadan tarayıcında oyna.
site-skip = Ana içeriğe geç
site-beta = Beta
site-beta-title = Regalia yeni: Ters giden bir şey olursa bize bildir.
nav-label = Ana menü
nav-play = Oyna
nav-rules = Kurallar
nav-stats = İstatistikler
lang-label = Dil
lang-apply = Değiştir
footer-tagline = Hesap gerektirmeyen satranç varyantları

## Hatalar
error-not-found-title = Sayfa bulunamadı
error-no-such-game = Burada böyle bir oyun yok. Bağlantı eksik olabilir.
error-back-home = Ana sayfaya dön
error-network = Sunucuya ulaşılamıyor. Bağlantını kontrol edip yeniden dene.
error-generic = Bir şeyler ters gitti: { $name }

## Oyunlar
game-kingofthehill = Tepenin Kralı
game-kingofthehill-blurb = Satranca yeni bir kazanma yolu eklenir: Şahını dört merkez karesinden birine götür.
game-racingkings = Şahlar Yarışı
game-racingkings-blurb = Şah çekmek yasak: Son yataya ilk ulaşan şah yarışı kazanır.
game-lielow = Lielow
game-lielow-blurb = Yükseklikleri kadar ilerleyen dama taşı yığınları. Rakibin tacını ele geçir.
game-chess = Satranç
game-chess-blurb = Bildiğin tüm kurallarıyla klasik oyun.

## Ana sayfa
home-page-title = Satranç varyantları oyna
home-title = Satranç varyantları oyna, hesap gerekmez
home-intro = Bir oyun seç; sonra bu cihazda oyna, bir arkadaşına bağlantı gönder, bilgisayara karşı oyna ya da lobide bir rakip bekle.
home-games-title = Oyunlar
home-counts-loading = Oyuncular aranıyor…
home-players-online = { $count ->
    [0] Şu anda kimse oynamıyor
    [one] { $count } oyuncu çevrimiçi
   *[other] { $count } oyuncu çevrimiçi
}
home-rooms-waiting = { $count ->
    [0] Rakip bekleyen oyun yok
    [one] { $count } oyun rakip bekliyor
   *[other] { $count } oyun rakip bekliyor
}
home-clock-label = Bağlantıyla ya da lobide oynanan oyunlar için süre (dakika + hamle başına saniye)
clock-unlimited = Süresiz
mode-local = Bu cihazda oyna
mode-friend = Bir arkadaşınla oyna (bağlantı)
mode-ai = Bilgisayara karşı oyna
mode-seek = Meydan okuma aç
ai-level = Seviye
ai-color = Rengin
ai-start = Oyunu başlat
color-white = Beyaz
color-black = Siyah
color-random = Rastgele
card-rules = Nasıl oynanır
lobby-title = Açık meydan okumalar
lobby-intro = Rakip bekleyen oyuncular. Tek tıkla katıl.
lobby-loading = Lobi yükleniyor…
lobby-empty = Açık meydan okuma yok. Bir tane aç, sıradaki ziyaretçi seninle oynayabilsin.
lobby-join = Katıl
lobby-cancel = İptal et
lobby-yours = Meydan okuman: Rakip bekleniyor…
lobby-seek-of = { $name }: { $color }
lobby-anonymous = Anonim
local-title = Bu cihazdaki oyunların
local-empty = Bu cihazda süren bir oyun yok.
local-resume = Devam et
local-delete = Sil
local-moves = { $count ->
    [0] başlamadı
    [one] { $count } hamle
   *[other] { $count } hamle
}
local-finished = bitti
local-delete-confirm = Bu oyun kalıcı olarak silinsin mi?

## Oyun sayfası
game-page-title = Oyun
local-page-title = Bu cihazdaki oyun
game-board-label = Tahta
game-needs-script = Tahta için JavaScript gerekiyor. Oynamak için tarayıcında aç.
game-connection = Bağlantı
game-promote = Terfi edilecek taş
game-flip = Tahtayı çevir
game-off-board = Tahtadan çık
game-sound = Sesi aç ya da kapat
game-accept = Kabul et
game-decline = Reddet
game-moves = Hamleler
game-nav = Oyunda gezin
game-nav-first = Başlangıç konumu
game-nav-prev = Önceki hamle
game-nav-next = Sonraki hamle
game-nav-last = Güncel konum
game-input-label = Bir hamle yaz
game-input-placeholder = e2e4, Nf3, a2-off
game-input-help = Koordinat (e2e4), İngilizce harflerle cebirsel gösterim (Af3 yerine Nf3) ya da Lielow (a2-off). Oynamak için Enter'a bas.
game-input-play = Oyna
game-abort = Oyunu iptal et
game-resign = Terk et
game-offer-draw = Beraberlik teklif et
game-claim-threefold = Beraberlik iste (üç kez tekrar)
game-claim-fifty = Beraberlik iste (50 hamle kuralı)
game-takeback = Hamleyi geri al
game-rematch = Rövanş
game-claim-victory = Galibiyeti iste (rakibin ayrıldı)
game-new-local = Yeni oyun
game-delete-local = Bu oyunu sil
game-pgn = PGN indir
game-rules-link = Bu oyunun kuralları
game-loading = Oyun yükleniyor…
game-your-turn = Sıra sende
game-their-turn = Rakibin bekleniyor
game-turn = { $color ->
    [white] Sıra Beyazda
   *[black] Sıra Siyahta
}
game-you-are = { $color ->
    [white] Beyazla oynuyorsun
   *[black] Siyahla oynuyorsun
}
game-spectating = Bu oyunu izliyorsun
game-waiting-opponent = Arkadaşının bağlantıyı açması bekleniyor
game-waiting-seek = Meydan okuman lobide. Biri katıldığında oyun başlar.
game-ai-thinking = Bilgisayar düşünüyor…
game-ai-busy = { $count ->
    [one] Bilgisayar düşünüyor… (meşgul: seninkinden önce { $count } oyun var)
   *[other] Bilgisayar düşünüyor… (meşgul: seninkinden önce { $count } oyun var)
}
game-ai-name = Bilgisayar, seviye { $level }
game-you = Sen
game-opponent = Rakip
game-white = Beyaz
game-black = Siyah
game-online = çevrimiçi
game-offline = çevrimdışı
game-reconnecting = Yeniden bağlanılıyor…
page-fault = Bu sayfada bir şeyler ters gitti. Devam etmek için sayfayı yeniden yükle.
game-draw-offered = Rakibin beraberlik teklif ediyor.
game-draw-offer-sent = Beraberlik teklif edildi. Yanıt bekleniyor.
game-takeback-offered = Rakibin son hamleyi geri almak istiyor.
game-takeback-offered-two = Rakibin iki hamleyi geri almak istiyor: senin son hamleni ve ondan önceki kendi hamlesini.
game-takeback-sent = Geri alma istendi. Yanıt bekleniyor.
game-rematch-offered = Rakibin rövanş istiyor.
game-rematch-sent = Rövanş teklif edildi. Yanıt bekleniyor.
game-resign-confirm = Bu oyunu terk etmek istiyor musun?
game-illegal-move = { $move } burada kurallara uygun bir hamle değil.
game-move-unconfirmed = sunucu henüz onaylamadı
race-illegal-move = { $move } burada kurallara uygun bir hamle değil. Şahlar Yarışı'nda hiçbir hamle şah çekemez ve hiçbir şah saldırı altındaki bir kareye gidemez.
race-black-may-draw = Beyaz son yataya ulaştı: Siyah'ın da oraya ulaşıp berabere kalmak için bir hamlesi var.
game-unknown-move = “{ $move }” bir hamle değil. e2e4, Nf3 ya da a2-off dene.
game-viewing-past = Daha önceki bir konuma bakıyorsun. Hamle yapmak için güncel konuma dön.
game-moved = { $color ->
    [white] Beyaz { $move } oynadı
   *[black] Siyah { $move } oynadı
}
game-lielow-stack = { $color ->
    [white] { $count } yüksekliğinde beyaz yığın
   *[black] { $count } yüksekliğinde siyah yığın
}
game-lielow-crown = taçlı
game-promote-queen = Vezir
game-promote-rook = Kale
game-promote-bishop = Fil
game-promote-knight = At
game-promote-king = Şah
game-promote-cancel = Vazgeç
game-position = Konum
game-piece-pawn = Piyon
share-title = Bir arkadaşını davet et
share-hint = Bu bağlantıyı rakibine gönder. Bağlantıyı ilk açan yeri alır.
share-copy = Kopyala
share-copied = Kopyalandı
share-watch-title = İzleyiciler için bağlantı
join-text = Bu oyunda boş bir yer var.
join-button = Yeri al ve oyna

## Sonuçlar
result-white-wins = Beyaz kazandı
result-black-wins = Siyah kazandı
result-draw = Berabere
result-aborted = Oyun iptal edildi
reason-checkmate = { $color ->
    [white] Beyaz mat etti
   *[black] Siyah mat etti
}
reason-stalemate = Pat
reason-insufficient-material = İki taraf da mat edemez
reason-hill = { $color ->
    [white] Beyaz şah tepeye ulaştı
   *[black] Siyah şah tepeye ulaştı
}
reason-race = { $color ->
    [white] Beyaz şah son yataya giden yarışı kazandı
   *[black] Siyah şah son yataya giden yarışı kazandı
}
reason-race-draw = İki şah da son yataya ulaştı
reason-crown-captured = { $color ->
    [white] Beyaz, Siyahın tacını aldı
   *[black] Siyah, Beyazın tacını aldı
}
reason-crown-off-board = { $color ->
    [white] Siyahın taçlı yığını tahtadan çıktı
   *[black] Beyazın taçlı yığını tahtadan çıktı
}
reason-resignation = { $color ->
    [white] Siyah terk etti
   *[black] Beyaz terk etti
}
reason-timeout = { $color ->
    [white] Siyahın süresi bitti
   *[black] Beyazın süresi bitti
}
reason-agreement = Anlaşmayla berabere
reason-threefold = Üç kez tekrarla berabere
reason-fifty-moves = 50 hamle kuralıyla berabere
reason-abandoned = { $color ->
    [white] Siyah oyundan ayrıldı
   *[black] Beyaz oyundan ayrıldı
}
reason-aborted = Oyun gerçekten başlamadan iptal edildi

## Kurallar (guides.ftl çevresindeki çerçeve)
guide-diagram-label = Başlangıç konumu
guide-diagram-caption = Başlangıç konumu
guide-other-games = Diğer oyunlar
guide-back-fallback = Oyununa dön

## İstatistikler
stats-title = İstatistikler
stats-intro = Bu sunucuda biten tüm oyunların sonuçları.
stats-loading = Oyunlar sayılıyor…
stats-games = { $count ->
    [0] Henüz biten oyun yok
    [one] { $count } biten oyun
   *[other] { $count } biten oyun
}
stats-results = Sonuçlar
stats-white-wins = Beyaz galibiyetleri
stats-black-wins = Siyah galibiyetleri
stats-share = { $label }: { $number } ({ $percent })
stats-draws = Beraberlikler
stats-endings = Oyunlar nasıl bitti
stats-nothing = Bir oyun oyna, burada görünsün.
ending-checkmate = Şah mat
ending-stalemate = Pat
ending-insufficient-material = Yetersiz malzeme
ending-hill = Şah tepede
ending-race = Şah yarışı kazandı
ending-race-draw = İki şah da son yatayda
ending-crown-captured = Taç alındı
ending-crown-off-board = Taç tahtadan çıktı
ending-resignation = Terk
ending-timeout = Süre bitti
ending-agreement = Anlaşmalı beraberlik
ending-threefold = Üç kez tekrar
ending-fifty-moves = 50 hamle kuralı
ending-abandoned = Oyun terk edildi
ending-aborted = İptal edildi

## Why a move is not legal (after “…is not legal here:”).
why-not-a-move = “{ $move }” bir hamle olarak okunamıyor.
why-game-over = oyun zaten bitti.
why-no-piece = sırası gelen tarafın hiçbir taşı bu hamleyi yapamaz.
why-ambiguous = bu hamleyi birden fazla taş yapabilir — hangisi olduğunu belirt (Nbd2 gibi).
why-in-check = şah tehdit altında ve bu hamle şahı kurtarmıyor.
why-pinned = bu taş açmazda — oynarsa kendi şahı tehdit altında kalır.
why-king-attacked = şah, karşı tarafın saldırdığı bir kareye gidemez.
why-hill-attacked = bu merkez karesi saldırı altında, bu yüzden şah oraya gidemez.
why-gives-check = { $move } şah çekerdi ve Şahlar Yarışı bunu yasaklar.
why-castling = şu anda rok yapılamaz.
why-not-this-way = bu yığın bu şekilde hareket edemez.
game-illegal-why = { $move } burada kurallara uygun değil: { $why }

## TV (/tv)
tv-title = TV
tv-intro = En yüksek puanlı oyuncuların süren oyunu, canlı. Oyun bitince TV bir sonrakine geçer.
tv-all = Tüm oyunlar
tv-channels = TV kanalları
tv-empty = Şu anda burada kimse oynamıyor. TV, bir oyun başlar başlamaz onu gösterir.
home-tv = Süren en iyi oyunu TV'de izleyin
