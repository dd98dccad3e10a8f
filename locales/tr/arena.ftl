# Regalia: arenalar (turnuvalar): liste, oluşturma formu, bir arenanın sayfası,
# oyun sayfasındaki kutu ve ana sayfadaki satır (Türkçe).

## Üst bilgi
nav-arenas = Arenalar

## Liste (/tournaments)
arena-list-title = Arenalar
arena-list-intro = Süre bitmeden oynayabildiğin kadar oyun oyna. Galibiyet 2 sayı, beraberlik 1 sayı getirir; üst üste iki galibiyet seni ateşler ve galibiyetlerin çift sayılır. Herkes izleyebilir; adı olan her oyuncu katılabilir.
arena-upcoming = Yakında başlayacak
arena-running = Şu an oynanıyor
arena-finished = Bitti
arena-none = Şu an bu oyunda arena yok.
arena-by-link = Bağlantıyla
arena-winner = Kazanan: { $name }
arena-players = { $count ->
    [one] { $count } oyuncu
   *[other] { $count } oyuncu
}
arena-minutes = { $number } dk
arena-starts-countdown = { $clock } sonra başlıyor
arena-ends-countdown = { $clock } sonra bitiyor
arena-over = Bitti
arena-loading = Yükleniyor…

## Arena oluşturma
arena-create-title = Arena oluştur
arena-create-intro = Oyunu, süreyi ve uzunluğu seç, sonra arenanın sayfasının bağlantısını paylaş.
arena-need-name = Arena oluşturmak ya da katılmak için bir adın olmalı.
arena-game = Oyun
arena-clock = Süre
arena-length = Uzunluk
arena-starts-in = Başlangıç
arena-in-minutes = { $number } dk sonra
arena-at-once = Hemen
arena-rated = Puanlı
arena-private = Yalnızca bağlantısı olanlara
arena-create = Arenayı oluştur
arena-error-length = Bir arena 10 ile 180 dakika arası sürer.
arena-error-start = Arenanın ne zaman başlayacağını seç.

## Bir arena (/tournament/{id})
arena-title = Arena
arena-of-game = { $game } arenası
arena-not-found = Böyle bir arena yok.
arena-join = Katıl
arena-resume = Yeniden katıl
arena-pause = Ara ver
arena-withdraw = Çekil
arena-take-name = Katılmak için bir ad al
arena-standings = Sıralama
arena-rank = Sıra
arena-player = Oyuncu
arena-rating = Puan
arena-sheet = Oyunlar
arena-score = Sayı
arena-on-fire = Ateşte: sonraki galibiyet çift sayılır
arena-paused = arada
arena-empty = Henüz kimse katılmadı.
arena-pages = Sıralama sayfaları
arena-previous = Önceki
arena-next = Sonraki
arena-page = Sayfa { $number } / { $total }
arena-find-me = Satırımı göster
arena-game-starting = Oyunun başlıyor…
arena-game-on = Süren bir oyunun var.
arena-go-to-game = Oyununa git
arena-featured-title = Öne çıkan oyun
arena-watch = İzle
arena-podium-title = Kürsü
arena-points = { $count ->
    [one] { $count } sayı
   *[other] { $count } sayı
}
arena-close = Kapat
arena-no-games = Henüz oyun yok.
arena-games-count = { $count ->
    [one] { $count } oyun
   *[other] { $count } oyun
}
arena-performance = performans { $number }
arena-summary-title = Özet
arena-summary-games = Oyunlar
arena-summary-white = Beyazın galibiyetleri
arena-summary-black = Siyahın galibiyetleri
arena-summary-draws = Beraberlikler
arena-summary-berserk = Berserk oranı
arena-summary-rating = Ortalama puan
arena-how-title = Nasıl işler
arena-how = Oyunun biter bitmez birkaç saniye bekler ve sıralamada sana yakın yeni bir rakip alırsın. Galibiyet 2 sayı, beraberlik 1, yenilgi 0 getirir. Üst üste iki galibiyetten sonra ateştesin: kazanamadığın bir oyuna kadar galibiyet 4, beraberlik 2 sayı getirir. 10 hamleden kısa beraberlik hiçbir şey getirmez. Berserk kendi saatini yarıya indirir; en az 7 hamleden sonra kazanırsan bir sayı fazla alırsın. Ara verirsen eşleştirilmezsin; sayıların kalır.

## Oyun sayfası ve ana sayfa
arena-back = Arenaya dön
arena-berserk = Berserk
arena-berserk-hint = Kazanırsan bir sayı fazlası için süreni yarıya indir (artışsız)
arena-returning = Birazdan sıradaki oyunun için arenaya dönüyorsun…
arena-home-next = Sıradaki { $game } arenası { $number } dk sonra
arena-home-all = Tüm arenalar
