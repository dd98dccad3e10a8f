// The rules in the browser (local-rules.ts: chessops and lielow-rules.ts)
// against the server's: every position of the table the server's rules
// write (web/unit/data/rules-table.tsv, crates/rules/tests/browser_table.rs)
// replayed here must give the same text, move notation, check, result,
// draw claims and legal moves; and the reference perft figures of
// crates/rules/tests/data/perft.tsv (RULES.md) must come out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { perft } from 'chessops/debug';
import { parseFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import type { Rules } from 'chessops/types';
import { LocalRulesError, replay, sanToUci } from '../src/local-rules';
import { LielowPosition } from '../src/lielow-rules';
import type { VariantName } from '../src/generated';

interface Game {
  variant: VariantName;
  fen: string | null;
  moves: string[];
  rows: string[][];
}

function games(): Game[] {
  const out: Game[] = [];
  for (const line of readFileSync('unit/data/rules-table.tsv', 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cols = line.split('\t');
    if (cols[0] === 'game') {
      out.push({ variant: cols[1] as VariantName, fen: cols[2] === '-' ? null : cols[2], moves: cols[3] ? cols[3].split(' ') : [], rows: [] });
    } else out[out.length - 1].rows.push(cols);
  }
  return out;
}

test('every position of the server-written table gets the same answer from the browser rules', () => {
  const table = games();
  assert.ok(table.length >= 30, `only ${table.length} games in the table`);
  let positions = 0;
  for (const game of table) {
    assert.equal(game.rows.length, game.moves.length + 1);
    for (const [plyText, fen, san, check, outcome, claims, legal] of game.rows) {
      const ply = Number(plyText);
      const where = `${game.variant} ${game.fen ?? 'start'} after ${game.moves.slice(0, ply).join(' ') || 'no move'}`;
      const answer = replay(game.variant, game.fen, game.moves.slice(0, ply));
      assert.equal(answer.fen, fen, where);
      assert.equal(ply ? answer.moves[ply - 1].san : '-', san, where);
      assert.equal(ply ? answer.moves[ply - 1].fen : answer.initialFen, fen, where);
      assert.equal(answer.check, check === '1', where);
      const result = answer.outcome ? `${answer.outcome.winner ?? 'draw'}:${answer.outcome.reason}` : '-';
      assert.equal(result, outcome, where);
      const claimed = [answer.claims.threefold && 'threefold', answer.claims.fiftyMoves && 'fifty'].filter(Boolean).join(',') || '-';
      assert.equal(claimed, claims, where);
      assert.deepEqual([...answer.legal].sort(), legal ? legal.split(' ') : [], where);
      positions++;
    }
  }
  assert.ok(positions > 1000, `only ${positions} positions`);
});

test('a move the rules refuse is named by its number, and nothing after it is played', () => {
  assert.throws(
    () => replay('kingofthehill', null, ['e2e4', 'e7e5', 'e1e3']),
    (error: unknown) => error instanceof LocalRulesError && error.ply === 3,
  );
  assert.throws(
    () => replay('lielow', null, ['e2e3', 'e7e6', 'e3e4']),
    (error: unknown) => error instanceof LocalRulesError && error.ply === 3,
  );
  assert.throws(() => replay('lielow', 'W9/8/8/8/8/8/8/8 w -', []), (error: unknown) => error instanceof LocalRulesError && error.ply === 0);
  assert.throws(() => replay('racingkings', 'not a fen', []), (error: unknown) => error instanceof LocalRulesError && error.ply === 0);
});

test('typed SAN is read by the rules: pieces, pawns, castling, promotion, and no ambiguity', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  assert.equal(sanToUci('chess', start, 'Nf3'), 'g1f3');
  assert.equal(sanToUci('chess', start, 'e4'), 'e2e4');
  assert.equal(sanToUci('chess', start, 'Nd2'), null);
  assert.equal(sanToUci('kingofthehill', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O-O'), 'e1c1');
  assert.equal(sanToUci('kingofthehill', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O'), 'e1g1');
  assert.equal(sanToUci('chess', '8/P6k/8/8/8/8/8/K7 w - - 0 1', 'a8=N'), 'a7a8n');
  // Two knights may go to d2: the text names no one move.
  assert.equal(sanToUci('chess', '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'), null);
  assert.equal(sanToUci('chess', '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nbd2'), 'b1d2');
  assert.equal(sanToUci('lielow', LielowPosition.start().toText(), 'e3'), null);
});

/** The reference perft figures small enough for a unit test. */
test('perft figures of RULES.md come out of the browser rules', () => {
  const rows = readFileSync('../crates/rules/tests/data/perft.tsv', 'utf8')
    .split('\n')
    .filter(line => line.trim() && !line.startsWith('#'))
    .map(line => line.split('\t'))
    .filter(([, , , nodes]) => Number(nodes) <= 100_000);
  assert.ok(rows.some(([variant]) => variant === 'lielow') && rows.some(([variant]) => variant === 'racingkings'));
  for (const [variant, position, depth, nodes] of rows) {
    const fen = position === 'startpos' || position === 'start' ? null : position;
    const count = variant === 'lielow' ? lielowPerft(fen ? LielowPosition.fromText(fen) : LielowPosition.start(), Number(depth)) : chessPerft(variant as Rules, fen, Number(depth));
    assert.equal(count, Number(nodes), `${variant} ${position} depth ${depth}`);
  }
});

function chessPerft(rules: Rules, fen: string | null, depth: number): number {
  const start = fen ?? (rules === 'racingkings' ? '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1' : 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const pos = setupPosition(rules, parseFen(start).unwrap()).unwrap();
  return perft(pos, depth, false);
}

function lielowPerft(pos: LielowPosition, depth: number): number {
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const m of moves) {
    const next = pos.clone();
    next.play(m);
    nodes += lielowPerft(next, depth - 1);
  }
  return nodes;
}
