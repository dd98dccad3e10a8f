# Ana sayfadaki lobi: her açık meydan okuma için bir satır.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = renk kurayla
lobby-side-white = Beyazla oynarsın
lobby-side-black = Siyahla oynarsın
lobby-no-clock = süresiz
