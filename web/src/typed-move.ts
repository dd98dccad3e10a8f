// Reads a move typed by a keyboard or screen-reader user: coordinates
// (`e2e4`, `e7e8q`) and Lielow's notation (`e2-e3`, `d4xg7`, `a2-off`),
// checked against the legal destinations of the position shown; SAN
// (`Nf3`, `exd5`, `O-O`, `e8=Q`) by chessops (local-rules.ts, a chunk
// loaded with the first move typed on pages that play online).

import type * as cg from 'chessgroundx/types';
import type { VariantName } from './generated';
import { t } from './i18n';

export type TypedMove = { kind: 'move'; uci: string } | { kind: 'illegal' } | { kind: 'unreadable' };

interface Position {
  variant: VariantName;
  turn: 'white' | 'black';
  dests: Partial<Record<string, string[]>>;
}

/** A position to read SAN in: its FEN as well. */
interface SanPosition extends Position {
  fen: string;
}

function legal(pos: Position, from: string, to: string): boolean {
  return !!pos.dests[from]?.includes(to);
}

/** What SAN looks like (before the rules say whether it names a move). */
const SAN = /^(?:[KQRBNkqrbn]?[a-h]?[1-8]?x?[a-h][1-8](?:=?[QRBNqrbn])?|[oO0]-[oO0](?:-[oO0])?)$/;

export async function resolveTypedMove(text: string, pos: SanPosition): Promise<TypedMove> {
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
  if (pos.variant === 'lielow' || !SAN.test(raw)) return { kind: 'unreadable' };

  const { sanToUci } = await import('./local-rules');
  const named = (san: string): string | null => sanToUci(pos.variant, pos.fen, san);
  if (/^[oO0]-/.test(raw)) {
    const uci = named(raw.toUpperCase().replaceAll('0', 'O'));
    return uci ? { kind: 'move', uci } : { kind: 'illegal' };
  }
  // SAN first, as written (`bxc4` is the b-pawn's capture); when it names
  // no legal move, a piece letter in lower case is read as the piece
  // (`nf3` is Nf3, `bb2` the bishop), as lichess's keyboard input does.
  // A pawn's step to the last rank without a piece is a queen's.
  const tries = [raw];
  if (/^[kqrbn]/.test(raw)) tries.push(raw[0].toUpperCase() + raw.slice(1));
  if (/^[a-h]x?[a-h]?[18]$/.test(raw)) tries.push(`${raw}=Q`);
  for (const san of tries) {
    const uci = named(san);
    if (uci) return { kind: 'move', uci };
  }
  // None, or two pieces that may go there: not one legal move.
  return { kind: 'illegal' };
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
export async function readTypedMove(text: string, pos: SanPosition, canMove: boolean): Promise<{ uci: string } | { error: string; ask: boolean }> {
  const resolved = await resolveTypedMove(text, pos);
  if (resolved.kind === 'unreadable') return { error: t('game-unknown-move', { move: text }), ask: false };
  if (resolved.kind === 'illegal' || !canMove) return { error: t(pos.variant === 'racingkings' && canMove ? 'race-illegal-move' : 'game-illegal-move', { move: text }), ask: canMove };
  return { uci: resolved.uci };
}
