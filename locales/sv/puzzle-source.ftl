# The link from a puzzle to the game played on the site it was found in.
puzzle-from-game = Från ett parti som spelades på Regalia
