# Le salon de la page d'accueil : une ligne par partie proposée.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = couleur tirée au sort
lobby-side-white = vous jouez les Blancs
lobby-side-black = vous jouez les Noirs
lobby-no-clock = sans pendule
