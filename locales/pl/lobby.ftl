# Poczekalnia na stronie głównej: jeden wiersz na każde otwarte wyzwanie.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = kolor losowany
lobby-side-white = grasz białymi
lobby-side-black = grasz czarnymi
lobby-no-clock = bez zegara
