import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnalysisCtrl, plyNumber } from '../src/analysis-ctrl';
import type { PgnGame, Review } from '../src/generated';
import type { Position } from '../src/analysis-tree';

const position = (turn: 'white' | 'black', outcome: Position['outcome'] = null): Position => ({ fen: 'x', turn, dests: {}, check: false, lastMove: null, outcome });

function pasted(over: Partial<PgnGame> = {}): PgnGame {
  return { variant: 'chess', fen: null, moves: [], white: null, black: null, result: null, refused: null, comments: 0, nags: 0, ...over };
}

test('a pasted game keeps its variations, nested ones too, where they branch', () => {
  const ctrl = new AnalysisCtrl('kingofthehill', null, { game: 'abc', local: null });
  const open = ctrl.loadPgn(
    pasted({
      moves: [
        { uci: 'e2e4', san: 'e4', variations: [] },
        {
          uci: 'e7e5',
          san: 'e5',
          variations: [
            [
              { uci: 'c7c5', san: 'c5', variations: [] },
              { uci: 'g1f3', san: 'Nf3', variations: [[{ uci: 'c2c3', san: 'c3', variations: [] }]] },
            ],
          ],
        },
      ],
      comments: 2,
      nags: 1,
    }),
  );
  assert.equal(open, ctrl.tree.root, 'with nothing refused it opens at the start');
  assert.deepEqual(ctrl.tree.mainLine().map(n => n.san), ['e4', 'e5']);
  const e4 = ctrl.tree.root.children[0];
  assert.deepEqual(e4.children.map(n => n.san), ['e5', 'c5']);
  const c5 = e4.children[1];
  assert.deepEqual(c5.children.map(n => n.san), ['Nf3', 'c3']);
  assert.equal(ctrl.tree.isMainLine(c5), false);
  assert.equal(ctrl.variant, 'chess');
  assert.deepEqual(ctrl.source, { game: null, local: null }, 'a pasted game is no game of this site');
  assert.equal(ctrl.skipped, 3);
  assert.equal(ctrl.refusal, null);
});

test('a refused move opens the game at the last move kept and says which', () => {
  const ctrl = new AnalysisCtrl('chess', null, { game: null, local: null });
  const open = ctrl.loadPgn(
    pasted({
      variant: 'racingkings',
      moves: [
        { uci: 'h2h3', san: 'Kh3', variations: [] },
        { uci: 'a2a3', san: 'Ka3', variations: [] },
      ],
      refused: { token: 'Nd3', number: 2, black: false, why: 'gives-check', line: 3, column: 11, inVariation: false },
    }),
  );
  assert.equal(open.san, 'Ka3');
  assert.deepEqual(ctrl.refusal, { move: '2. Nd3', why: 'gives-check', inVariation: false });
  const black = ctrl.loadPgn(pasted({ refused: { token: 'Nc3', number: 14, black: true, why: 'pinned', line: 1, column: 1, inVariation: true } }));
  assert.equal(black, ctrl.tree.root, 'a refusal inside a variation leaves the main line whole');
  assert.equal(ctrl.refusal?.move, '14…Nc3');
});

test('move numbers follow the side that starts', () => {
  assert.deepEqual(plyNumber(1, false), { number: 1, white: true });
  assert.deepEqual(plyNumber(2, false), { number: 1, white: false });
  assert.deepEqual(plyNumber(1, true), { number: 1, white: false });
  assert.deepEqual(plyNumber(2, true), { number: 2, white: true });
  const ctrl = new AnalysisCtrl('chess', null, { game: null, local: null });
  ctrl.loadLine([
    { uci: 'e2e4', san: 'e4' },
    { uci: 'e7e5', san: 'e5' },
  ]);
  ctrl.tree.root.position = position('white');
  const [e4, e5] = ctrl.tree.mainLine();
  assert.equal(ctrl.moveLabel(e4, false), '1. ');
  assert.equal(ctrl.moveLabel(e5, false), '');
  assert.equal(ctrl.moveLabel(e5, true), '1… ');
  ctrl.current = e4;
  assert.equal(ctrl.lineText([{ uci: 'e7e5', san: 'e5', fen: '', check: false }, { uci: 'g1f3', san: 'Nf3', fen: '', check: false }]), '1… e5 2. Nf3');
});

test('the engine answers only the position last asked about', () => {
  const ctrl = new AnalysisCtrl('chess', null, { game: null, local: null });
  ctrl.loadLine([{ uci: 'e2e4', san: 'e4' }]);
  assert.equal(ctrl.askEngine(), null, 'engine off: nothing is sent');
  ctrl.setEngine(true);
  const first = ctrl.askEngine();
  assert.equal(first?.t, 'analyse');
  assert.equal(ctrl.engine.pending, true);
  ctrl.current = ctrl.tree.mainLine()[0];
  const second = ctrl.askEngine();
  assert.ok(first && second && first.t === 'analyse' && second.t === 'analyse');
  assert.deepEqual(second.moves, ['e2e4']);
  const line = { score: { kind: 'cp' as const, cp: 30 }, moves: [] };
  assert.equal(ctrl.onEngine({ t: 'info', id: first.id, depth: 5, nodes: 1, ms: 1, lines: [line] }), false, 'an answer for the old position is dropped');
  assert.equal(ctrl.onEngine({ t: 'queued', id: second.id, ahead: 3 }), true);
  assert.equal(ctrl.engine.ahead, 3);
  assert.equal(ctrl.onEngine({ t: 'info', id: second.id, depth: 7, nodes: 1, ms: 1, lines: [line] }), true);
  assert.deepEqual([ctrl.engine.depth, ctrl.engine.pending, ctrl.engine.ahead], [7, false, null]);
  // A game over is scored by its result, with nothing sent.
  ctrl.current.position = position('black', { winner: 'white', reason: 'checkmate' });
  assert.equal(ctrl.askEngine(), null);
  assert.deepEqual(ctrl.engine.score, { kind: 'win', winner: 'white', moves: 0, by: 'checkmate' });
  assert.throws(() => ctrl.onEngine({ t: 'nonsense' } as never), /does not know/);
});

test('a review marks the main line it was made for', () => {
  const ctrl = new AnalysisCtrl('chess', null, { game: 'g1', local: null });
  assert.equal(ctrl.startReview(), null, 'no moves, no review');
  ctrl.loadLine([
    { uci: 'e2e4', san: 'e4' },
    { uci: 'f7f6', san: 'f6' },
  ]);
  const request = ctrl.startReview();
  assert.ok(request && request.t === 'review');
  assert.deepEqual([request.moves, request.game, ctrl.reviewing, ctrl.progress], [['e2e4', 'f7f6'], 'g1', true, { done: 0, of: 3 }]);
  const review = { moves: [{ uci: 'e2e4', san: 'e4', mark: null }, { uci: 'f7f6', san: 'f6', mark: 'mistake' }], positions: [], white: {}, black: {} } as unknown as Review;
  assert.equal(ctrl.fitsMainLine(review, true), true);
  ctrl.onEngine({ t: 'review', id: request.id, review });
  const [e4, f6] = ctrl.tree.mainLine();
  assert.deepEqual([ctrl.markOf(e4), ctrl.markOf(f6), ctrl.reviewing, ctrl.progress], [null, 'mistake', false, null]);
  ctrl.current = f6;
  assert.equal(ctrl.reviewCursor(), 2);
  assert.equal(ctrl.reviewNode(0), ctrl.tree.root);
  assert.equal(ctrl.reviewNode(9), f6);
  // A variation is not on the reviewed line.
  ctrl.current = ctrl.tree.add(e4, 'e7e5', 'e5');
  assert.equal(ctrl.reviewCursor(), -1);
  assert.equal(ctrl.navigate('prev'), e4);
  assert.equal(ctrl.navigate('next'), null);
});
