## Rules guides: King of the Hill, Racing Kings, Lielow and chess.
## Plain text only; the page template adds the structure.

## Shared headings

guide-heading-card = At a glance
guide-heading-setup = Setup
guide-heading-moves = Moves and captures
guide-heading-win = How to win
guide-heading-draws = Draws
guide-heading-special = Special rules
guide-heading-differences = What differs from chess
guide-heading-elsewhere = Our rules and other sites
guide-heading-history = History
guide-heading-faq = Questions newcomers ask
guide-diff-topic = Topic
guide-diff-chess = Chess
guide-diff-this-game = This game
guide-back-to-game = Back to the game
guide-play-now = Play now
guide-index-title = Rules guides
guide-index-intro = How to play each game on Regalia: the setup, the moves, how to win, and the few details where our rules differ from what you may have seen elsewhere.

## King of the Hill

guide-kingofthehill-title = King of the Hill
guide-kingofthehill-tagline = Chess with a second way to win: walk your king onto one of the four centre squares.

guide-kingofthehill-setup-1 = The game starts from the ordinary chess position, shown in the diagram. White moves first.
guide-kingofthehill-setup-2 = The hill is the four squares in the middle of the board: d4, e4, d5 and e5.

guide-kingofthehill-moves-1 = Every piece moves and captures exactly as in chess. Castling, en passant and promotion work as usual.
guide-kingofthehill-moves-2 = As in chess, a king may never step onto an attacked square, stay in check, or castle out of, through or into check. The hill is no exception: a hill square attacked by an enemy piece is simply not a square your king can go to.

guide-kingofthehill-win-1 = Bring your king onto any of the four hill squares and you win on the spot. It may get there with an ordinary step or by capturing an enemy piece that stands on the hill. Your opponent gets no reply.
guide-kingofthehill-win-2 = Checkmate also wins, just as in chess.

guide-kingofthehill-draws-1 = Stalemate is a draw: the player to move has no legal move and is not in check.
guide-kingofthehill-draws-2 = The player to move may claim a draw when the current position has occurred three times (same pieces on the same squares, same player to move, same castling and en passant possibilities), or when 50 moves by each side have been played without a capture or a pawn move. Neither situation ends the game by itself: if nobody claims, play goes on.
guide-kingofthehill-draws-3 = In online games the players can also agree to a draw.
guide-kingofthehill-draws-4 = There is no draw for lack of material. Even a bare king against a bare king can still win by reaching the hill, so the game continues.

guide-kingofthehill-special-1 = The hill is a goal, not a safe zone. Your king can only arrive there by a legal move, so a hill square covered by an enemy piece is out of reach until that cover is gone.
guide-kingofthehill-special-2 = A game is over as soon as a king stands on the hill: a position with a king on d4, e4, d5 or e5 has no legal moves left.
guide-kingofthehill-special-3 = Games can start from the usual position or from any valid King of the Hill position given as FEN.

guide-kingofthehill-diff-1-topic = Goal
guide-kingofthehill-diff-1-chess = Checkmate the enemy king
guide-kingofthehill-diff-1-this = Checkmate, or bring your own king to d4, e4, d5 or e5
guide-kingofthehill-diff-2-topic = King reaching the centre
guide-kingofthehill-diff-2-chess = Nothing special happens
guide-kingofthehill-diff-2-this = Immediate win, with no reply for the opponent
guide-kingofthehill-diff-3-topic = The king in the middlegame
guide-kingofthehill-diff-3-chess = Usually hides behind its pawns
guide-kingofthehill-diff-3-this = Often marches towards the centre, so both sides must guard the hill
guide-kingofthehill-diff-4-topic = King versus king
guide-kingofthehill-diff-4-chess = Drawn: nobody can checkmate
guide-kingofthehill-diff-4-this = Play goes on: the first king to reach the hill wins
guide-kingofthehill-diff-5-topic = Attacked squares
guide-kingofthehill-diff-5-chess = The king may not step onto them
guide-kingofthehill-diff-5-this = The same, and that includes the hill squares
guide-kingofthehill-diff-6-topic = Pieces, castling, en passant, promotion
guide-kingofthehill-diff-6-chess = Standard rules
guide-kingofthehill-diff-6-this = Exactly the same as chess

guide-kingofthehill-elsewhere-1 = King of the Hill is offered on several sites and in several programs, and the small print is not always the same. Here is exactly what we apply.
guide-kingofthehill-elsewhere-2 = A hill square under attack is not a legal destination for the king. You cannot dash onto an attacked hill square and win anyway.
guide-kingofthehill-elsewhere-3 = The win is immediate. The moment the king arrives, the game is over; the opponent does not get one last move.
guide-kingofthehill-elsewhere-4 = King against king is not a draw. Where the usual chess rule on insufficient material is applied, such a game would end; here it continues, because either king may still reach the hill.
guide-kingofthehill-elsewhere-5 = Threefold repetition and the 50-move rule give a draw only when a player claims it; they never end the game automatically. Nor is there an automatic end after a fivefold repetition or 75 moves, as some popular sites have.

guide-kingofthehill-history-1 = King of the Hill is a long-standing chess variant: adding a central target for the king is one of the oldest and simplest ways to change the game. It became widely popular once online chess sites began to offer it.
guide-kingofthehill-history-2 = It turns an old habit upside down. In chess the king hides until the endgame; here a bold king can decide the game in the middlegame, and both players have to think about the centre in a new way.

guide-kingofthehill-faq-1-q = Can my king step onto the hill while it is attacked?
guide-kingofthehill-faq-1-a = No. An attacked hill square is an illegal destination, like any other attacked square. To keep the enemy king away, cover the hill with your own pieces.
guide-kingofthehill-faq-2-q = Does capturing a piece on the hill count?
guide-kingofthehill-faq-2-a = Yes. If your king captures an enemy piece standing on d4, e4, d5 or e5, and that piece is not protected, you win at once.
guide-kingofthehill-faq-3-q = Does my opponent get one more move after my king reaches the hill?
guide-kingofthehill-faq-3-a = No. The game ends the moment your king arrives.
guide-kingofthehill-faq-4-q = Is king against king a draw?
guide-kingofthehill-faq-4-a = No. With only the two kings left the game goes on, and the first king to reach the hill wins.
guide-kingofthehill-faq-5-q = Can I still win by checkmate?
guide-kingofthehill-faq-5-a = Yes. Checkmate wins as in chess, and stalemate is a draw.
guide-kingofthehill-faq-6-q = Does the game end by itself when a position repeats three times?
guide-kingofthehill-faq-6-a = No. On your turn you may claim a draw once the position has occurred three times, or after 50 moves by each side without a capture or a pawn move. If nobody claims, the game goes on.

## Racing Kings

guide-racingkings-title = Racing Kings
guide-racingkings-tagline = A race, not a fight: be the first to bring your king to the far side of the board, without ever giving check.

guide-racingkings-setup-1 = There are no pawns. Each side has a king, a queen, two rooks, two bishops and two knights, all on the first two ranks, as the diagram shows: Black's pieces on the left half of the board (files a to d), White's on the right half (files e to h).
guide-racingkings-setup-2 = On rank 1, from a1 to h1: black queen, rook, bishop and knight, then white knight, bishop, rook and queen. On rank 2, from a2 to h2: black king, rook, bishop and knight, then white knight, bishop, rook and king.
guide-racingkings-setup-3 = Both players race in the same direction, up the board towards rank 8, so both see the board from the same side. White moves first.

guide-racingkings-moves-1 = All pieces move and capture as in chess. There is no castling, no en passant and, since there are no pawns, no promotion.
guide-racingkings-moves-2 = Check is forbidden for both sides. A move that would put the enemy king in check is illegal, even one that would be checkmate in chess, and that includes a check uncovered by moving another piece out of the way.
guide-racingkings-moves-3 = A king may never step onto an attacked square, and, as in chess, no move may leave your own king attacked.
guide-racingkings-moves-4 = Captures are allowed and often useful, to clear your king's path or to remove a piece that guards the squares in front of it.

guide-racingkings-win-1 = The goal is to bring your king to rank 8, the far side of the board. Any square on rank 8 will do.
guide-racingkings-win-2 = If Black's king reaches rank 8 while White's king is not there, Black wins at once.
guide-racingkings-win-3 = When White's king reaches rank 8, the finish depends on Black, to make up for White moving first. If Black's king cannot reach rank 8 with a single legal move, White wins immediately.
guide-racingkings-win-4 = If Black's king can reach rank 8 with its very next move, Black plays one last move. If Black does reach rank 8 with it, the game is a draw; if Black plays anything else, White wins.

guide-racingkings-draws-1 = Both kings on rank 8: when Black answers White's arrival by reaching rank 8 too, the race is drawn.
guide-racingkings-draws-2 = Stalemate, when the player to move has no legal move, is a draw.
guide-racingkings-draws-3 = The player to move may claim a draw when the current position has occurred three times (same pieces on the same squares, same player to move), or when 50 moves by each side have been played without a capture. Neither situation ends the game by itself: if nobody claims, play goes on.
guide-racingkings-draws-4 = In online games the players can also agree to a draw.
guide-racingkings-draws-5 = There is no draw for lack of material: even two bare kings keep racing.

guide-racingkings-special-1 = Because no move may give check, no king is ever in check. You cannot chase the enemy king with checks; instead you slow it down by controlling the squares in front of it, since a king cannot step onto an attacked square.
guide-racingkings-special-2 = A single well-placed rook or bishop can block a whole rank or diagonal for the enemy king without ever touching it.
guide-racingkings-special-3 = Games can start from the usual position or from any valid Racing Kings position given as FEN. A position where the player to move is in check is not valid.

guide-racingkings-diff-1-topic = Pawns
guide-racingkings-diff-1-chess = Eight on each side
guide-racingkings-diff-1-this = None at all
guide-racingkings-diff-2-topic = Starting position
guide-racingkings-diff-2-chess = The two armies face each other from opposite ends
guide-racingkings-diff-2-this = Side by side on ranks 1 and 2, Black on the left, White on the right
guide-racingkings-diff-3-topic = Goal
guide-racingkings-diff-3-chess = Checkmate the enemy king
guide-racingkings-diff-3-this = Be first to bring your king to rank 8
guide-racingkings-diff-4-topic = Check
guide-racingkings-diff-4-chess = Allowed, and must be answered
guide-racingkings-diff-4-this = Never allowed: a move that gives check is illegal
guide-racingkings-diff-5-topic = Castling, en passant, promotion
guide-racingkings-diff-5-chess = Part of the game
guide-racingkings-diff-5-this = Do not exist
guide-racingkings-diff-6-topic = Direction of play
guide-racingkings-diff-6-chess = Each side advances towards the other
guide-racingkings-diff-6-this = Both sides head up the board towards rank 8
guide-racingkings-diff-7-topic = Lack of material
guide-racingkings-diff-7-chess = Draw when nobody can checkmate
guide-racingkings-diff-7-this = No such draw: the race goes on
guide-racingkings-diff-8-topic = Moving first
guide-racingkings-diff-8-chess = A small advantage for White
guide-racingkings-diff-8-this = Balanced by Black's last move to draw the race when it can reach rank 8

guide-racingkings-elsewhere-1 = The finish line is where versions of Racing Kings differ. Here, when White's king reaches rank 8, Black gets one last move only if Black's king can actually reach rank 8 with it; otherwise White wins at once. This is the rule of the most widely played online version.
guide-racingkings-elsewhere-2 = Some programs and engines always give Black the extra move, even when it cannot change anything. The result is the same, but their move counts and analysis close to the finish line can differ from ours.
guide-racingkings-elsewhere-3 = Threefold repetition and the 50-move rule give a draw only when a player claims it; they never end the game automatically. Nor is there an automatic end after a fivefold repetition or 75 moves, as some popular sites have.

guide-racingkings-history-1 = Racing Kings was invented by Vernon R. Parton in 1961. Parton created many chess variants; the best known of them is probably Alice Chess.
guide-racingkings-history-2 = The game throws out the idea of attacking the king altogether: with check forbidden, chess becomes a race of manoeuvres and blockades. Online play, where it is easy to try, has given it a large new audience.

guide-racingkings-faq-1-q = Can I give check in Racing Kings?
guide-racingkings-faq-1-a = No. Any move that would put the enemy king in check is illegal, including a check uncovered when another piece moves away. A king is never in check in this game.
guide-racingkings-faq-2-q = What happens when both kings reach the last rank?
guide-racingkings-faq-2-a = That can only happen when White gets there first and Black follows with the very next move. The game is then a draw.
guide-racingkings-faq-3-q = White moves first: isn't that unfair?
guide-racingkings-faq-3-a = That is what Black's last move is for. When White's king reaches rank 8 and Black's king can reach it too with one legal move, Black gets that move and can draw the race.
guide-racingkings-faq-4-q = Why did the game end without Black getting a last move?
guide-racingkings-faq-4-a = Because Black's king could not reach rank 8 in a single legal move. Then the extra move could not change the result, so White wins immediately.
guide-racingkings-faq-5-q = Can my king walk next to the enemy king?
guide-racingkings-faq-5-a = No. Two kings side by side would attack each other, which means check, and check is never allowed.
guide-racingkings-faq-6-q = Can I capture pieces?
guide-racingkings-faq-6-a = Yes, as in chess, as long as the capture does not give check. Taking a piece that blocks your way or guards the squares ahead of your king is often the key to the race.

## Lielow

guide-lielow-title = Lielow
guide-lielow-tagline = Stacks that jump as far as they are tall: protect your crowned stack and take your opponent's.

guide-lielow-setup-1 = Lielow is played on an 8x8 board with stacks of checkers and no other pieces. Each player starts with eight stacks of height 1: White on a2 to h2, Black on a7 to h7, as in the diagram.
guide-lielow-setup-2 = Nobody has a crown at the start. White moves first.

guide-lielow-moves-1 = On your turn, move one of your stacks in a straight line: along a row, a column or a diagonal, in any of the eight directions. It must travel exactly as many squares as its height: a stack of 1 moves one square, a stack of 3 moves three squares. The squares in between do not matter, because stacks jump. You may not pass.
guide-lielow-moves-2 = Landing on an empty square: the stack grows by one. A stack of 2 that moves two squares to an empty square becomes a stack of 3.
guide-lielow-moves-3 = Landing on an enemy stack: that stack is captured and removed, whatever its height, and your stack drops to height 1. A stack of 1 that captures stays at 1.
guide-lielow-moves-4 = Landing on one of your own stacks is not allowed.
guide-lielow-moves-5 = Moving off the board: if, in at least one direction, the landing square would lie beyond the edge, you may move the stack off the board, and it leaves the game. Whichever direction takes it off, this counts as one single move.
guide-lielow-moves-6 = The greatest height is 8. A stack of 7 can still grow to 8; a stack of 8 can only leave the board.

guide-lielow-win-1 = You win when your opponent's crowned stack leaves the board: either you capture it, or its owner moves it off the board.
guide-lielow-win-2 = Capturing other stacks never wins by itself. And as long as your opponent has no crown, they cannot lose, so the hunt only begins once they have one.

guide-lielow-draws-1 = Lielow has no draws. Every move either removes a stack or makes a stack taller, so a position can never come back, and every game ends with a winner.
guide-lielow-draws-2 = For the same reason there is no repetition rule and no 50-move rule. A player always has at least one legal move, so there is no stalemate either.

guide-lielow-special-1 = The crown. After every move, by either player, each player's stacks are looked at: if one of your stacks is strictly taller than all your other stacks, your crown goes onto it.
guide-lielow-special-2 = On a tie for tallest, the crown does not move. It stays where it is, even if that stack is now shorter than others, and a player who has no crown yet still has none.
guide-lielow-special-3 = The crown travels with its stack. Nothing else moves a crown.
guide-lielow-special-4 = Your crown can move during your opponent's turn. If they capture one of your stacks, another of yours may become your unique tallest, and the crown moves to it at once.
guide-lielow-special-5 = A crowned stack that captures drops to height 1. If another of your stacks is now the unique tallest, the crown passes to it; if not, the crown stays on the small stack that just captured.
guide-lielow-special-6 = Your last remaining stack always carries your crown, since it is necessarily your unique tallest.
guide-lielow-special-7 = In game records, a move to an empty square is written like e2-e3, a capture like d4xg7, and a move off the board like a2-off.

guide-lielow-diff-1-topic = Pieces
guide-lielow-diff-1-chess = Six kinds, each with its own move
guide-lielow-diff-1-this = Only stacks of checkers, which all follow the same rule
guide-lielow-diff-2-topic = How far a piece moves
guide-lielow-diff-2-chess = Depends on the piece
guide-lielow-diff-2-this = Exactly its height, in one of eight directions
guide-lielow-diff-3-topic = Blocking
guide-lielow-diff-3-chess = Only the knight jumps; other pieces are blocked
guide-lielow-diff-3-this = Every stack jumps; the squares in between do not matter
guide-lielow-diff-4-topic = After a capture
guide-lielow-diff-4-chess = The capturing piece is unchanged
guide-lielow-diff-4-this = The capturing stack drops to height 1
guide-lielow-diff-5-topic = Goal
guide-lielow-diff-5-chess = Checkmate the king
guide-lielow-diff-5-this = Make the opponent's crowned stack leave the board
guide-lielow-diff-6-topic = The piece that matters
guide-lielow-diff-6-chess = The king, the same piece from start to finish
guide-lielow-diff-6-this = The crown, which appears during play and moves to the unique tallest stack
guide-lielow-diff-7-topic = Leaving the board
guide-lielow-diff-7-chess = Impossible
guide-lielow-diff-7-this = A legal move when a stack's jump would end beyond the edge
guide-lielow-diff-8-topic = Draws
guide-lielow-diff-8-chess = Stalemate, repetition, 50-move rule, agreement and more
guide-lielow-diff-8-this = None: every game has a winner
guide-lielow-diff-9-topic = Growth
guide-lielow-diff-9-chess = Pawns promote on the last rank
guide-lielow-diff-9-this = Stacks grow by one with every move to an empty square, up to 8

guide-lielow-elsewhere-1 = Lielow is a young game. If you learned it somewhere else, these are the points worth checking against the rules we apply.
guide-lielow-elsewhere-2 = Moving a stack off the board is one single move, however many directions would take it off.
guide-lielow-elsewhere-3 = The crown is settled after every move by either player: it goes to the unique tallest stack, and on a tie it stays where it is, even on a shorter stack.
guide-lielow-elsewhere-4 = Moving your own crowned stack off the board loses the game, just as having it captured does.
guide-lielow-elsewhere-5 = A stack can never be taller than 8; a stack of 8 can only leave the board.

guide-lielow-history-1 = Lielow was designed by Michael Amundsen and Alek Erickson in 2021. It is a modern abstract strategy game: no luck, no hidden information, and only a handful of rules.
guide-lielow-history-2 = Its heart is a tension between height and safety. A tall stack moves far and attracts the crown, but every capture brings it back down to 1.

guide-lielow-faq-1-q = Why did the crown move to another stack?
guide-lielow-faq-1-a = After every move, by either player, your crown goes to your unique tallest stack. Another stack of yours may have grown above the rest, your crowned stack may have shrunk to 1 after a capture, or your opponent may have captured one of two stacks tied for tallest, leaving the other alone at the top.
guide-lielow-faq-2-q = Why didn't the crown go to my tallest stack?
guide-lielow-faq-2-a = Because of a tie. When two or more of your stacks share the greatest height, the crown stays where it was, even on a shorter stack.
guide-lielow-faq-3-q = Can I win by capturing all the other stacks?
guide-lielow-faq-3-a = Capturing stacks other than the crowned one never wins by itself. But your opponent's last stack always carries the crown, so by the time you take it you are capturing the crown anyway.
guide-lielow-faq-4-q = Is there ever a draw in Lielow?
guide-lielow-faq-4-a = No. Every move removes a stack or makes one taller, so positions never repeat and the game always ends with a winner.
guide-lielow-faq-5-q = Why would I move a stack off the board?
guide-lielow-faq-5-a = It is a sacrifice, but sometimes a useful one: it can be the safest move when every other move would weaken your position, and removing a stack that was tied for tallest can shift your crown onto the other one. Just never do it with your crowned stack: that loses at once.
guide-lielow-faq-6-q = Nobody has a crown at first: can I lose on the first moves?
guide-lielow-faq-6-a = Not while you have no crown. But your first move to an empty square makes a stack of 2, your unique tallest, and it is crowned at once.

## Chess

guide-chess-title = Chess
guide-chess-tagline = The classic game: checkmate the enemy king.

guide-chess-setup-1 = Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns, set up as in the diagram. White moves first.

guide-chess-moves-1 = The king moves one square in any direction. The queen moves any distance along rows, columns and diagonals, the rook along rows and columns, the bishop along diagonals; none of them can jump over other pieces.
guide-chess-moves-2 = The knight moves in an L shape: two squares in one direction, then one to the side. It is the only piece that jumps.
guide-chess-moves-3 = A pawn moves straight ahead one square, or two from its starting square, and captures one square diagonally forward.
guide-chess-moves-4 = A piece captures by moving onto a square held by an enemy piece, which is removed. You may never make a move that leaves your own king in check.

guide-chess-win-1 = Checkmate wins: the enemy king is in check and has no legal way out.

guide-chess-draws-1 = Stalemate is a draw: the player to move has no legal move and is not in check.
guide-chess-draws-2 = The game is drawn at once when neither side has enough material left to checkmate, for example king against king.
guide-chess-draws-3 = The player to move may claim a draw when the current position has occurred three times, or after 50 moves by each side without a capture or a pawn move. In online games the players can also agree to a draw.

guide-chess-special-1 = Castling: the king moves two squares towards one of its rooks, and that rook jumps to the square the king crossed. Neither piece may have moved before, the squares between them must be empty, and the king may not castle out of, through or into check.
guide-chess-special-2 = En passant: when a pawn advances two squares and lands beside an enemy pawn, that pawn may capture it as if it had advanced only one square, but only on the very next move.
guide-chess-special-3 = Promotion: a pawn that reaches the last rank becomes a queen, rook, bishop or knight of its own colour.

guide-chess-elsewhere-1 = Threefold repetition and the 50-move rule give a draw only when a player claims it; they never end the game automatically. Nor is there an automatic end after a fivefold repetition or 75 moves, as some popular sites have.

guide-chess-history-1 = Chess reached its modern form in southern Europe at the end of the fifteenth century, when the queen and the bishop gained their long moves. King of the Hill and Racing Kings are both built on it.

guide-chess-faq-1-q = Is a repeated position drawn automatically?
guide-chess-faq-1-a = No. On your turn you may claim a draw once the position has occurred three times; if nobody claims, the game goes on.
guide-chess-faq-2-q = What happens if I have no legal move?
guide-chess-faq-2-a = If your king is in check, it is checkmate and you lose. If it is not, it is stalemate and the game is a draw.
guide-chess-faq-3-q = Can I castle to get out of check?
guide-chess-faq-3-a = No. The king may not castle while in check, nor pass through or land on an attacked square.
