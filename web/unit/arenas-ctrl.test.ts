import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockText, duration, minutesUntil } from '../src/arena-format';
import { FINISHED_SHOWN, groupArenas, nextArena, readArenaForm, secondsFrom } from '../src/arenas-ctrl';
import type { ArenaCard } from '../src/arena-wire';

function card(id: string, extra: Partial<ArenaCard> = {}): ArenaCard {
  return {
    id, variant: 'kingofthehill', clock: { initial: 180, increment: 0 }, minutes: 60, rated: true, private: false, status: 'created',
    startsAt: 1_000_000, endsAt: 4_600_000, secondsToStart: 100, secondsLeft: 3700, players: 0, schedule: 'hourly', createdBy: null, winner: null, ...extra,
  };
}

test('arenas are grouped per game: upcoming soonest first, finished latest first and few', () => {
  const list = {
    upcoming: [card('late', { startsAt: 5000 }), card('soon', { startsAt: 2000 })],
    running: [card('rk', { variant: 'racingkings', status: 'started', players: 4 })],
    finished: [1, 2, 3, 4, 5].map(i => card(`f${i}`, { status: 'finished', endsAt: i * 100 })),
  };
  const groups = groupArenas(list);
  assert.deepEqual(groups.map(g => g.variant), ['kingofthehill', 'racingkings', 'lielow', 'chess']);
  assert.deepEqual(groups[0]!.upcoming.map(a => a.id), ['soon', 'late']);
  assert.deepEqual(groups[0]!.finished.map(a => a.id), ['f5', 'f4', 'f3'].slice(0, FINISHED_SHOWN));
  assert.deepEqual(groups[1]!.running.map(a => a.id), ['rk']);
  assert.equal(groups[2]!.upcoming.length + groups[2]!.running.length, 0);
});

test("the home page's next arena is the soonest of the site's schedule", () => {
  const list = {
    upcoming: [card('byLink', { secondsToStart: 50, schedule: null }), card('koth', { secondsToStart: 300 }), card('rk', { secondsToStart: 200, variant: 'racingkings' })],
    running: [card('now', { status: 'started', secondsToStart: 0 })],
    finished: [],
  };
  assert.equal(nextArena(list)?.id, 'rk');
  assert.equal(nextArena(list, 'kingofthehill')?.id, 'koth');
  assert.equal(nextArena(list, 'chess'), null);
});

test('a list countdown runs from the seconds of the answer', () => {
  assert.equal(secondsFrom(100, 10_000, 10_000), 100);
  assert.equal(secondsFrom(100, 10_000, 12_999), 98);
  assert.equal(secondsFrom(100, 10_000, 500_000), 0);
});

test('the creation form becomes a request, or says what is wrong', () => {
  const form = { variant: 'lielow', clock: '3+2', minutes: '45', startsIn: '10', rated: true, private: true };
  assert.deepEqual(readArenaForm(form, 1_000_000.7), {
    ok: { variant: 'lielow', clock: { initial: 180, increment: 2 }, minutes: 45, startsAt: 1_600_000, rated: true, private: true },
  });
  const open = readArenaForm({ ...form, private: false, rated: false }, 0);
  assert.ok('ok' in open && !('private' in open.ok) && open.ok.rated === false);
  assert.deepEqual(readArenaForm({ ...form, variant: 'go' }, 0), { error: 'error-code-unknown-variant' });
  assert.deepEqual(readArenaForm({ ...form, clock: '4+4' }, 0), { error: 'error-code-bad-clock' });
  assert.deepEqual(readArenaForm({ ...form, minutes: '9' }, 0), { error: 'arena-error-length' });
  assert.deepEqual(readArenaForm({ ...form, minutes: '181' }, 0), { error: 'arena-error-length' });
  assert.deepEqual(readArenaForm({ ...form, startsIn: '-1' }, 0), { error: 'arena-error-start' });
  const now = readArenaForm({ ...form, startsIn: '0' }, 5000);
  assert.ok('ok' in now && now.ok.startsAt === null, 'at once');
});

test('times and clocks are written as a countdown and a time control', () => {
  assert.equal(duration(9), '0:09');
  assert.equal(duration(725), '12:05');
  assert.equal(duration(3723), '1:02:03');
  assert.equal(duration(-5), '0:00');
  assert.equal(minutesUntil(61), 2);
  assert.equal(minutesUntil(0), 0);
  assert.equal(clockText({ initial: 180, increment: 2 }), '3+2');
  assert.equal(clockText({ initial: 30, increment: 0 }), '½+0');
});
