import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SeekView } from '../src/api';
import { LobbyCtrl, MAX_SHOWN } from '../src/lobby-ctrl';

function seek(id: string, createdAt: number, extra: Partial<SeekView> = {}): SeekView {
  return { id, variant: 'chess', color: 'random', clock: null, days: null, fen: null, own: false, createdAt, rated: false, player: null, range: null, ...extra };
}
const counts = { players: 2, games: 1, seeks: 1 };

test('the snapshot, then deltas, give the seeks shown, oldest first', () => {
  const lobby = new LobbyCtrl();
  lobby.receive({ t: 'lobby', seeks: [seek('b', 2), seek('a', 1)], counts });
  assert.deepEqual(lobby.seeks().map(s => s.id), ['a', 'b']);
  lobby.receive({ t: 'seeks', added: [seek('c', 3)], removed: ['a'], counts: { ...counts, seeks: 2 } });
  assert.deepEqual(lobby.seeks().map(s => s.id), ['b', 'c']);
  assert.equal(lobby.counts?.seeks, 2);
  lobby.receive({ t: 'counts', players: 5, games: 0, seeks: 2 });
  assert.equal(lobby.counts?.players, 5);
  lobby.withdrawn('b');
  assert.deepEqual(lobby.seeks().map(s => s.id), ['c']);
});

test('a late HTTP answer never overwrites what the socket said', () => {
  const lobby = new LobbyCtrl();
  assert.equal(lobby.fromHttp([seek('x', 1)], counts), true);
  lobby.receive({ t: 'lobby', seeks: [seek('y', 2)], counts });
  assert.equal(lobby.fromHttp([seek('x', 1)], counts), false);
  assert.deepEqual(lobby.seeks().map(s => s.id), ['y']);
});

test('deltas keep only the newest seeks', () => {
  const lobby = new LobbyCtrl();
  const many = Array.from({ length: MAX_SHOWN + 5 }, (_, i) => seek(`s${i}`, i));
  lobby.receive({ t: 'seeks', added: many, removed: [], counts });
  const shown = lobby.seeks();
  assert.equal(shown.length, MAX_SHOWN);
  assert.equal(shown[0].id, 's5');
});

test('errors and pongs change nothing', () => {
  const lobby = new LobbyCtrl();
  lobby.receive({ t: 'lobby', seeks: [seek('a', 1)], counts });
  lobby.receive({ t: 'error', code: 'rate-limited', error: 'slow down' });
  lobby.receive({ t: 'pong' });
  assert.deepEqual(lobby.seeks().map(s => s.id), ['a']);
});
