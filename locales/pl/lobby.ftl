# Poczekalnia na stronie głównej: jeden wiersz na otwarte wyzwanie.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = kolor losowy
lobby-side-white = grasz białymi
lobby-side-black = grasz czarnymi
lobby-no-clock = bez zegara
