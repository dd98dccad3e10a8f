import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NAV_KEYS, stepsBack, stepTo } from '../src/nav-step';

test('each step lands on its ply and never outside the game', () => {
  assert.equal(stepTo('first', 5, 10), 0);
  assert.equal(stepTo('prev', 5, 10), 4);
  assert.equal(stepTo('next', 5, 10), 6);
  assert.equal(stepTo('last', 5, 10), 10);
  assert.equal(stepTo('prev', 0, 10), 0);
  assert.equal(stepTo('next', 10, 10), 10);
  assert.equal(stepTo('next', 0, 0), 0);
});

test('the arrow keys step and only first and prev go back', () => {
  assert.deepEqual(NAV_KEYS, { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' });
  assert.deepEqual(['first', 'prev', 'next', 'last', undefined].map(stepsBack), [true, true, false, false, false]);
});
