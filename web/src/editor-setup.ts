// The board editor's model of a position (web/src/editor.ts draws and
// edits it): pieces by square, side to move, castling, en passant, move
// counters and Lielow's lost-crown field, read from and written to the
// position text (FEN, or Lielow's text: docs/lielow-position-text.md),
// and turned into the board component's pieces. No rules: the server
// judges what this writes.

import type * as cg from 'chessgroundx/types';

import type { Color } from './board';
import { parseLielow } from './lielow';

export const FILES = 'abcdefgh';

/** A piece of the editor: a chess piece (`k`, `q`... `p`) or a Lielow stack (`1`..`8`). */
export interface EditorPiece {
  color: Color;
  kind: string;
  crowned?: boolean;
}

/** Everything a position text says. */
export interface Setup {
  pieces: Map<string, EditorPiece>;
  turn: Color;
  /** Castling rights asked for (`KQkq` or part); only the possible ones are written. */
  castling: string;
  /** The en-passant square asked for, or `-`. */
  ep: string;
  halfmoves: number;
  fullmoves: number;
  /** Lielow's lost-crown field. */
  lost: string;
}

const CASTLING: Record<string, { king: string; rook: string; color: Color }> = {
  K: { king: 'e1', rook: 'h1', color: 'white' },
  Q: { king: 'e1', rook: 'a1', color: 'white' },
  k: { king: 'e8', rook: 'h8', color: 'black' },
  q: { king: 'e8', rook: 'a8', color: 'black' },
};

export function emptySetup(): Setup {
  return { pieces: new Map(), turn: 'white', castling: '', ep: '-', halfmoves: 0, fullmoves: 1, lost: '-' };
}

/** Reads a position text the server has found readable (valid or not). */
export function readSetup(variant: string, text: string): Setup {
  const setup = emptySetup();
  if (variant === 'lielow') {
    const position = parseLielow(text);
    for (const [square, stack] of position.stacks) {
      setup.pieces.set(square, { color: stack.color, kind: String(stack.height), crowned: stack.crowned });
    }
    setup.turn = position.turn;
    setup.lost = position.lost;
    return setup;
  }
  const [placement = '', turn = 'w', castling = '-', ep = '-', halfmoves = '0', fullmoves = '1'] = text.trim().split(/\s+/);
  placement.split('/').forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const c of row) {
      if (c >= '1' && c <= '8') file += Number(c);
      else if (/[kqrbnp]/i.test(c)) {
        setup.pieces.set(`${FILES[file]}${rank}`, { color: c === c.toUpperCase() ? 'white' : 'black', kind: c.toLowerCase() });
        file++;
      }
    }
  });
  setup.turn = turn === 'b' ? 'black' : 'white';
  setup.castling = castling === '-' ? '' : castling;
  setup.ep = ep;
  setup.halfmoves = Math.max(0, Number(halfmoves) || 0);
  setup.fullmoves = Math.max(1, Number(fullmoves) || 1);
  return setup;
}

export function sameKind(a: EditorPiece | undefined, b: EditorPiece): boolean {
  return !!a && a.color === b.color && a.kind === b.kind;
}

/** Whether a castling right can hold: its king and rook stand at home. */
export function castlingPossible(setup: Setup, right: string): boolean {
  const home = CASTLING[right];
  const king = setup.pieces.get(home.king);
  const rook = setup.pieces.get(home.rook);
  return sameKind(king, { color: home.color, kind: 'k' }) && sameKind(rook, { color: home.color, kind: 'r' });
}

/** The squares a double pawn step of the side not to move could just have passed. */
export function epCandidates(setup: Setup): string[] {
  const white = setup.turn === 'white';
  const [passed, pawnRank, fromRank] = white ? [6, 5, 7] : [3, 4, 2];
  const pawnColor: Color = white ? 'black' : 'white';
  return [...FILES].filter(file => {
    const pawn = setup.pieces.get(`${file}${pawnRank}`);
    return sameKind(pawn, { color: pawnColor, kind: 'p' }) && !setup.pieces.has(`${file}${passed}`) && !setup.pieces.has(`${file}${fromRank}`);
  }).map(file => `${file}${passed}`);
}

function hasCastling(variant: string): boolean {
  return variant === 'chess' || variant === 'kingofthehill';
}

/** The position text of a setup. */
export function writeSetup(variant: string, setup: Setup): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const piece = setup.pieces.get(`${file}${rank}`);
      if (!piece) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      if (variant === 'lielow') row += `${piece.color === 'white' ? 'W' : 'B'}${piece.kind}${piece.crowned ? '*' : ''}`;
      else row += piece.color === 'white' ? piece.kind.toUpperCase() : piece.kind;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const turn = setup.turn === 'white' ? 'w' : 'b';
  if (variant === 'lielow') return `${rows.join('/')} ${turn} ${setup.lost}`;
  let castling = '';
  let ep = '-';
  if (hasCastling(variant)) {
    castling = [...'KQkq'].filter(r => setup.castling.includes(r) && castlingPossible(setup, r)).join('');
    if (epCandidates(setup).includes(setup.ep)) ep = setup.ep;
  }
  return `${rows.join('/')} ${turn} ${castling || '-'} ${ep} ${setup.halfmoves} ${setup.fullmoves}`;
}

/** The board component's piece for an editor piece. */
export function boardPiece(variant: string, piece: EditorPiece): cg.Piece {
  if (variant !== 'lielow') return { role: `${piece.kind}-piece` as cg.Role, color: piece.color };
  const letter = String.fromCharCode(96 + Math.min(Math.max(Number(piece.kind), 1), 8));
  return piece.crowned
    ? { role: `p${letter}-piece` as cg.Role, color: piece.color, promoted: true }
    : { role: `${letter}-piece` as cg.Role, color: piece.color };
}

/** The editor piece of a board component's piece. */
export function editorPiece(variant: string, piece: cg.Piece): EditorPiece {
  const letter = piece.role.replace(/^p(?=.-piece)/, '')[0];
  if (variant !== 'lielow') return { color: piece.color, kind: letter };
  const crowned = !!piece.promoted || /^p.-piece$/.test(piece.role);
  return { color: piece.color, kind: String(letter.charCodeAt(0) - 96), crowned };
}

/** A palette tool's piece: `wk` = white king, `b3` = black stack of 3. */
export function toolPiece(tool: string): EditorPiece | null {
  const match = /^([wb])([kqrbnp1-8])$/.exec(tool);
  if (!match) return null;
  return { color: match[1] === 'w' ? 'white' : 'black', kind: match[2] };
}
