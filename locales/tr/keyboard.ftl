# Tahtada klavyeyle oynama: canlı bölgenin her adımda söyledikleri.

board-roledescription = tahta
board-keyboard-help = Tahta. Ok tuşları imleci taşır, Enter ya da Boşluk bir taşı alır ve bırakır, Escape onu yerine koyar.
board-piece-k = { $color ->
    [white] Beyaz şah
   *[black] Siyah şah
}
board-piece-q = { $color ->
    [white] Beyaz vezir
   *[black] Siyah vezir
}
board-piece-r = { $color ->
    [white] Beyaz kale
   *[black] Siyah kale
}
board-piece-b = { $color ->
    [white] Beyaz fil
   *[black] Siyah fil
}
board-piece-n = { $color ->
    [white] Beyaz at
   *[black] Siyah at
}
board-piece-p = { $color ->
    [white] Beyaz piyon
   *[black] Siyah piyon
}
board-empty = boş
board-edge = Tahtanın kenarı
board-off = tahtanın dışı
board-off-here = Tahtanın dışı: Yığını dışarı çıkarmak için Enter'a bas
board-can-go = buraya gidebilirsin
board-picked = { $square } karesindeki { $piece } alındı, { $count ->
    [one] { $count } hamle
   *[other] { $count } hamle
}: { $targets }
board-not-a-move = Taş { $square } karesine gidemez
board-nothing-to-pick = { $square } karesinde oynatabileceğin bir taşın yok
board-cannot-move-now = Şu anda hamle yapamazsın
board-no-moves = { $square } karesindeki { $piece } için kurallara uygun hamle yok
board-cancelled = Taş yerine kondu
