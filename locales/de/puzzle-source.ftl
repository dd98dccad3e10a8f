# The link from a puzzle to the game played on the site it was found in.
puzzle-from-game = Aus einer auf Regalia gespielten Partie
