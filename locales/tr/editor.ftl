# Konum düzenleyici (/editor/{variant}) ve oynanamayan konumlar için
# kuralların sözleri (position-problem-<code>).

editor-title = { $game }: konum kur
editor-link = Konum kur
editor-board-label = Konum düzenleyici
editor-palette-white = Beyaz taşlar
editor-palette-black = Siyah taşlar
editor-tools = Düzenleme araçları
editor-tool-move = Taşı
editor-tool-erase = Kaldır
editor-tool-crown = Taç
editor-help = Tahtanın üstünden ya da altından bir taş seç, sonra koymak için karelere tıkla (ikinci tıklama kaldırır). Taşları yerini değiştirmek için sürükle, kaldırmak için tahtanın dışına sürükle.
editor-help-lielow = Tahtanın üstünden ya da altından bir yığın seç, sonra koymak için karelere tıkla (ikinci tıklama kaldırır). Taç aracı bir oyuncunun tacını bir yığına takar ya da çıkarır. Yığınları yerini değiştirmek için sürükle, kaldırmak için tahtanın dışına sürükle.
editor-turn = Sıra kimde
editor-castling = Rok hakları
editor-castle-white-short = Beyaz O-O
editor-castle-white-long = Beyaz O-O-O
editor-castle-black-short = Siyah O-O
editor-castle-black-long = Siyah O-O-O
editor-en-passant = Geçerken alma karesi
editor-en-passant-none = Yok
editor-start = Başlangıç konumu
editor-clear = Tahtayı boşalt
editor-fen = FEN
editor-position-text = Konum metni
editor-load = Yükle
editor-copied = Konum metni kopyalandı
editor-checking = Konum denetleniyor…
editor-valid = { $color ->
    [white] Geçerli konum. Sıra Beyazda.
   *[black] Geçerli konum. Sıra Siyahta.
}
editor-in-check = { $color ->
    [white] Beyaz şah altında.
   *[black] Siyah şah altında.
}
editor-over = Bu konumda oyun zaten bitmiş, bu yüzden buradan hiçbir oyun başlayamaz:
editor-invalid = Bu konum oynanamaz:
editor-unreadable = Bu metin bu oyunun bir konumu değil, bu yüzden hiçbir şey değişmedi.
editor-play-title = Bu konumdan oyna
editor-analyse = Analiz et
editor-placed = { $square } karesinde: { $piece }
editor-removed = { $square } boşaltıldı
editor-crowned = { $square } karesinde { $piece }
editor-chosen = Seçildi: { $piece }
editor-move-tool-chosen = Seçildi: taşları taşı
editor-erase-tool-chosen = Seçildi: taşları kaldır
editor-crown-tool-chosen = Seçildi: bir yığına taç tak
editor-picked = Kaldırıldı: { $square } karesindeki { $piece }
editor-keyboard-help = Düzenleyici tahtası. Ok tuşları imleci taşır; Enter ya da Boşluk seçili aracı o karede kullanır.

position-problem-malformed = Bu metin bu oyunun bir konumu olarak okunamıyor.
position-problem-empty-board = Tahta boş.
position-problem-missing-king = { $color ->
    [white] Beyazın şahı yok.
   *[black] Siyahın şahı yok.
}
position-problem-too-many-kings = { $color ->
    [white] Beyazın birden fazla şahı var.
   *[black] Siyahın birden fazla şahı var.
}
position-problem-pawn-on-back-rank = Birinci ya da son yatayda bir piyon duruyor.
position-problem-castling-rights = Bir rok hakkı şahların ve kalelerin yerleriyle uyuşmuyor.
position-problem-en-passant-square = Hiçbir piyon hamlesi bu geçerken alma karesini bırakmış olamaz.
position-problem-opposite-check = Hamle sırası olmayan taraf şah altında.
position-problem-impossible-check = Hiçbir geçerli hamle bu şahı çekmiş olamaz.
position-problem-too-much-material = Bir tarafın, terfilerin verebileceğinden fazla taşı var.
position-problem-not-this-game = Bu, bu oyunun bir konumu değil.
position-problem-racing-kings-pawns = Şahlar Yarışı piyonsuz oynanır.
position-problem-racing-kings-castling = Şahlar Yarışı'nda rok yoktur.
position-problem-racing-kings-check = Bir şah, şah altında; Şahlar Yarışı'nda bu hiç olmaz.
position-problem-racing-kings-both-home = İki şah da son yatayda ve sıra Siyahta: Beyaz şah önce vardı, yani yarış çoktan bitmiş olurdu.
position-problem-lielow-too-many-stacks = { $color ->
    [white] { $count ->
        [one] Beyazın { $count } yığını var, başlangıçtaki 8'den fazla.
       *[other] Beyazın { $count } yığını var, başlangıçtaki 8'den fazla.
    }
   *[black] { $count ->
        [one] Siyahın { $count } yığını var, başlangıçtaki 8'den fazla.
       *[other] Siyahın { $count } yığını var, başlangıçtaki 8'den fazla.
    }
}
position-problem-lielow-two-crowns = { $color ->
    [white] Beyaz iki taç takıyor; her oyuncunun yalnızca bir tacı olur.
   *[black] Siyah iki taç takıyor; her oyuncunun yalnızca bir tacı olur.
}
position-problem-lielow-lost-crown-worn = { $color ->
    [white] Beyazın tacı kaybedilmiş olarak yazılı, yine de bir beyaz yığın onu takıyor.
   *[black] Siyahın tacı kaybedilmiş olarak yazılı, yine de bir siyah yığın onu takıyor.
}
position-problem-lielow-captured-crown-turn = { $color ->
    [white] Beyazın tacı alındı, bu yüzden sıra Beyazda olmalı.
   *[black] Siyahın tacı alındı, bu yüzden sıra Siyahta olmalı.
}
position-problem-lielow-off-crown-turn = { $color ->
    [white] Beyaz kendi tacını tahtadan çıkardı, bu yüzden sıra Siyahta olmalı.
   *[black] Siyah kendi tacını tahtadan çıkardı, bu yüzden sıra Beyazda olmalı.
}
position-problem-lielow-no-stacks = { $color ->
    [white] Beyazın hiç yığını kalmadı; bir oyuncunun son yığını her zaman tacı taşır.
   *[black] Siyahın hiç yığını kalmadı; bir oyuncunun son yığını her zaman tacı taşır.
}
position-problem-lielow-crown-not-on-tallest = { $color ->
    [white] Beyazın en yüksek yığını ({ $square }, yükseklik { $height }) tacı taşımalı.
   *[black] Siyahın en yüksek yığını ({ $square }, yükseklik { $height }) tacı taşımalı.
}
position-problem-lielow-grown-without-crown = { $color ->
    [white] Beyazın tacı yok, ama { $square } karesindeki yığınının yüksekliği { $height }: büyüyen ilk yığın her zaman tacı alır.
   *[black] Siyahın tacı yok, ama { $square } karesindeki yığınının yüksekliği { $height }: büyüyen ilk yığın her zaman tacı alır.
}
