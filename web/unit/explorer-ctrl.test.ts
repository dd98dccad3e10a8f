import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ExplorerCtrl, percents } from '../src/explorer-ctrl';
import type { ExplorerAnswer } from '../src/generated';

function answer(fen: string, moves: ExplorerAnswer['moves']): ExplorerAnswer {
  const sum = (f: (m: ExplorerAnswer['moves'][number]) => number) => moves.reduce((a, m) => a + f(m), 0);
  return { variant: 'chess', fen, games: sum(m => m.games), white: sum(m => m.white), draws: sum(m => m.draws), black: sum(m => m.black), moves, maxPlies: 30 };
}

const e4 = { uci: 'e2e4', san: 'e4', games: 3, white: 2, draws: 0, black: 1, averageRating: 1550 };
const d4 = { uci: 'd2d4', san: 'd4', games: 1, white: 0, draws: 1, black: 0, averageRating: null };

test('shares are whole percents that add up to a hundred', () => {
  assert.deepEqual(percents([1, 1, 1]), [34, 33, 33]);
  assert.deepEqual(percents([2, 0, 1]), [67, 0, 33]);
  assert.deepEqual(percents([0, 0, 0]), [0, 0, 0]);
  assert.equal(percents([7, 5, 3]).reduce((a, b) => a + b, 0), 100);
});

test('a position is fetched once, then shown from what was kept', () => {
  const ctrl = new ExplorerCtrl();
  assert.equal(ctrl.show('start'), true);
  assert.equal(ctrl.state?.kind, 'loading');
  assert.equal(ctrl.answered('start', answer('start', [e4, d4])), true);
  assert.deepEqual(
    ctrl.rows().map(r => [r.san, r.games, r.white, r.draw, r.black, r.rating]),
    [
      ['e4', 3, 67, 0, 33, 1550],
      ['d4', 1, 0, 100, 0, null],
    ],
  );
  assert.equal(ctrl.total()?.games, 4);
  assert.equal(ctrl.show('after-e4'), true);
  assert.equal(ctrl.show('start'), false);
  assert.equal(ctrl.state?.kind, 'ready');
});

test('an answer for a position left meanwhile is kept but not shown', () => {
  const ctrl = new ExplorerCtrl();
  ctrl.show('a');
  ctrl.show('b');
  assert.equal(ctrl.answered('a', answer('a', [e4])), false);
  assert.equal(ctrl.state?.fen, 'b');
  assert.equal(ctrl.show('a'), false);
  assert.equal(ctrl.rows()[0]?.san, 'e4');
});

test('no network is said, and the position is fetched again once it is back', () => {
  const ctrl = new ExplorerCtrl();
  ctrl.show('a');
  assert.equal(ctrl.failed('a', true, 'offline'), true);
  assert.equal(ctrl.state?.kind, 'offline');
  assert.equal(ctrl.retry(), 'a');
  assert.equal(ctrl.state?.kind, 'loading');
  assert.equal(ctrl.retry(), null);
  ctrl.failed('a', false, 'refused');
  assert.deepEqual(ctrl.state, { kind: 'failed', fen: 'a', error: 'refused' });
});

test('an empty answer says whether no game came here or the position is past the counted plies', () => {
  const ctrl = new ExplorerCtrl();
  ctrl.show('x');
  ctrl.answered('x', answer('x', []));
  assert.equal(ctrl.emptyReason(4), 'none');
  assert.equal(ctrl.emptyReason(30), 'deep');
  ctrl.show('y');
  ctrl.answered('y', answer('y', [d4]));
  assert.equal(ctrl.emptyReason(40), null);
});
