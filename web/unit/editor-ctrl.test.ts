import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EditorCtrl } from '../src/editor-ctrl';
import type { PositionAnswer } from '../src/api';
import { useStrings } from '../src/i18n';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

useStrings({
  'editor-placed': '{piece} on {square}',
  'editor-removed': 'Removed from {square}',
  'editor-picked': 'Picked up {piece} on {square}',
  'editor-chosen': 'Placing {piece}',
  'board-piece-q@white': 'White queen',
  'board-piece-k@white': 'White king',
  'board-piece-k@black': 'Black king',
  'board-piece-n@white': 'White knight',
  'board-empty': 'empty',
  'board-edge': 'Edge of the board',
  'board-cancelled': 'Put back',
});

function valid(fen: string): PositionAnswer {
  return { valid: true, fen, problems: [], outcome: null, turn: 'white', check: false } as unknown as PositionAnswer;
}

test('placing a piece says so; the same piece again takes it off', () => {
  const ctrl = new EditorCtrl('chess', START);
  ctrl.clear();
  assert.equal(ctrl.choose('wq'), 'Placing White queen');
  assert.equal(ctrl.apply('d4'), 'White queen on d4');
  assert.equal(ctrl.text().split(' ')[0], '8/8/8/8/3Q4/8/8/8');
  assert.equal(ctrl.apply('d4'), 'Removed from d4');
  assert.equal(ctrl.setup.pieces.size, 0);
  ctrl.choose('erase');
  assert.equal(ctrl.apply('e4'), null, 'erasing an empty square changes nothing');
});

test('the keyboard picks a piece up and puts it down elsewhere, or back', () => {
  const ctrl = new EditorCtrl('chess', START);
  ctrl.cursor = 'g1';
  assert.deepEqual(ctrl.use(), { say: 'Picked up White knight on g1', changed: false });
  assert.equal(ctrl.step([-1, 2]), 'f3, empty');
  assert.deepEqual(ctrl.use(), { say: 'White knight on f3', changed: true });
  assert.equal(ctrl.setup.pieces.has('g1'), false);
  assert.equal(ctrl.picked, null);
  ctrl.cursor = 'f3';
  ctrl.use();
  assert.deepEqual(ctrl.use(), { say: 'Put back', changed: false }, 'put down where it was picked up');
});

test('the cursor steps as the board is seen and stops at its edge', () => {
  const ctrl = new EditorCtrl('chess', START);
  ctrl.cursor = 'a1';
  assert.equal(ctrl.step([-1, 0]), 'Edge of the board');
  assert.equal(ctrl.cursor, 'a1');
  ctrl.flip();
  assert.equal(ctrl.step([-1, 0]), 'b1, White knight', 'from Black\u2019s side left is towards h');
});

test('a verdict counts only for the text it judged; a change closes the ways to play', () => {
  const ctrl = new EditorCtrl('chess', START);
  const before = ctrl.text();
  ctrl.setTurn('black');
  assert.equal(ctrl.judge(before, valid(before)), false, 'an answer about an older position is dropped');
  const now = ctrl.text();
  assert.equal(ctrl.judge(now, valid(now)), true);
  assert.equal(ctrl.playable()?.fen, now);
  ctrl.setCastling('K', false);
  assert.equal(ctrl.playable(), null, 'changed since it was judged');
});

test('a game request carries the position, the colour and the clock chosen', () => {
  const ctrl = new EditorCtrl('kingofthehill', START);
  assert.equal(ctrl.gameRequest({ kind: 'friend', color: 'black', level: 2, clock: '5+3' }), null, 'not judged yet');
  ctrl.judge(ctrl.text(), valid(ctrl.text()));
  assert.deepEqual(ctrl.gameRequest({ kind: 'friend', color: 'black', level: 2, clock: '5+3' }), {
    variant: 'kingofthehill',
    fen: START,
    color: 'black',
    opponent: 'friend',
    clock: { initial: 300, increment: 3 },
    days: null,
  });
  assert.equal(ctrl.gameRequest({ kind: 'friend', color: 'white', level: 2, clock: '' })?.clock, null);
  const correspondence = ctrl.gameRequest({ kind: 'friend', color: 'white', level: 2, clock: 'd7' });
  assert.deepEqual([correspondence?.clock, correspondence?.days], [null, 7]);
  assert.deepEqual(ctrl.gameRequest({ kind: 'computer', color: 'random', level: 5, clock: '5+3' }), {
    variant: 'kingofthehill',
    fen: START,
    color: 'random',
    opponent: 'computer',
    level: 5,
    clock: null,
  });
});

test('castling rights are kept in KQkq order', () => {
  const ctrl = new EditorCtrl('chess', START);
  ctrl.setCastling('K', false);
  ctrl.setCastling('q', false);
  ctrl.setCastling('K', true);
  assert.equal(ctrl.setup.castling, 'KQk', 'K comes back in front');
});
