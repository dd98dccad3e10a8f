// Reads a move typed by a keyboard or screen-reader user: coordinates
// (`e2e4`, `e7e8q`), SAN (`Nf3`, `exd5`, `O-O`, `e8=Q`) or Lielow's
// notation (`e2-e3`, `d4xg7`, `a2-off`), checked against the legal
// destinations the server sent.

import type * as cg from 'chessgroundx/types';
import { t } from './i18n';

export type TypedMove = { kind: 'move'; uci: string } | { kind: 'illegal' } | { kind: 'unreadable' };

interface Position {
  variant: string;
  turn: 'white' | 'black';
  dests: Partial<Record<string, string[]>>;
}

function legal(pos: Position, from: string, to: string): boolean {
  return !!pos.dests[from]?.includes(to);
}

export function resolveTypedMove(text: string, pos: Position, pieces: Map<cg.Key, cg.Piece>): TypedMove {
  const raw = text.trim().replace(/[+#!?]+$/, '');
  const lower = raw.toLowerCase();

  const coord = /^([a-h][1-8])[-x]?([a-h][1-8])=?([qrbnk])?$/.exec(lower);
  if (coord && !/^[KQRBN]/.test(raw)) {
    const [, from, to, promo] = coord;
    if (!legal(pos, from, to)) return { kind: 'illegal' };
    return { kind: 'move', uci: `${from}${to}${promo ?? ''}` };
  }
  const off = /^([a-h][1-8])-?off$/.exec(lower);
  if (off) {
    return legal(pos, off[1], 'off') ? { kind: 'move', uci: `${off[1]}off` } : { kind: 'illegal' };
  }
  if (pos.variant === 'lielow') return { kind: 'unreadable' };

  const rank = pos.turn === 'white' ? '1' : '8';
  if (/^(o-o|0-0)$/.test(lower) || /^(o-o-o|0-0-0)$/.test(lower)) {
    const long = lower.length > 3;
    const king = [...pieces].find(([, p]) => p.role === 'k-piece' && p.color === pos.turn)?.[0];
    if (!king) return { kind: 'illegal' };
    const targets = long ? [`c${rank}`, `a${rank}`] : [`g${rank}`, `h${rank}`];
    const to = targets.find(sq => legal(pos, king, sq));
    return to ? { kind: 'move', uci: `${king}${to}` } : { kind: 'illegal' };
  }

  // SAN first, as written (`bxc4` is the b-pawn's capture); when it names
  // no legal move, a piece letter in lower case is read as the piece
  // (`nf3` is Nf3, `bb2` the bishop), as lichess's keyboard input does.
  const strict = sanMoves(raw, pos, pieces);
  const lowered = /^[kqrbn]/.test(raw) ? sanMoves(raw[0].toUpperCase() + raw.slice(1), pos, pieces) : null;
  const moves = strict?.length ? strict : lowered?.length ? lowered : (strict ?? lowered);
  if (moves === null) return { kind: 'unreadable' };
  // None, or two pieces that may go there: not one legal move.
  if (moves.length !== 1) return { kind: 'illegal' };
  return { kind: 'move', uci: moves[0] };
}

/** The legal moves a SAN text names (null when it is not SAN). */
function sanMoves(raw: string, pos: Position, pieces: Map<cg.Key, cg.Piece>): string[] | null {
  const san = /^([KQRBN])?([a-h])?([1-8])?x?([a-h][1-8])(?:=?([QRBNqrbn]))?$/.exec(raw);
  if (!san) return null;
  const [, letter, file, rankHint, to, promo] = san;
  const role = `${(letter ?? 'P').toLowerCase()}-piece`;
  const candidates = [...pieces].filter(
    ([key, piece]) =>
      piece.color === pos.turn &&
      piece.role === role &&
      (!file || key[0] === file) &&
      (!rankHint || key[1] === rankHint) &&
      legal(pos, key, to),
  );
  const lastRank = to[1] === '8' || to[1] === '1';
  const promotion = role === 'p-piece' && lastRank ? (promo ?? 'q').toLowerCase() : '';
  // Two pieces that may go there make two moves: the text is ambiguous.
  return candidates.map(([from]) => `${from}${to}${promotion}`);
}

const LETTERS: Partial<Record<string, string>> = { 'k-piece': 'K', 'q-piece': 'Q', 'r-piece': 'R', 'b-piece': 'B', 'n-piece': 'N' };

/**
 * A move the server has not answered yet, in SAN as far as the board tells
 * it (piece, capture, the file or rank that tells two pieces apart,
 * promotion, castling; no check mark: only the server knows). Lielow's
 * moves keep their own notation (`e2-e3`, `a2-off`).
 */
export function moveText(uci: string, pos: Position, pieces: Map<cg.Key, cg.Piece>): string {
  const from = uci.slice(0, 2);
  const to = uci.slice(2, 4);
  if (pos.variant === 'lielow') return uci.endsWith('off') ? `${from}-off` : `${from}${pieces.has(to as cg.Key) ? 'x' : '-'}${to}`;
  const piece = pieces.get(from as cg.Key);
  if (!piece) return uci;
  const target = pieces.get(to as cg.Key);
  if (piece.role === 'k-piece') {
    const onOwnRook = target?.color === piece.color && target.role === 'r-piece';
    const twoFiles = Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) === 2;
    if (onOwnRook || twoFiles) return to[0] > from[0] ? 'O-O' : 'O-O-O';
  }
  const capture = !!target || (piece.role === 'p-piece' && from[0] !== to[0]);
  const promotion = uci.length > 4 ? `=${uci[4].toUpperCase()}` : '';
  if (piece.role === 'p-piece') return `${capture ? `${from[0]}x` : ''}${to}${promotion}`;
  const rivals = [...pieces].filter(([key, p]) => key !== from && p.color === piece.color && p.role === piece.role && legal(pos, key, to)).map(([key]) => key);
  let hint = '';
  if (rivals.length) hint = rivals.some(key => key[0] === from[0]) ? (rivals.some(key => key[1] === from[1]) ? from : from[1]) : from[0];
  return `${LETTERS[piece.role] ?? ''}${hint}${capture ? 'x' : ''}${to}${promotion}`;
}

/**
 * A typed move as the page answers it: the move to play, or the words that
 * say why not (`canMove`: whether the player may move now at all). A
 * refused Racing Kings move says the rule newcomers miss: no check, ever.
 * `ask`: the rules can tell the reason of this refusal (why-move.ts).
 */
export function readTypedMove(text: string, pos: Position, pieces: Map<cg.Key, cg.Piece>, canMove: boolean): { uci: string } | { error: string; ask: boolean } {
  const resolved = resolveTypedMove(text, pos, pieces);
  if (resolved.kind === 'unreadable') return { error: t('game-unknown-move', { move: text }), ask: false };
  if (resolved.kind === 'illegal' || !canMove) return { error: t(pos.variant === 'racingkings' && canMove ? 'race-illegal-move' : 'game-illegal-move', { move: text }), ask: canMove };
  return { uci: resolved.uci };
}
