# De lobby op de startpagina: één regel per open uitdaging.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = kleur wordt geloot
lobby-side-white = jij speelt met wit
lobby-side-black = jij speelt met zwart
lobby-no-clock = zonder klok
