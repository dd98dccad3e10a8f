# Dersler ve bulmacalar: sayfaların etiketleri ve iletileri (derslerin kendi metinleri lessons.ftl içinde).

nav-learn = Öğren
learn-index-title = Oyunları öğren
learn-index-intro = Kısa dersler her kuralı küçük bir tahtada öğretir; ardından bulmacalar öğrendiklerini pekiştirir.
learn-lessons-count = { $count ->
    [one] { $count } ders
   *[other] { $count } ders
}
learn-puzzles-link = Bulmacalar
learn-lessons-link = Dersler
learn-card-link = Dersler ve bulmacalar
learn-guide-lessons = Bu kuralları kısa derslerle uygula
learn-guide-puzzles = Bulmacalarla çalış
learn-page-title = { $game }: dersler
learn-no-such-game = Bu oyun için ders ya da bulmaca yok.
learn-hint = İpucu
learn-retry = Yeniden dene
learn-next-lesson = Sonraki ders
learn-lessons-title = Tüm dersler
learn-progress = { $count ->
    [one] { $total } dersten { $count } tanesi tamamlandı
   *[other] { $total } dersten { $count } tanesi tamamlandı
}
learn-play-as = { $color ->
    [white] Beyazla oynuyorsun.
   *[black] Siyahla oynuyorsun.
}
learn-success = Aferin!
learn-wrong = Bu hamle hedefe ulaştırmıyor. Yeniden dene.
learn-not-yet = Hedefe henüz ulaşılmadı ve bu derste başka hamle kalmadı. Yeniden dene.
learn-lost = Bu hamle oyunu kaybettirir. Yeniden dene.
learn-reply = Rakibin { $move } ile karşılık veriyor.
learn-all-done = Bu oyunun bütün derslerini bitirdin. Şimdi bulmacaları dene!
puzzle-page-title = { $game }: bulmacalar
puzzle-retry = Yeniden dene
puzzle-show-solution = Çözümü göster
puzzle-next = Sonraki bulmaca
puzzle-goal-hill = { $count ->
    [one] Bu hamleyle şahını tepeye çıkar.
   *[other] Şahını { $count } hamlede zorla tepeye çıkar.
}
puzzle-goal-race = { $count ->
    [one] Yarışı bu hamleyle kazan.
   *[other] Yarışı { $count } hamlede kazan.
}
puzzle-goal-checkmate = { $count ->
    [one] Tek hamlede mat.
   *[other] { $count } hamlede mat.
}
puzzle-goal-crown-captured = { $count ->
    [one] Rakibin tacını bu hamleyle al.
   *[other] Rakibin tacını { $count } hamlede al.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Rakibine, tacını tahtadan çıkarmaktan başka hamle bırakma.
   *[other] Rakibin tacını en fazla { $count } hamlede tahtadan çıkmaya zorla.
}
puzzle-play-as = { $color ->
    [white] Beyaz oynar ve kazanır.
   *[black] Siyah oynar ve kazanır.
}
puzzle-difficulty-easy = Kolay
puzzle-difficulty-medium = Orta
puzzle-difficulty-hard = Zor
puzzle-number = Bulmaca { $name }
puzzle-correct = İyi hamle! Devam et.
puzzle-solved = Çözüldü!
puzzle-wrong = Kazandıran hamle bu değil.
puzzle-solution-shown = Çözüm tahtada.
puzzle-solved-count = { $count ->
    [one] { $count } bulmaca çözüldü
   *[other] { $count } bulmaca çözüldü
}
puzzle-streak = { $count ->
    [one] seri: üst üste { $count }
   *[other] seri: üst üste { $count }
}
puzzle-load-error = Bulmaca yüklenemedi. Bağlantını kontrol edip sayfayı yeniden yükle.
