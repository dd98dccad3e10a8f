// The game socket's handlers, shared by every page that follows a game:
// the game page routes chat and errors its own way; TV and the embed only
// watch (`spectate`), so chat and refusals are not theirs to show.

import { socketUrl, type GameIn, type GameOut } from './api';
import type { GameCtrl } from './game-ctrl';
import { Socket, type Handlers } from './socket';

/** The handlers a page gives itself: the game's own messages all go to `take`. */
type Own = Pick<Handlers<GameOut>, 'chat' | 'chatLog' | 'chatReported' | 'error' | 'pong'>;

/** Every game message to `take`, and the rest to the page's own handlers. */
export function gameHandlers(take: (msg: GameOut) => void, own: Own): Handlers<GameOut> {
  return {
    ...own,
    state: take,
    joined: take,
    move: take,
    takeback: take,
    offered: take,
    declined: take,
    rematch: take,
    inviteDeclined: take,
    berserk: take,
    end: take,
    presence: take,
    busy: take,
  };
}

/**
 * A spectator's socket on game `id`, opened: each message goes to `ctrl`
 * (a gap asks for the game again) and `changed` runs after it. Chat,
 * refusals and pongs are dropped: a watcher shows the game only.
 */
export function spectate(id: string, ctrl: GameCtrl, changed: () => void): Socket<GameOut, GameIn> {
  const take = (msg: GameOut): void => {
    if (ctrl.receive(msg).resync) socket.now();
    changed();
  };
  const ignore = (): void => undefined;
  const socket: Socket<GameOut, GameIn> = new Socket<GameOut, GameIn>({
    url: () => socketUrl(`/ws/game/${encodeURIComponent(id)}${ctrl.lastEvent ? `?since=${ctrl.lastEvent}` : ''}`),
    handlers: gameHandlers(take, { chat: ignore, chatLog: ignore, chatReported: ignore, error: ignore, pong: ignore }),
    ping: { t: 'ping' },
    onOpen: () => ctrl.opened(),
    onDown: () => ctrl.down(),
  });
  socket.now();
  return socket;
}
