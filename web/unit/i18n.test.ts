import { test } from 'node:test';
import assert from 'node:assert/strict';
import { t, tIfAny, useStrings } from '../src/i18n';

// The page's window, as far as i18n.ts reads it.
const page = globalThis as unknown as { window?: { regaliaMissingStrings?: string[] } };

test('t picks the colour and plural forms the server sends, then the plain text', () => {
  useStrings({
    moves: '{count} moves',
    'moves#one': '{count} move',
    'moves#0': 'no moves',
    side: 'a side',
    'side@white': 'White side',
  });
  assert.equal(t('moves', { count: 1 }), '1 move');
  assert.equal(t('moves', { count: 0 }), 'no moves');
  assert.equal(t('moves', { count: 12000 }), '12,000 moves');
  assert.equal(t('side', { color: 'white' }), 'White side');
  assert.equal(t('side', { color: 'black' }), 'a side');
});

test('a message the page was not sent is reported once, and tIfAny only answers null', () => {
  useStrings({ here: 'Here' });
  page.window = {};
  try {
    assert.equal(tIfAny('error-code-unheard-of'), null);
    assert.equal(page.window.regaliaMissingStrings, undefined);
    const errors: unknown[] = [];
    const said = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      assert.equal(t('not-sent'), 'not-sent');
      assert.equal(t('not-sent'), 'not-sent');
      assert.equal(t('here'), 'Here');
    } finally {
      console.error = said;
    }
    assert.deepEqual(page.window.regaliaMissingStrings, ['not-sent']);
    assert.deepEqual(errors, ['regalia: missing string not-sent']);
  } finally {
    delete page.window;
  }
});
