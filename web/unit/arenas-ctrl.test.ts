import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockText, duration, minutesUntil, sheetDigits } from '../src/arena-format';
import { FINISHED_SHOWN, groupArenas, nextArena, readArenaForm } from '../src/arenas-ctrl';
import type { ArenaSummary } from '../src/arena-wire';

function summary(id: string, extra: Partial<ArenaSummary> = {}): ArenaSummary {
  return { id, variant: 'kingofthehill', clock: { initial: 180, increment: 0 }, minutes: 60, rated: true, status: 'scheduled', startsAt: 1000, players: 0, scheduled: true, ...extra };
}

test('arenas are grouped per game: upcoming soonest first, finished latest first and few', () => {
  const list = [
    summary('late', { startsAt: 5000 }),
    summary('soon', { startsAt: 2000 }),
    summary('rk', { variant: 'racingkings', status: 'running', players: 4 }),
    ...[1, 2, 3, 4, 5].map(i => summary(`f${i}`, { status: 'finished', startsAt: i * 100 })),
  ];
  const groups = groupArenas(list);
  assert.deepEqual(groups.map(g => g.variant), ['kingofthehill', 'racingkings', 'lielow', 'chess']);
  assert.deepEqual(groups[0]!.upcoming.map(a => a.id), ['soon', 'late']);
  assert.deepEqual(groups[0]!.finished.map(a => a.id), ['f5', 'f4', 'f3'].slice(0, FINISHED_SHOWN));
  assert.deepEqual(groups[1]!.running.map(a => a.id), ['rk']);
  assert.equal(groups[2]!.upcoming.length + groups[2]!.running.length, 0);
});

test("the home page's next arena is the site's soonest not yet started", () => {
  const list = [
    summary('past', { startsAt: 10 }),
    summary('byLink', { startsAt: 150, scheduled: false }),
    summary('rk', { startsAt: 200, variant: 'racingkings' }),
    summary('koth', { startsAt: 300 }),
  ];
  assert.equal(nextArena(list, 100)?.id, 'rk');
  assert.equal(nextArena(list, 100, 'kingofthehill')?.id, 'koth');
  assert.equal(nextArena(list, 400), null);
});

test('the creation form becomes a request, or says what is wrong', () => {
  const form = { variant: 'lielow', clock: '3+2', minutes: '45', startsIn: '10', rated: true, private: true };
  assert.deepEqual(readArenaForm(form, 1000.7), {
    ok: { variant: 'lielow', clock: { initial: 180, increment: 2 }, minutes: 45, startsAt: 1600, rated: true, private: true },
  });
  const open = readArenaForm({ ...form, private: false, rated: false }, 0);
  assert.ok('ok' in open && !('private' in open.ok) && open.ok.rated === false);
  assert.deepEqual(readArenaForm({ ...form, variant: 'go' }, 0), { error: 'error-code-unknown-variant' });
  assert.deepEqual(readArenaForm({ ...form, clock: '4+4' }, 0), { error: 'error-code-bad-clock' });
  assert.deepEqual(readArenaForm({ ...form, minutes: '9' }, 0), { error: 'arena-error-length' });
  assert.deepEqual(readArenaForm({ ...form, minutes: '181' }, 0), { error: 'arena-error-length' });
  assert.deepEqual(readArenaForm({ ...form, startsIn: '-1' }, 0), { error: 'arena-error-start' });
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
  assert.deepEqual(sheetDigits('2043x'), [
    { digit: '2', double: false }, { digit: '0', double: false }, { digit: '4', double: true }, { digit: '3', double: false },
  ]);
});
