// The rules in the browser, for same-device games (also with no network):
// a game's start and moves replayed into the very answer POST /api/rules
// gives (RulesAnswer). Chess, King of the Hill and Racing Kings come from
// chessops (lichess's rules library); Lielow from lielow-rules.ts. Both are
// checked against the server's rules on the same positions
// (web/unit/browser-rules.test.ts, with the table the server writes).
// Only the same-device page loads this module at once; others load it
// when a move is typed (typed-move.ts), as a chunk of its own.

import { makeFen, parseFen } from 'chessops/fen';
import { makeSanAndPlay, parseSan } from 'chessops/san';
import { normalizeMove, type Position } from 'chessops/chess';
import { defaultPosition, setupPosition } from 'chessops/variant';
import { makeSquare, parseUci } from 'chessops/util';
import type { NormalMove, Rules } from 'chessops/types';
import type { ClaimsView, EndReason, MoveView, OutcomeView, RulesAnswer, VariantName } from './generated';
import { LielowPosition } from './lielow-rules';

/** A move the rules refuse, numbered from 1, or a start position they refuse (ply 0). */
export class LocalRulesError extends Error {
  constructor(
    readonly ply: number,
    message: string,
  ) {
    super(message);
  }
}

/** One game's position, whichever rules play it. */
interface Game {
  fen(): string;
  turn(): 'white' | 'black';
  check(): boolean;
  /** Every legal move in UCI text (castling as the king's two-square step). */
  legal(): string[];
  /** Plays a legal UCI move; its display text (SAN, or Lielow's `e2-e3`), or null when illegal. */
  play(uci: string): string | null;
  outcome(): OutcomeView | null;
  /** The FIDE "same position" key: the FEN without its move counters. */
  repetitionKey(): string;
  halfmoves(): number;
}

const CHESSOPS_RULES: Record<Exclude<VariantName, 'lielow'>, Rules> = {
  chess: 'chess',
  kingofthehill: 'kingofthehill',
  racingkings: 'racingkings',
};

/** UCI as the server writes it: castling is the king's two-square step, not king takes rook. */
function standardUci(pos: Position, move: NormalMove): string {
  let to = move.to;
  const piece = pos.board.get(move.from);
  const onOwn = pos.board.get(move.to);
  if (piece?.role === 'king' && onOwn?.role === 'rook' && onOwn.color === piece.color) {
    to = (move.to > move.from ? 6 : 2) + (move.from & ~7);
  }
  return `${makeSquare(move.from)}${makeSquare(to)}${move.promotion ? { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', king: 'k', pawn: 'p' }[move.promotion] : ''}`;
}

class PieceGame implements Game {
  constructor(private pos: Position) {}

  fen(): string {
    // toSetup() caps the halfmove clock at 150; the server writes it as it is.
    return makeFen({ ...this.pos.toSetup(), halfmoves: this.pos.halfmoves });
  }
  turn(): 'white' | 'black' {
    return this.pos.turn;
  }
  check(): boolean {
    return this.pos.isCheck();
  }
  legal(): string[] {
    if (this.outcome()) return [];
    const moves: string[] = [];
    for (const [from, dests] of this.pos.allDests()) {
      for (const to of dests) {
        const piece = this.pos.board.get(from);
        const last = to >> 3 === 7 || to >> 3 === 0;
        if (piece?.role === 'pawn' && last) {
          for (const promotion of ['queen', 'rook', 'bishop', 'knight'] as const) moves.push(standardUci(this.pos, { from, to, promotion }));
        } else moves.push(standardUci(this.pos, { from, to }));
      }
    }
    return moves;
  }
  play(uci: string): string | null {
    const parsed = parseUci(uci);
    if (!parsed || !('from' in parsed) || this.outcome()) return null;
    const move = normalizeMove(this.pos, parsed) as NormalMove;
    if (!this.pos.isLegal(move)) return null;
    return makeSanAndPlay(this.pos, move);
  }
  outcome(): OutcomeView | null {
    const pos = this.pos;
    if (pos.isVariantEnd()) {
      const winner = pos.variantOutcome()?.winner ?? null;
      const reason: EndReason = pos.rules === 'kingofthehill' ? 'hill' : winner ? 'race' : 'race-draw';
      return { winner, reason };
    }
    const ctx = pos.ctx();
    if (!pos.hasDests(ctx)) return pos.isCheck() ? { winner: pos.turn === 'white' ? 'black' : 'white', reason: 'checkmate' } : { winner: null, reason: 'stalemate' };
    if (pos.isInsufficientMaterial()) return { winner: null, reason: 'insufficient-material' };
    return null;
  }
  repetitionKey(): string {
    return makeFen(this.pos.toSetup(), { epd: true });
  }
  halfmoves(): number {
    return this.pos.halfmoves;
  }
}

class LielowGame implements Game {
  constructor(private pos: LielowPosition) {}

  fen(): string {
    return this.pos.toText();
  }
  turn(): 'white' | 'black' {
    return this.pos.turn;
  }
  check(): boolean {
    return false;
  }
  legal(): string[] {
    return this.pos.legalMoves().map(m => LielowPosition.uci(m));
  }
  play(uci: string): string | null {
    const move = this.pos.readUci(uci);
    if (!move) return null;
    const text = this.pos.display(move);
    this.pos.play(move);
    return text;
  }
  outcome(): OutcomeView | null {
    return this.pos.outcome();
  }
  repetitionKey(): string {
    return this.pos.toText();
  }
  halfmoves(): number {
    return 0;
  }
}

/** The start of a game: the standard one (`fen` null) or a position text of the game. */
function startOf(variant: VariantName, fen: string | null): Game {
  if (variant === 'lielow') {
    try {
      return new LielowGame(fen ? LielowPosition.fromText(fen) : LielowPosition.start());
    } catch (error) {
      throw new LocalRulesError(0, String(error instanceof Error ? error.message : error));
    }
  }
  const rules = CHESSOPS_RULES[variant];
  if (!fen) return new PieceGame(defaultPosition(rules));
  const setup = parseFen(fen.trim());
  const pos = setup.isOk ? setupPosition(rules, setup.value) : null;
  if (!pos || pos.isErr) throw new LocalRulesError(0, `not a position of ${variant}: ${fen}`);
  return new PieceGame(pos.value);
}

/** Legal destinations by origin square, as the server sends them (a promotion once). */
function destsOf(legal: string[]): { [key: string]: string[] } {
  const dests: { [key: string]: string[] } = {};
  for (const uci of legal) {
    const from = uci.slice(0, 2);
    const to = uci.endsWith('off') ? 'off' : uci.slice(2, 4);
    const list = (dests[from] ??= []);
    if (!list.includes(to)) list.push(to);
  }
  return dests;
}

/**
 * Replays `moves` (UCI text) from a start, as POST /api/rules does, and
 * answers as it does; throws a LocalRulesError naming the first move the
 * rules refuse.
 */
export function replay(variant: VariantName, fen: string | null, moves: string[]): RulesAnswer {
  const game = startOf(variant, fen);
  const initialFen = game.fen();
  const keys = [game.repetitionKey()];
  const played: MoveView[] = [];
  moves.forEach((uci, i) => {
    const san = game.play(uci);
    if (san === null) throw new LocalRulesError(i + 1, `move ${i + 1}: \`${uci}\` is not legal here`);
    played.push({ uci, san, fen: game.fen(), check: game.check() });
    keys.push(game.repetitionKey());
  });
  const outcome = game.outcome();
  const legal = outcome ? [] : game.legal();
  const current = keys[keys.length - 1];
  const claims: ClaimsView =
    variant === 'lielow' || outcome ? { threefold: false, fiftyMoves: false } : { threefold: keys.filter(k => k === current).length >= 3, fiftyMoves: game.halfmoves() >= 100 };
  return {
    variant,
    initialFen,
    fen: game.fen(),
    turn: game.turn(),
    dests: destsOf(legal),
    moves: played,
    lastMove: played.length ? played[played.length - 1].uci : null,
    check: game.check(),
    outcome,
    claims,
    legal,
  };
}

/**
 * The legal move (UCI) a SAN text names in a position of a chess game, or
 * null when it names none or several.
 */
export function sanToUci(variant: VariantName, fen: string, san: string): string | null {
  if (variant === 'lielow') return null;
  const setup = parseFen(fen);
  const pos = setup.isOk ? setupPosition(CHESSOPS_RULES[variant], setup.value) : null;
  if (!pos || pos.isErr) return null;
  const move = parseSan(pos.value, san);
  return move && 'from' in move ? standardUci(pos.value, move) : null;
}
