# Analiz tahtası, motoru, oyun incelemesi ve PGN içe aktarma.

analysis-board = Analiz tahtası
analysis-page-title = Analiz tahtası: { $game }
analysis-analyse = Analiz et
analysis-review-link = İnceleme
analysis-back-to-game = Oyuna dön
analysis-bar-label = Beyazın kazanma şansı
analysis-engine = Motor
analysis-lines = Varyantlar
analysis-depth = derinlik { $number }
analysis-play-line = Bu varyantın ilk hamlesini oyna
analysis-no-moves = Henüz hamle yok: tahtada iki taraftan biri için bir hamle yapın.
analysis-promote = Ana varyant yap
analysis-delete = Buradan sonrasını sil
analysis-draw = Berabere
analysis-won = oyun kazanıldı
analysis-win-hill = { $count ->
    [1] bir sonraki hamlede tepe
   *[other] { $count } hamlede tepe
}
analysis-win-race = { $count ->
    [1] bir sonraki hamlede yarış kazanılır
   *[other] { $count } hamlede yarış kazanılır
}
analysis-win-checkmate = { $count ->
    [1] bir sonraki hamlede mat
   *[other] { $count } hamlede mat
}
analysis-win-crown = { $count ->
    [1] bir sonraki hamlede taç
   *[other] { $count } hamlede taç
}
analysis-win-any = { $count ->
    [1] bir sonraki hamlede kazanır
   *[other] { $count } hamlede kazanır
}
analysis-review-title = Oyun incelemesi
analysis-review = Oyunu incele
analysis-review-progress = { $count ->
    [one] { $total } konumdan { $count } tanesi değerlendirildi
   *[other] { $total } konumdan { $count } tanesi değerlendirildi
}
analysis-graph-label = Oyun boyunca beyazın kazanma şansı; bir hamleye gitmek için tıklayın
analysis-count-inaccuracies = { $count ->
    [0] hiç kusurlu hamle yok
    [one] { $count } kusurlu hamle
   *[other] { $count } kusurlu hamle
}
analysis-count-mistakes = { $count ->
    [0] hiç hata yok
    [one] { $count } hata
   *[other] { $count } hata
}
analysis-count-blunders = { $count ->
    [0] hiç büyük hata yok
    [one] { $count } büyük hata
   *[other] { $count } büyük hata
}
analysis-mark-inaccuracy = Kusurlu hamle
analysis-mark-mistake = Hata
analysis-mark-blunder = Büyük hata
analysis-best-was = Daha iyisi { $move } idi.
analysis-pgn-title = PGN aç
analysis-pgn-hint = PGN biçiminde bir oyun yapıştırın: [Variant "King of the Hill"] 1. e4 e5 …
analysis-pgn-open = Aç
analysis-pgn-empty = Açılacak bir şey yok: önce PGN biçiminde bir oyun yapıştırın.
analysis-pgn-bad-tag = Satır { $line }, sütun { $column }: bu etiket okunamıyor; [Ad "değer"] biçiminde yazın.
analysis-pgn-unknown-variant = Satır { $line }: “{ $game }” burada oynanan bir oyun değil.
analysis-pgn-bad-fen = Satır { $line }: FEN etiketi bu oyunun geçerli bir konumu değil.
analysis-pgn-refused = { $move } hamlesi burada kurallara uygun değil: { $why } Ondan önceki hamleler yüklendi.
analysis-pgn-refused-variation = Bir varyantta { $move } hamlesi burada kurallara uygun değil: { $why } Varyant ondan önce bitiyor.
analysis-pgn-skipped = Yorumlar ve değerlendirme işaretleri saklanmaz ({ $number }).
analysis-pgn-too-deep = Satır { $line }, sütun { $column }: varyantlar burada açılamayacak kadar iç içe.
analysis-pgn-unclosed = Satır { $line }, sütun { $column }: “{ $move }” açılmış ama hiç kapatılmamış.
analysis-pgn-too-long = Satır { $line }: oyun burada açılamayacak kadar uzun.
analysis-error-too-many-analyses = Adresinizden aynı anda çok fazla analiz var: başka bir sekmedeki analizi kapatın ya da bitmesini bekleyin.
analysis-error-rate-limited = Kısa sürede çok fazla analiz: birkaç saniye bekleyin.
analysis-error-bad-position = Bu konum analiz edilemiyor: bu oyunda geçerli değil.
analysis-error-bad-message = Motor isteği anlamadı.
analysis-error-no-game = Bu adreste bitmiş bir oyun yok.
analysis-error-not-over = Bu oyun hâlâ oynanıyor: analizi oyun bitince açılır.
analysis-error-busy = Motor meşgul: biraz sonra yeniden deneyin.
analysis-queued = { $count ->
    [0] Motor bekleniyor: sıradaki sizinki
    [one] Motor bekleniyor: sizinkinden önce { $count } analiz var
   *[other] Motor bekleniyor: sizinkinden önce { $count } analiz var
}

# The opening explorer: moves played on this site from the position on the board.
analysis-explorer = Açılış gezgini
analysis-explorer-loading = Buradan oynanan oyunlar aranıyor…
analysis-explorer-about = Regalia'da insanlar arasında, olağan başlangıç konumundan oynanıp biten oyunlar; bilgisayara ya da bir bota karşı oyunlar sayılmaz.
analysis-explorer-move = Hamle
analysis-explorer-games = Oyunlar
analysis-explorer-results = Beyaz / berabere / Siyah
analysis-explorer-rating = Ort. puan
analysis-explorer-total = { $count ->
    [one] Bu konumdan bir oyun
   *[other] Bu konumdan { $count } oyun
}
analysis-explorer-none = Regalia'da henüz hiçbir oyun bu konuma ulaşmadı.
analysis-explorer-deep = { $count ->
    [one] Her oyunun yalnızca ilk hamlesi sayılır; bu konum daha sonra geliyor.
   *[other] Her oyunun yalnızca ilk { $count } hamlesi sayılır; bu konum daha sonra geliyor.
}
analysis-explorer-offline = Gezgine ulaşılamıyor: ağ bağlantısı yok.
analysis-explorer-play = { $count ->
    [one] { $move } oyna (bir oyun)
   *[other] { $move } oyna ({ $count } oyun)
}
analysis-explorer-white = Beyaz kazandı %{ $percent }
analysis-explorer-draw = Berabere %{ $percent }
analysis-explorer-black = Siyah kazandı %{ $percent }
