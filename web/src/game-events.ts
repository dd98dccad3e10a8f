// Reading a game's socket messages: their event numbers, the position a
// move or takeback leads to, the time control in words.

import type { ClockView, GameAnswer as ServerGame, GameOut } from './api';
import type { Color } from './board';
import type { ErrorCode } from './generated';
import { t, tIfAny } from './i18n';
import { daysText } from './time-choice';

/** The event number of a numbered game event (docs/protocol.md), else null. */
export function eventNumber(msg: GameOut): number | null {
  return 'n' in msg ? msg.n : null;
}

/** A socket `error` in the page's words; a refused move names the move sent. */
export function errorWords(code: ErrorCode, sentMove: string | null): string {
  if (code === 'illegal-move' && sentMove) return t('game-illegal-move', { move: sentMove });
  return tIfAny(`error-code-${code}`) ?? t('error-code-bad-message');
}

/** The position after a move or a takeback, as its message tells it. */
export function standAt(game: ServerGame, at: Pick<ServerGame, 'ply' | 'fen' | 'turn' | 'check' | 'dests' | 'claims' | 'clock'>, lastMove: string | null): void {
  game.ply = at.ply;
  game.fen = at.fen;
  game.turn = at.turn;
  game.check = at.check;
  game.dests = at.dests;
  game.claims = at.claims;
  game.clock = at.clock;
  game.lastMove = lastMove;
}

/** A time control as players say it (`5 + 3`), or null for none (`clock` in milliseconds). */
export function timeControlText(clock: ClockView | null): string | null {
  if (clock?.days) return daysText(clock.days);
  return clock ? `${Math.round(clock.initial / 60000)} + ${Math.round(clock.increment / 1000)}` : null;
}

export function firstColor(g: ServerGame): Color {
  return g.initialFen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
}
