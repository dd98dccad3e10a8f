# Ana sayfadaki lobi: açık her meydan okuma için bir satır.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = renk kurayla
lobby-side-white = beyazla oynarsın
lobby-side-black = siyahla oynarsın
lobby-no-clock = süresiz
