# Lessons and puzzles: the pages' labels and messages (the lessons' own texts are in lessons.ftl).

nav-learn = Learn
learn-index-title = Learn the games
learn-index-intro = Short lessons teach each rule on a small board; puzzles then train what you learned.
learn-lessons-count = { $count ->
    [one] One lesson
   *[other] { $count } lessons
}
learn-puzzles-link = Puzzles
learn-lessons-link = Lessons
learn-card-link = Lessons and puzzles
learn-guide-lessons = Practise these rules in short lessons
learn-guide-puzzles = Train with puzzles
learn-page-title = { $game }: lessons
learn-no-such-game = There are no lessons or puzzles for this game.
learn-hint = Hint
learn-retry = Try again
learn-next-lesson = Next lesson
learn-lessons-title = All lessons
learn-progress = { $count ->
    [one] One lesson of { $total } done
   *[other] { $count } lessons of { $total } done
}
learn-play-as = { $color ->
    [white] You play White.
   *[black] You play Black.
}
learn-success = Well done!
learn-wrong = That move does not reach the goal. Try again.
learn-not-yet = The goal is not reached yet, and this lesson has no more moves. Try again.
learn-lost = That loses the game. Try again.
learn-reply = Your opponent answers { $move }.
learn-all-done = You have done every lesson of this game. Now try the puzzles!
puzzle-page-title = { $game }: puzzles
puzzle-retry = Retry
puzzle-show-solution = Show the solution
puzzle-next = Next puzzle
puzzle-goal-hill = { $count ->
    [one] Bring your king to the hill with this move.
   *[other] Force your king onto the hill in { $count } moves.
}
puzzle-goal-race = { $count ->
    [one] Win the race with this move.
   *[other] Win the race in { $count } moves.
}
puzzle-goal-checkmate = { $count ->
    [one] Checkmate in one move.
   *[other] Checkmate in { $count } moves.
}
puzzle-goal-crown-captured = { $count ->
    [one] Capture the enemy crown with this move.
   *[other] Capture the enemy crown in { $count } moves.
}
puzzle-goal-crown-off-board = { $count ->
    [one] Leave your opponent no move but to walk their crown off the board.
   *[other] Force the enemy crown off the board within { $count } moves.
}
puzzle-play-as = { $color ->
    [white] White to move and win.
   *[black] Black to move and win.
}
puzzle-difficulty-easy = Easy
puzzle-difficulty-medium = Medium
puzzle-difficulty-hard = Hard
puzzle-number = Puzzle { $name }
puzzle-correct = Good move! Keep going.
puzzle-solved = Solved!
puzzle-wrong = That is not the winning move.
puzzle-solution-shown = The solution is on the board.
puzzle-solved-count = { $count ->
    [one] One puzzle solved
   *[other] { $count } puzzles solved
}
puzzle-streak = { $count ->
    [one] streak: one in a row
   *[other] streak: { $count } in a row
}
puzzle-load-error = The puzzle could not be loaded. Check your connection and reload the page.
