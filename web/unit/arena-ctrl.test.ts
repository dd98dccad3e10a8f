import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ArenaCtrl, canBerserk } from '../src/arena-ctrl';
import type { ArenaAnswer, ArenaOut, StandingRow } from '../src/arena-wire';

function row(rank: number, name: string, extra: Partial<StandingRow> = {}): StandingRow {
  return { rank, name, rating: '1500', score: 10 - rank, fire: false, sheet: '20', doubled: [false, false], games: 2, performance: null, paused: false, playing: false, ...extra };
}

const counts = { players: 3, playing: 0, games: 0 };

function arena(extra: Partial<ArenaAnswer> = {}): ArenaAnswer {
  return {
    id: 'a1', variant: 'kingofthehill', clock: { initial: 180, increment: 0 }, minutes: 30, rated: true, private: false,
    status: 'created', startsAt: 1_000_000, endsAt: 2_800_000, secondsToStart: 90, secondsLeft: 1890, players: 3,
    schedule: 'hourly', createdBy: null, winner: null,
    standings: { rows: [row(1, 'Ada'), row(2, 'Bob')], page: 1, pages: 3 }, counts,
    me: null, named: true, myGame: null, featured: null, podium: [], summary: null, ...extra,
  };
}

function standings(extra: Partial<Extract<ArenaOut, { t: 'standings' }>> = {}): ArenaOut {
  return {
    t: 'standings', status: 'started', secondsToStart: 0, secondsLeft: 600,
    standings: { rows: [row(1, 'Ada'), row(2, 'Bob')], page: 1, pages: 3 },
    me: null, counts, featured: null, podium: [], ...extra,
  };
}

test('the countdown runs to the start, then to the end, then stops; the end asks for the summary', () => {
  const ctrl = new ArenaCtrl(arena(), 0);
  assert.deepEqual(ctrl.countdown(0), { kind: 'start', seconds: 90 });
  assert.deepEqual(ctrl.countdown(30_500), { kind: 'start', seconds: 60 });
  assert.deepEqual(ctrl.countdown(200_000), { kind: 'start', seconds: 0 });
  assert.deepEqual(ctrl.receive(standings(), 100_000), {});
  assert.deepEqual(ctrl.countdown(100_000), { kind: 'end', seconds: 600 });
  assert.deepEqual(ctrl.countdown(160_000), { kind: 'end', seconds: 540 });
  const podium = [{ rank: 1, name: 'Ada', score: 9, games: 4, wins: 4, performance: 1900 }];
  assert.deepEqual(ctrl.receive(standings({ status: 'finished', secondsLeft: 0, podium }), 200_000), { refetch: true });
  assert.equal(ctrl.countdown(200_000), null);
  assert.equal(ctrl.arena.podium[0]?.name, 'Ada');
  assert.deepEqual(ctrl.receive(standings({ status: 'finished', secondsLeft: 0, podium }), 201_000), {}, 'only once');
});

test('the buttons follow who the player is and where the arena is', () => {
  assert.deepEqual(new ArenaCtrl(arena({ named: false }), 0).actions(), ['take-name']);
  const ctrl = new ArenaCtrl(arena(), 0);
  assert.deepEqual(ctrl.actions(), ['join']);
  ctrl.fromHttp(arena({ me: row(3, 'Cy') }), 0);
  assert.deepEqual(ctrl.actions(), ['withdraw']);
  ctrl.receive(standings({ me: row(3, 'Cy') }), 0);
  assert.deepEqual(ctrl.actions(), ['pause', 'withdraw']);
  ctrl.receive(standings({ me: row(3, 'Cy', { paused: true }) }), 0);
  assert.deepEqual(ctrl.actions(), ['resume', 'withdraw']);
  ctrl.receive(standings({ status: 'finished', me: row(3, 'Cy') }), 0);
  assert.deepEqual(ctrl.actions(), []);
});

test("the player's own line shows apart only when it is not on the page shown", () => {
  const ctrl = new ArenaCtrl(arena({ me: row(2, 'Bob') }), 0);
  assert.equal(ctrl.lines().mine, null);
  assert.ok(ctrl.isMine(ctrl.lines().rows[1]!));
  assert.equal(ctrl.myPage(), null);
  ctrl.receive(standings({ standings: { rows: [row(1, 'Ada'), row(2, 'Cy')], page: 1, pages: 3 }, me: row(5, 'Bob'), counts: { ...counts, players: 6 } }), 0);
  assert.equal(ctrl.lines().mine?.rank, 5);
  assert.equal(ctrl.arena.counts.players, 6);
  assert.equal(ctrl.myPage(), 3);
});

test('the page followed keeps its rows; rows of another page are from before the turn', () => {
  const ctrl = new ArenaCtrl(arena(), 0);
  assert.equal(ctrl.turn(-1), null);
  assert.equal(ctrl.turn(1), 2);
  ctrl.follow(2);
  ctrl.receive(standings({ standings: { rows: [row(1, 'Zed')], page: 1, pages: 4 } }), 0);
  assert.equal(ctrl.lines().rows[0]?.name, 'Ada', 'the top page came before the socket heard of page 2');
  assert.equal(ctrl.arena.standings.pages, 4);
  ctrl.receive(standings({ standings: { rows: [row(11, 'Kim')], page: 2, pages: 4 } }), 0);
  assert.equal(ctrl.lines().rows[0]?.name, 'Kim');
  assert.equal(ctrl.turn(1), 3);
  assert.equal(ctrl.turn(-1), 1);
});

test('"your game is starting" takes the player to the game; its end clears it', () => {
  const ctrl = new ArenaCtrl(arena({ status: 'started', me: row(2, 'Bob') }), 0);
  const game = { id: 'g1', url: '/game/g1/s1', color: 'white' as const, opponent: 'Ada' };
  assert.deepEqual(ctrl.receive({ t: 'game', game }, 0), { go: '/game/g1/s1' });
  assert.equal(ctrl.starting, true);
  assert.equal(ctrl.arena.myGame?.url, '/game/g1/s1');
  ctrl.receive(standings({ me: row(2, 'Bob', { playing: true }) }), 0);
  assert.equal(ctrl.arena.myGame?.id, 'g1');
  ctrl.receive(standings({ me: row(2, 'Bob', { playing: false }) }), 0);
  assert.equal(ctrl.arena.myGame, null);
});

test('refusals come out as codes; pongs change nothing; the featured game follows the socket', () => {
  const ctrl = new ArenaCtrl(arena(), 0);
  assert.deepEqual(ctrl.receive({ t: 'error', code: 'rate-limited', error: 'slow' }, 0), { error: 'rate-limited' });
  assert.deepEqual(ctrl.receive({ t: 'pong' }, 0), {});
  assert.equal(ctrl.arena.status, 'created');
  ctrl.receive(standings({ featured: { id: 'g2', url: '/game/g2', white: 'Ada', black: 'Bob', white_rating: '1500', black_rating: '1500?' } }), 0);
  assert.equal(ctrl.arena.featured?.id, 'g2');
});

test('berserk is offered in an arena game only to its player, before their first move, once', () => {
  const tournament = { id: 'a1', url: '/tournament/a1', berserk: [false, false] as [boolean, boolean] };
  const g = { status: 'playing', ply: 0, you: 'white' as const, tournament };
  assert.equal(canBerserk(g), true);
  assert.equal(canBerserk({ ...g, ply: 1 }), false, 'White has moved');
  assert.equal(canBerserk({ ...g, you: 'black', ply: 1 }), true, 'Black has not');
  assert.equal(canBerserk({ ...g, you: 'black', ply: 2 }), false);
  assert.equal(canBerserk({ ...g, tournament: null }), false, 'not an arena game');
  assert.equal(canBerserk({ ...g, you: null }), false, 'a spectator');
  assert.equal(canBerserk({ ...g, tournament: { ...tournament, berserk: [true, false] } }), false, 'once');
  assert.equal(canBerserk({ ...g, you: 'black', ply: 1, tournament: { ...tournament, berserk: [true, false] } }), true, "White's berserk is White's");
  assert.equal(canBerserk({ ...g, status: 'finished' }), false);
});

test('back from a finished game, a newer game paired meanwhile is started at once', () => {
  const game = { id: 'g2', url: '/game/g2/s2', color: 'black' as const, opponent: 'Ada' };
  const ctrl = new ArenaCtrl(arena({ status: 'started', myGame: game }), 0);
  assert.deepEqual(ctrl.arrived('g1'), { go: '/game/g2/s2' });
  assert.equal(ctrl.starting, true);
  assert.deepEqual(new ArenaCtrl(arena({ status: 'started', myGame: game }), 0).arrived('g2'), {}, 'the same game: no');
  assert.deepEqual(new ArenaCtrl(arena({ status: 'started', myGame: game }), 0).arrived(null), {}, 'opened otherwise: no');
  assert.deepEqual(new ArenaCtrl(arena({ status: 'started' }), 0).arrived('g1'), {}, 'no game now');
});
