import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ArenaCtrl, canBerserk, REFETCH_MS } from '../src/arena-ctrl';
import type { ArenaRow, ArenaView } from '../src/arena-wire';

function row(rank: number, name: string, extra: Partial<ArenaRow> = {}): ArenaRow {
  return { rank, name, rating: 1500, score: 10 - rank, fire: false, sheet: '20', ...extra };
}

function arena(extra: Partial<ArenaView> = {}): ArenaView {
  return {
    id: 'a1', variant: 'kingofthehill', clock: { initial: 180, increment: 0 }, minutes: 30, rated: true,
    status: 'scheduled', startsAt: 1000, secondsToStart: 90, secondsLeft: 1800, players: 3,
    standings: { rows: [row(1, 'Ada'), row(2, 'Bob')], page: 1, pages: 3 },
    me: null, myGame: null, featured: null, podium: null, summary: null, ...extra,
  };
}

test('the countdown runs to the start, then to the end, then stops', () => {
  const ctrl = new ArenaCtrl(arena(), true, 0);
  assert.deepEqual(ctrl.countdown(0), { kind: 'start', seconds: 90 });
  assert.deepEqual(ctrl.countdown(30_500), { kind: 'start', seconds: 60 });
  assert.deepEqual(ctrl.countdown(200_000), { kind: 'start', seconds: 0 });
  ctrl.receive({ t: 'status', status: 'running', secondsToStart: 0, secondsLeft: 600 }, 100_000);
  assert.deepEqual(ctrl.countdown(100_000), { kind: 'end', seconds: 600 });
  assert.deepEqual(ctrl.countdown(160_000), { kind: 'end', seconds: 540 });
  ctrl.receive({ t: 'end', podium: [row(1, 'Ada')], summary: null }, 200_000);
  assert.equal(ctrl.countdown(200_000), null);
  assert.equal(ctrl.arena.podium?.[0]?.name, 'Ada');
});

test('the buttons follow who the player is and where the arena is', () => {
  assert.deepEqual(new ArenaCtrl(arena(), false, 0).actions(), ['take-name']);
  const ctrl = new ArenaCtrl(arena(), true, 0);
  assert.deepEqual(ctrl.actions(), ['join']);
  ctrl.acted('join', row(3, 'Cy'));
  assert.deepEqual(ctrl.actions(), ['withdraw']);
  ctrl.receive({ t: 'status', status: 'running', secondsToStart: 0, secondsLeft: 600 }, 0);
  assert.deepEqual(ctrl.actions(), ['pause', 'withdraw']);
  ctrl.acted('pause', row(3, 'Cy'));
  assert.deepEqual(ctrl.actions(), ['resume', 'withdraw']);
  ctrl.acted('withdraw', null);
  assert.deepEqual(ctrl.actions(), ['join']);
  ctrl.receive({ t: 'end', podium: [], summary: null }, 0);
  assert.deepEqual(ctrl.actions(), []);
});

test("the player's own line shows apart only when it is not on the page shown", () => {
  const ctrl = new ArenaCtrl(arena({ me: row(2, 'Bob') }), true, 0);
  assert.equal(ctrl.lines().mine, null);
  assert.ok(ctrl.isMine(ctrl.lines().rows[1]!));
  ctrl.receive({ t: 'standings', standings: { rows: [row(1, 'Ada'), row(2, 'Cy')], page: 1, pages: 3 }, me: row(5, 'Bob'), players: 6 }, 0);
  assert.equal(ctrl.lines().mine?.rank, 5);
  assert.equal(ctrl.arena.players, 6);
  assert.equal(ctrl.myPage(), 3);
});

test('the socket keeps the top fresh; another page is read again, at most every few seconds', () => {
  const ctrl = new ArenaCtrl(arena(), true, 0);
  const top = { rows: [row(1, 'Zed')], page: 1, pages: 4 };
  assert.deepEqual(ctrl.receive({ t: 'standings', standings: top, me: null, players: 9 }, 0), {});
  assert.equal(ctrl.lines().rows[0]?.name, 'Zed');
  assert.equal(ctrl.turn(-1), null);
  assert.equal(ctrl.turn(1), 2);
  ctrl.fromHttp(arena({ standings: { rows: [row(11, 'Kim')], page: 2, pages: 4 } }), 0);
  assert.equal(ctrl.page, 2);
  assert.deepEqual(ctrl.receive({ t: 'standings', standings: top, me: null, players: 9 }, 10_000), { refetch: true });
  assert.deepEqual(ctrl.receive({ t: 'standings', standings: top, me: null, players: 9 }, 10_000 + REFETCH_MS - 1), {});
  assert.equal(ctrl.lines().rows[0]?.name, 'Kim', 'the page shown stays until it is read again');
  assert.deepEqual(ctrl.receive({ t: 'standings', standings: top, me: null, players: 9 }, 10_000 + REFETCH_MS), { refetch: true });
  assert.equal(ctrl.turn(1), 3);
});

test('"your game is starting" takes the player to the game', () => {
  const ctrl = new ArenaCtrl(arena({ status: 'running' }), true, 0);
  assert.deepEqual(ctrl.receive({ t: 'game', url: '/game/g1/s1' }, 0), { go: '/game/g1/s1' });
  assert.equal(ctrl.starting, '/game/g1/s1');
  assert.equal(ctrl.arena.myGame, '/game/g1/s1');
});

test('refusals come out as codes; pongs and the featured game change only what they say', () => {
  const ctrl = new ArenaCtrl(arena(), true, 0);
  assert.deepEqual(ctrl.receive({ t: 'error', code: 'rate-limited', error: 'slow' }, 0), { error: 'rate-limited' });
  assert.deepEqual(ctrl.receive({ t: 'pong' }, 0), {});
  ctrl.receive({ t: 'featured', featured: { id: 'g2', white: 'Ada', black: 'Bob' } }, 0);
  assert.equal(ctrl.arena.featured?.id, 'g2');
  assert.equal(ctrl.lines().rows.length, 2);
});

test('berserk is offered in an arena game only to its player, before their first move', () => {
  const g = { status: 'playing', ply: 0, you: 'white' as const, tournament: 'a1', berserked: false };
  assert.equal(canBerserk(g), true);
  assert.equal(canBerserk({ ...g, ply: 1 }), false, 'White has moved');
  assert.equal(canBerserk({ ...g, you: 'black', ply: 1 }), true, 'Black has not');
  assert.equal(canBerserk({ ...g, you: 'black', ply: 2 }), false);
  assert.equal(canBerserk({ ...g, tournament: null }), false, 'not an arena game');
  assert.equal(canBerserk({ ...g, you: null }), false, 'a spectator');
  assert.equal(canBerserk({ ...g, berserked: true }), false, 'once');
  assert.equal(canBerserk({ ...g, status: 'finished' }), false);
});
