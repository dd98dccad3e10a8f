# Regalia: finding your games again, invitations, errors by code, computer
# levels, premoves and confirmations (English). Shown by the client.

## Unknown addresses
error-page-not-found = There is no page at this address. The link may be mistyped or out of date.

## Errors the server reports, by code
error-code-bad-request = The server could not accept this request.
error-code-no-game = There is no such game here. The link may be incomplete.
error-code-wrong-seat = This link is not a seat of this game. Check that it was copied in full.
error-code-no-open-seat = Nobody can join this game any more: the seat was taken or the invitation closed.
error-code-conflict = This cannot be done in the game as it stands.
error-code-too-large = The request is too large.
error-code-uri-too-long = The address asked for is too long.
error-code-headers-too-large = The request carries too many or too long headers.
error-code-unavailable = The server is busy handing this game over. Try again in a moment.
error-code-unknown-address = There is nothing at this address.
error-code-bad-message = The server could not read what this page sent. Reload the page.
error-code-not-your-turn = It is not your turn.
error-code-illegal-move = This move is not legal here.
error-code-stale-move = The game moved on before your move arrived. Look at the board and play again.
error-code-not-a-player = Spectators cannot play in this game.
error-code-not-playing = The game is not being played: it has not started or is over.
error-code-no-offer = There is no offer to answer.
error-code-no-claim = There is no draw to claim now.
error-code-cannot-abort = The game can no longer be aborted.
error-code-cannot-takeback = There is no move to take back.
error-code-not-claimable = Your opponent has not been gone long enough to claim the win.
error-code-rate-limited = Too many requests. Wait a few seconds and try again.
error-code-unfinished-games = You have as many unfinished games against the strongest computer as one player may. Finish or abort one first.
error-code-open-seeks = You have as many open seeks as one player may. Wait for an opponent or cancel one first.
error-code-open-invitations = You have as many unanswered invitations as one player may. Wait for a friend or cancel one first.
refusal-unfinished-games = { $count ->
    [one] You have { $count } game against the computer at level { $level } in progress: finish or abort it first.
   *[other] You have { $count } games against the computer at level { $level } in progress: finish or abort one first.
}
refusal-open-seeks = { $count ->
    [one] You have { $count } seek waiting for an opponent: cancel it or wait for a player.
   *[other] You have { $count } seeks waiting for an opponent: cancel one or wait for a player.
}
refusal-open-invitations = { $count ->
    [one] You have { $count } invitation nobody has answered yet: cancel it or wait for your friend.
   *[other] You have { $count } invitations nobody has answered yet: cancel one or wait for your friends.
}
refusal-game = Game { $name }
error-code-storage = The server could not save this. Try again.
error-code-bad-pgn = This game text (PGN) could not be read.
error-code-unknown-variant = This site does not play that game.
error-code-no-puzzle = There is no such puzzle here.
error-code-bad-position = This position is not a position of this game. Check it in the board editor.
error-code-position-over = The game would already be over in this position: no move can be played from it.
error-code-bad-clock = This time control is not offered: choose one from the list.
error-code-bad-level = The computer plays at levels 1 to 8: choose one of them.
error-code-too-many-moves = This game has more moves than the server replays at once.
error-code-not-this-site = Only this site’s own pages can connect here.
error-code-name-length = A name has 3 to 20 characters.
error-code-name-characters = A name may use only letters, digits, _ and -.
error-code-name-reserved = This name is reserved. Choose another.
error-code-name-taken = Another player already has this name. Choose another.
error-code-already-named = This browser already plays under a name.
error-code-no-name = Only players with a name can do this. Take a name first.
error-code-no-player = There is no player with this name.
error-code-wrong-key = This player key does not work. It may be mistyped, or replaced by a newer one.
error-code-no-device = This device is not one of yours.
error-code-rated-needs-clock = A rated game needs a clock: choose a time control.
error-code-rated-not-computer = Games against the computer are never rated.
error-code-out-of-range = Your rating is outside the range this player asked for.
error-code-chat-empty = The message is empty.
error-code-chat-too-long = A message has at most 140 characters.
error-code-chat-control = A message may not contain line breaks or other control characters.
error-code-chat-flood = Too many messages: at most 4 in 10 seconds. Wait a moment.
error-code-chat-repeated = You just said that.
error-code-chat-presets-only = In this game, only the preset messages can be sent.
error-code-chat-full = This chat is full: no more messages can be kept for this game.
error-code-not-finished = Only a finished game can be shared as a GIF.
error-code-no-arena = No arena has this address.
error-code-arena-length = An arena lasts 10 to 180 minutes.
error-code-arena-start = An arena starts from now to at most 7 days ahead.
error-code-arena-joined = You are already in this arena.
error-code-arena-over = This arena is over.
error-code-not-in-arena = You are not in this arena.
error-code-berserk-moved = Berserk is only possible before your first move.
error-code-not-arena = Berserk is only for arena games.
error-code-in-arena = Arena games have no takebacks and no rematches.
error-code-arena-limit = You have made as many arenas as you may for now: wait until one ends.
error-code-wrong-token = This token is not (or no longer) one of this site's tokens.
error-code-not-a-bot = Only a bot account may use the Bot API.
error-code-bot-account = A bot account cannot do this: bots play by challenge only.
error-code-no-challenge = There is no open challenge with this id for you.

## Your games (home page)
mine-title = Your games
mine-empty = No game yet. Start one above: it will be listed here.
mine-finished-title = Finished
mine-your-turn = Your turn
mine-their-turn = Opponent to move
mine-waiting = Waiting for an opponent
mine-resume = Resume
mine-view = View
mine-vs-computer = against the computer, { $name }
mine-vs-friend = against a friend
mine-vs-seek = against a lobby opponent
mine-same-device = on this device
mine-you-play = { $color ->
    [white] you play White
   *[black] you play Black
}
mine-won = Won
mine-lost = Lost
mine-drawn = Draw
mine-moves = { $count ->
    [0] no move yet
    [one] 1 move
   *[other] { $count } moves
}

## Computer levels
level-1 = Beginner
level-2 = Novice
level-3 = Casual
level-4 = Club player
level-5 = Strong club player
level-6 = Expert
level-7 = Master
level-8 = Strongest
level-option = { $level } · { $name }
level-about = about { $rating }

## The challenge page
challenge-title = You are invited to play { $name }
challenge-clock = Clock: { $name }
challenge-color = { $color ->
    [white] You would play White.
    [black] You would play Black.
   *[random] Your colour will be drawn at random.
}
challenge-accept = Accept
challenge-decline = Decline
challenge-declined = You declined this invitation. The player who sent it has been told.
invite-declined = Your invitation was declined.
share-share = Share
share-text = Play with me on Regalia: { $name }

## Game heading and tab title
title-your-turn = Your turn

## Answers to offers
offer-draw-declined = Your opponent declined the draw.
offer-takeback-declined = Your opponent declined the takeback.
offer-rematch-declined = Your opponent declined the rematch.

## Premoves
premove-queued = Premove { $move } is waiting for your turn. Right click or Escape cancels it.

## Lielow
lielow-losing-confirm = This loses the game. Play it?
