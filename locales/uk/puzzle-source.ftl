# The link from a puzzle to the game played on the site it was found in.
puzzle-from-game = З партії, зіграної на Regalia
