// Reads a move typed by a keyboard or screen-reader user: coordinates
// (`e2e4`, `e7e8q`), SAN (`Nf3`, `exd5`, `O-O`, `e8=Q`) or Lielow's
// notation (`e2-e3`, `d4xg7`, `a2-off`), checked against the legal
// destinations the server sent.

import type * as cg from 'chessgroundx/types';

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

  const san = /^([KQRBN])?([a-h])?([1-8])?x?([a-h][1-8])(?:=?([QRBNqrbn]))?$/.exec(raw);
  if (!san) return { kind: 'unreadable' };
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
  if (candidates.length !== 1) return { kind: 'illegal' };
  const from = candidates[0][0];
  const lastRank = to[1] === '8' || to[1] === '1';
  const promotion = role === 'p-piece' && lastRank ? (promo ?? 'q').toLowerCase() : '';
  return { kind: 'move', uci: `${from}${to}${promotion}` };
}
