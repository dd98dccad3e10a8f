import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MoveTree } from '../src/analysis-tree';

test('a new move continues the line; a second one starts a variation', () => {
  const tree = new MoveTree();
  const e4 = tree.add(tree.root, 'e2e4', 'e4');
  const e5 = tree.add(e4, 'e7e5', 'e5');
  const c5 = tree.add(e4, 'c7c5', 'c5');
  assert.equal(tree.add(e4, 'e7e5', 'e5'), e5, 'the same move is not added twice');
  assert.deepEqual(tree.mainLine().map(n => n.san), ['e4', 'e5']);
  assert.equal(tree.isMainLine(e5), true);
  assert.equal(tree.isMainLine(c5), false);
  assert.deepEqual(tree.path(c5), ['e2e4', 'c7c5']);
  assert.equal(c5.ply, 2);
});

test('promoting a variation makes its whole line the main line', () => {
  const tree = new MoveTree();
  const e4 = tree.add(tree.root, 'e2e4', 'e4');
  const d4 = tree.add(tree.root, 'd2d4', 'd4');
  const d5 = tree.add(d4, 'd7d5', 'd5');
  tree.add(e4, 'e7e5', 'e5');
  tree.promote(d5);
  assert.deepEqual(tree.mainLine().map(n => n.san), ['d4', 'd5']);
  assert.equal(tree.isMainLine(d5), true);
  assert.equal(tree.isMainLine(e4), false);
});

test('removing a node forgets it and everything after it', () => {
  const tree = new MoveTree();
  const e4 = tree.add(tree.root, 'e2e4', 'e4');
  const e5 = tree.add(e4, 'e7e5', 'e5');
  const nf3 = tree.add(e5, 'g1f3', 'Nf3');
  assert.equal(tree.remove(e5), e4);
  assert.deepEqual(e4.children, []);
  assert.equal(tree.node(e5.id), undefined);
  assert.equal(tree.node(nf3.id), undefined);
  assert.equal(tree.remove(tree.root), null, 'the root stays');
});
