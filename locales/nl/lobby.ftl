# De lobby op de startpagina: één regel per open uitdaging.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = kleur door loting
lobby-side-white = jij speelt wit
lobby-side-black = jij speelt zwart
lobby-no-clock = zonder klok
