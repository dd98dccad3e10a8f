# La sala della pagina iniziale: una riga per ogni sfida aperta.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = colore a sorte
lobby-side-white = giochi col Bianco
lobby-side-black = giochi col Nero
lobby-no-clock = senza orologio
