import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MyGame } from '../src/api';
import { useStrings } from '../src/i18n';
import { FINISHED_SHOWN, MyGamesCtrl, titleWithCount } from '../src/my-games-ctrl';
import type { LocalGame } from '../src/storage';

useStrings({
  'game-chess': 'Chess',
  'game-kingofthehill': 'King of the Hill',
  'game-lielow': 'Lielow',
  'lobby-no-clock': 'no clock',
  'lobby-cancel': 'Cancel',
  'clock-days#one': '{count} day per move',
  'clock-days#other': '{count} days per move',
  'level-3': 'Club player',
  'level-about': 'about {rating}',
  'mine-empty': 'No game yet.',
  'mine-finished-title': 'Finished',
  'mine-your-turn': 'Your turn',
  'mine-their-turn': 'Opponent to move',
  'mine-waiting': 'Waiting for an opponent',
  'mine-resume': 'Resume',
  'mine-view': 'View',
  'mine-vs-computer': 'against the computer, {name}',
  'mine-vs-friend': 'against a friend',
  'mine-vs-seek': 'against a lobby opponent',
  'mine-same-device': 'on this device',
  'mine-you-play@white': 'you play White',
  'mine-you-play@black': 'you play Black',
  'mine-won': 'Won',
  'mine-lost': 'Lost',
  'mine-drawn': 'Draw',
  'mine-moves#one': '{count} move',
  'mine-moves#other': '{count} moves',
  'mine-time-left': '{time} left',
  'mine-time-out': 'time is up',
  'mine-turns-waiting#one': '{count} game waits for you',
  'mine-turns-waiting#other': '{count} games wait for you',
  'time-left-days': '{days} d {hours} h',
  'game-turn@white': 'White to move',
  'game-turn@black': 'Black to move',
  'local-delete': 'Delete',
  'local-finished': 'finished',
  'result-draw': 'Draw',
  'result-white-wins': 'White wins',
  'result-black-wins': 'Black wins',
});

const NOW = 1_800_000_000_000;

function game(id: string, extra: Partial<MyGame> = {}): MyGame {
  return {
    id,
    variant: 'chess',
    status: 'playing',
    opponent: 'friend',
    color: 'white',
    url: `/game/${id}/seat`,
    level: null,
    levelRating: null,
    opponentJoined: true,
    clock: { initial: 300, increment: 3 },
    days: null,
    moveBy: null,
    plies: 3,
    turn: 'black',
    yourTurn: false,
    outcome: null,
    activeAt: NOW / 1000 - 60,
    endedAt: null,
    ratingChange: null,
    ...extra,
  };
}

function local(id: string, extra: Partial<LocalGame> = {}): LocalGame {
  return { id, variant: 'lielow', moves: [], created: NOW - 1000, updated: NOW - 1000, finished: false, ...extra };
}

test('with no game anywhere the list says so and stays below the cards', () => {
  for (const known of [null, []]) {
    const model = new MyGamesCtrl(known).model([], NOW);
    assert.equal(model.empty, 'No game yet.');
    assert.equal(model.resumeFirst, false);
    assert.equal(model.turnsWaiting, 0);
    assert.equal(model.turnsText, '');
    assert.deepEqual([model.unfinished, model.finished], [[], []]);
  }
});

test('unfinished games come first, your turn before the others, newest first; they move the list up', () => {
  const ctrl = new MyGamesCtrl([
    game('old-theirs', { activeAt: NOW / 1000 - 500 }),
    game('old-yours', { yourTurn: true, activeAt: NOW / 1000 - 400 }),
    game('new-theirs', { activeAt: NOW / 1000 - 10 }),
    game('over', { status: 'finished', outcome: { winner: 'white', reason: 'checkmate' }, endedAt: NOW / 1000 }),
  ]);
  const model = ctrl.model([local('here', { updated: NOW - 100_000 })], NOW);
  assert.deepEqual(
    model.unfinished.map(l => l.url),
    ['/game/old-yours/seat', '/game/new-theirs/seat', '/local/here', '/game/old-theirs/seat'],
  );
  assert.deepEqual(model.finished.map(l => l.url), ['/game/over/seat']);
  assert.equal(model.empty, null);
  assert.equal(model.resumeFirst, true);
  assert.equal(model.turnsWaiting, 1);
  assert.equal(model.turnsText, '1 game waits for you');
  assert.deepEqual([...ctrl.waiting()], ['old-yours']);
  const yours = model.unfinished[0];
  assert.deepEqual([yours.state, yours.yourTurn, yours.open.label], ['Your turn', true, 'Resume']);
});

test('only finished games leave the list below the cards', () => {
  const model = new MyGamesCtrl([game('done', { status: 'finished' })]).model([local('kept', { finished: true, winner: null })], NOW);
  assert.equal(model.resumeFirst, false);
  assert.deepEqual(model.finished.map(l => [l.state, l.open.label]), [
    ['Draw', 'View'],
    ['Draw', 'View'],
  ]);
});

test('a line says the game, who against, the clock, the moves and the time left to move', () => {
  const computer = game('ai', { variant: 'kingofthehill', opponent: 'computer', level: 3, levelRating: 1500, color: 'black', plies: 4, clock: null });
  const corr = game('corr', { opponent: 'seek', clock: null, days: 3, plies: 1, yourTurn: true, moveBy: NOW / 1000 + 2 * 86400 + 4 * 3600 });
  const late = game('late', { clock: null, days: 1, moveBy: NOW / 1000 - 5, activeAt: NOW / 1000 - 90000 });
  const lines = new MyGamesCtrl([computer, corr, late]).model([], NOW).unfinished;
  assert.deepEqual(
    lines.map(l => [l.name, l.state, l.detail]),
    [
      ['Chess', 'Your turn', 'against a lobby opponent · you play White · 3 days per move · 1 move · 2 d 4 h left'],
      ['King of the Hill', 'Opponent to move', 'against the computer, Club player · about 1500 · you play Black · no clock · 2 moves'],
      ['Chess', 'Opponent to move', 'against a friend · you play White · 1 day per move · 2 moves · time is up'],
    ],
  );
  assert.equal(lines[1].open.aria, 'Resume: King of the Hill, against the computer, Club player · about 1500 · you play Black');
  assert.equal(lines[2].detail.includes('5+3'), false);
  const timed = new MyGamesCtrl([game('blitz')]).model([], NOW).unfinished[0];
  assert.equal(timed.detail, 'against a friend · you play White · 5+3 · 2 moves');
});

test('a finished game says its result from your side and your rating change', () => {
  const won = game('won', { status: 'finished', color: 'black', outcome: { winner: 'black', reason: 'resignation' }, ratingChange: 12, endedAt: NOW / 1000 - 1 });
  const lost = game('lost', { status: 'finished', outcome: { winner: 'black', reason: 'resignation' }, ratingChange: -8, endedAt: NOW / 1000 - 2 });
  const even = game('even', { status: 'finished', ratingChange: 0, endedAt: NOW / 1000 - 3 });
  const casual = game('casual', { status: 'finished', endedAt: NOW / 1000 - 4, moveBy: NOW / 1000 - 100, days: 2 });
  const lines = new MyGamesCtrl([casual, even, lost, won]).model([], NOW).finished;
  assert.deepEqual(
    lines.map(l => [l.state, l.change]),
    [
      ['Won', { text: '+12', trend: 'up' }],
      ['Lost', { text: '\u22128', trend: 'down' }],
      ['Draw', { text: '±0', trend: '' }],
      ['Draw', null],
    ],
  );
  assert.equal(lines[3].detail.includes('time is up'), false, 'a finished game has no time left to move');
});

test('the newest finished games are shown, at most FINISHED_SHOWN', () => {
  const many = Array.from({ length: FINISHED_SHOWN + 5 }, (_, i) => game(`g${i}`, { status: 'finished', endedAt: NOW / 1000 - 1000 + i }));
  const finished = new MyGamesCtrl(many).model([], NOW).finished;
  assert.equal(finished.length, FINISHED_SHOWN);
  assert.equal(finished[0].url, `/game/g${FINISHED_SHOWN + 4}/seat`);
  assert.equal(finished.at(-1)?.url, '/game/g5/seat');
});

test('a waiting seek can be withdrawn, a friend’s invitation cannot; a device game can be deleted', () => {
  const seek = game('seek', { status: 'waiting', opponent: 'seek', opponentJoined: false, plies: 0 });
  const invitation = game('invite', { status: 'waiting', opponent: 'friend', opponentJoined: false, plies: 0 });
  const ctrl = new MyGamesCtrl([seek, invitation]);
  const [first, second, device] = ctrl.model([local('dev', { updated: NOW - 10 * 60_000 })], NOW).unfinished;
  assert.equal(first.state, 'Waiting for an opponent');
  assert.deepEqual(first.cancel, { seekId: 'seek', label: 'Cancel', aria: 'Cancel: Chess, against a lobby opponent · you play White' });
  assert.equal(first.remove, null);
  assert.equal(second.cancel, null);
  assert.deepEqual(device.remove, { localId: 'dev', label: 'Delete', aria: 'Delete: Lielow' });
  assert.equal(device.detail, 'on this device · 0 moves', 'a device game has no clock');
  ctrl.withdrawn('seek');
  assert.deepEqual(ctrl.model([], NOW).unfinished.map(l => l.url), ['/game/invite/seat']);
});

test('a device game says whose turn it is, from the editor’s start too, or how it ended', () => {
  const lines = new MyGamesCtrl(null).model(
    [
      local('a', { moves: ['e2e4'], updated: NOW - 1 }),
      local('b', { moves: ['e2e4'], fen: '8/8/8/8/8/8/8/K6k b - - 0 1', updated: NOW - 2 }),
      local('c', { finished: true, winner: 'white', updated: NOW - 3 }),
      local('d', { finished: true, updated: NOW - 4 }),
    ],
    NOW,
  );
  assert.deepEqual(lines.unfinished.map(l => l.state), ['Black to move', 'White to move']);
  assert.deepEqual(lines.finished.map(l => l.state), ['White wins', 'finished']);
});

test('the tab’s title carries the count of games waiting, once', () => {
  assert.equal(titleWithCount('Regalia', 2), '(2) Regalia');
  assert.equal(titleWithCount('(2) Regalia', 3), '(3) Regalia');
  assert.equal(titleWithCount('(3) Regalia', 0), 'Regalia');
  assert.equal(titleWithCount('Regalia', 0), 'Regalia');
});
