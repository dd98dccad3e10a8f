# The link from a puzzle to the game played on the site it was found in.
puzzle-from-game = Uit een partij die op Regalia is gespeeld
