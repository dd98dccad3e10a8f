# The lessons of /learn/{variant}: for each, a title, the goal, a hint and what the learner takes away.

lesson-hill-walk-title = Walk to the hill
lesson-hill-walk-goal = The four centre squares d4, e4, d5 and e5 are the hill. Bring your king onto one of them: you have two moves.
lesson-hill-walk-hint = Step diagonally towards the centre first; from d3 both d4 and e4 are one step away.
lesson-hill-walk-done = The moment your king stands on the hill, you win. Your opponent does not get another move.

lesson-hill-guarded-title = A guarded hill square is no move
lesson-hill-guarded-goal = The black rook watches the whole d-file. Put your king on the hill anyway.
lesson-hill-guarded-hint = The king may never step onto an attacked square, hill or not. Which hill square does the rook not see?
lesson-hill-guarded-done = Right: d4 was guarded, so it was not even a legal move. e4 was free.

lesson-hill-capture-title = Capture onto the hill
lesson-hill-capture-goal = A black knight sits on d4, on the hill, and nothing defends it. Win at once.
lesson-hill-capture-hint = Your king may capture an undefended piece, and landing on the hill by capturing counts too.
lesson-hill-capture-done = Capturing onto the hill wins just like stepping onto it.

lesson-hill-race-title = Win the race to the centre
lesson-hill-race-goal = Both kings head for the hill, and you move first. Get there before Black does.
lesson-hill-race-hint = Count the steps: you need two, so do not waste a move. Go to d3 first.
lesson-hill-race-done = You were one move ahead and used it. In King of the Hill every tempo counts.

lesson-hill-mate-title = A checkmate still wins
lesson-hill-mate-goal = The hill is far away, but the black king is trapped behind its pawns. Win with one move.
lesson-hill-mate-hint = The eighth rank has no escape square for Black. Your rook can go all the way up.
lesson-hill-mate-done = Checkmate ends the game here as it does in chess.

lesson-hill-bare-kings-title = Bare kings play on
lesson-hill-bare-kings-goal = Only the two kings are left. In chess this would be a draw; here, win.
lesson-hill-bare-kings-hint = With no pieces left, either king can still walk to the hill. Yours is one step away.
lesson-hill-bare-kings-done = King against king is not a draw in King of the Hill: whoever reaches the centre first wins.

lesson-race-walk-title = Race to the eighth rank
lesson-race-walk-goal = In Racing Kings the first king to reach rank 8 wins. Get there in two moves.
lesson-race-walk-hint = Walk straight up: b7, then any square of rank 8.
lesson-race-walk-done = Your king reached the top rank and Black's was too far behind to follow.

lesson-race-no-check-title = No check, ever
lesson-race-no-check-goal = Cut the black king off from rank 7 with your rook.
lesson-race-no-check-hint = A move that gives check is illegal in Racing Kings. The rook on c6 or on the e-file would check the king; look one rank higher.
lesson-race-no-check-done = From c7 your rook guards the seventh rank without giving check.

lesson-race-capture-check-title = Captures may not give check either
lesson-race-capture-check-goal = Capture one of the black knights with your rook.
lesson-race-capture-check-hint = Taking on d5 would open the d-file onto the black king: that is check, so it is not allowed.
lesson-race-capture-check-done = The rule has no exceptions: a capture that would give check is illegal too.

lesson-race-attacked-title = Never into an attack
lesson-race-attacked-goal = Your king is one step from the goal. Win the race now.
lesson-race-attacked-hint = The knight guards e8 and the bishop guards f8. A king may not step onto an attacked square.
lesson-race-attacked-done = Only g8 was free, so it was the only way up.

lesson-race-too-far-title = Black too far to follow
lesson-race-too-far-goal = When White reaches rank 8, Black gets one more move only if it can reach rank 8 too. Win now.
lesson-race-too-far-hint = The black king is three ranks away: step onto rank 8.
lesson-race-too-far-done = Black could not follow at once, so you won straight away.

lesson-race-follow-title = Black's last move draws
lesson-race-follow-goal = White's king has reached rank 8, but you, Black, can still follow. Save the game.
lesson-race-follow-hint = Step onto rank 8 with your king: g8, f8 and h8 are all free.
lesson-race-follow-done = Both kings on rank 8: the race is drawn. That last move makes up for White moving first.

lesson-lielow-height-title = A stack moves exactly its height
lesson-lielow-height-goal = Your stack on c3 is two high, so it moves exactly two squares, in any straight line. Capture the black stack on e5.
lesson-lielow-height-hint = Two squares diagonally, up and to the right. The square in between does not matter: stacks jump.
lesson-lielow-height-done = A stack of height two always moves two squares, never one or three.

lesson-lielow-grow-title = Landing on an empty square grows a stack
lesson-lielow-grow-goal = Move your stack on d2 to an empty square and watch it grow.
lesson-lielow-grow-hint = A stack of height one moves one square, in any of the eight directions.
lesson-lielow-grow-done = It is now two high, and being your tallest stack it took your crown.

lesson-lielow-capture-title = A capture resets the stack to one
lesson-lielow-capture-goal = Your crowned stack on d1 is three high. Capture the black stack on d4.
lesson-lielow-capture-hint = Three squares straight up lands on d4.
lesson-lielow-capture-done = After capturing, your stack is back to height one: a capture costs height.

lesson-lielow-own-title = Never onto your own stack
lesson-lielow-own-goal = Your stack on c3 is two high. Capture the black stack with it.
lesson-lielow-own-hint = e3 is two squares away, but your own stack stands there: that landing is not a move. Look up the c-file.
lesson-lielow-own-done = Landing on your own stack is illegal; landing on an enemy stack captures it.

lesson-lielow-crown-title = The crown goes to the unique tallest stack
lesson-lielow-crown-goal = Your crown is on d2. Make another stack taller than it, so that the crown moves there.
lesson-lielow-crown-hint = The stack on b2 is two high; moving it to an empty square makes it three.
lesson-lielow-crown-done = After every move the crown sits on the unique tallest stack, wherever that is.

lesson-lielow-tie-title = A tie keeps the crown where it is
lesson-lielow-tie-goal = Move the small stack on e2 to an empty square so that it grows to two, as tall as your crowned stack.
lesson-lielow-tie-hint = Any of the eight neighbouring squares of e2 will do.
lesson-lielow-tie-done = Two stacks of height two: with no unique tallest, the crown stays on a2.

lesson-lielow-off-title = Moving off the board
lesson-lielow-off-goal = A stack may leave the board when a move of its height would take it over the edge. Take your stack on a2 off the board.
lesson-lielow-off-hint = Drag the stack off the board, or select it and press the button to move it off.
lesson-lielow-off-done = The stack is gone. That is fine for an ordinary stack, but never do it with your crowned one.

lesson-lielow-take-crown-title = Capture the crown and win
lesson-lielow-take-crown-goal = Black's crown is on f4. Capture it.
lesson-lielow-take-crown-hint = Your crowned stack on d2 is two high: two squares diagonally reaches f4.
lesson-lielow-take-crown-done = Capturing the enemy's crowned stack wins the game at once.

lesson-lielow-keep-crown-title = Keep your crown on the board
lesson-lielow-keep-crown-goal = The black stack on c4 threatens your crown on a2. Save it.
lesson-lielow-keep-crown-hint = Moving your crowned stack off the board loses at once, and a4 and c2 are attacked too. Attack the attacker.
lesson-lielow-keep-crown-done = Capturing the attacker kept your crown safe. Walking it off the board would have lost the game.
