import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAnswer, GameOut } from '../src/api';
import { GameCtrl } from '../src/game-ctrl';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A friend game in play after 1. e4 e5, seen from White's seat (event 4 last). */
function friendGame(): GameAnswer {
  const moves = [
    { uci: 'e2e4', san: 'e4', fen: 'after e4', check: false },
    { uci: 'e7e5', san: 'e5', fen: 'after e5', check: false },
  ];
  const player = { kind: 'human' as const, joined: true, online: true };
  return {
    you: { color: 'white', url: '/game/g1/seat' },
    id: 'g1',
    variant: 'chess',
    status: 'playing',
    opponent: 'friend',
    initialFen: START,
    fen: 'after e5',
    turn: 'white',
    ply: 2,
    moves,
    lastMove: 'e7e5',
    check: false,
    dests: { g1: ['f3', 'h3'] },
    claims: { threefold: false, fiftyMoves: false },
    clock: null,
    players: { white: player, black: player },
    offers: { draw: null, takeback: null, rematch: null },
    outcome: null,
    rematch: null,
    n: 4,
    rated: false,
  };
}

function moveEvent(n: number, uci: string, ply: number): GameOut {
  return { t: 'move', n, uci, san: uci, ply, fen: `after ${uci}`, turn: ply % 2 ? 'black' : 'white', check: false, dests: {}, claims: { threefold: false, fiftyMoves: false }, clock: null };
}

const presence: GameOut = { t: 'presence', white: true, black: true, spectators: 0, claimable: null };
const names = () => null;

test('a draw offered by the opponent is shown with Accept, and Accept answers it', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.receive({ t: 'offered', n: 5, kind: 'draw', by: 'black' });
  assert.equal(ctrl.game.offers.draw, 'black');
  assert.equal(ctrl.model(names).offer, 'game-draw-offered');
  assert.deepEqual(ctrl.message('accept'), { t: 'answer', kind: 'draw', yes: true });
  assert.deepEqual(ctrl.message('decline'), { t: 'answer', kind: 'draw', yes: false });
  // White's own button offers a draw as `offer {kind}`.
  assert.deepEqual(ctrl.message('offer-draw'), { t: 'offer', kind: 'draw' });
});

test('an offer of ours declined is told to us, and the offer lapses', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.receive({ t: 'offered', n: 5, kind: 'takeback', by: 'white' });
  assert.equal(ctrl.model(names).status, 'game-takeback-sent');
  assert.equal(ctrl.model(names).actions.takeback, false, 'no second takeback while one stands');
  const out = ctrl.receive({ t: 'declined', n: 6, kind: 'takeback', by: 'black' });
  assert.equal(out.notice, 'offer-takeback-declined');
  assert.equal(ctrl.game.offers.takeback, null);
  // The next move clears the notice.
  assert.equal(ctrl.receive(moveEvent(7, 'g1f3', 3)).notice, null);
});

test('an event already seen changes nothing; a missing one asks to catch up', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  assert.deepEqual(ctrl.receive(moveEvent(4, 'g1f3', 3)), {});
  assert.equal(ctrl.game.moves.length, 2);
  assert.equal(ctrl.receive(moveEvent(6, 'g1f3', 3)).resync, true);
  assert.equal(ctrl.game.moves.length, 2, 'nothing applied past the gap');
  assert.equal(ctrl.lastEvent, 4);
});

test('a move unanswered over a reconnect goes again once caught up, and only while it is still due', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.opened();
  ctrl.receive(presence);
  assert.deepEqual(ctrl.play('g1f3'), { t: 'move', uci: 'g1f3', ply: 2 });
  assert.equal(ctrl.model(names).state.unconfirmed, 'g1f3');
  ctrl.down();
  ctrl.opened();
  assert.equal(ctrl.receive(presence).resend, true);
  // Once caught up, another presence sends nothing again.
  assert.equal(ctrl.receive(presence).resend, undefined);
  // The server played it: confirmed.
  ctrl.receive(moveEvent(5, 'g1f3', 3));
  assert.equal(ctrl.unconfirmed, null);
  // A move overtaken while away (the server's game moved on) is not sent again.
  ctrl.play('f3g5');
  ctrl.down();
  ctrl.receive(moveEvent(6, 'b8c6', 4));
  assert.equal(ctrl.unconfirmed, null);
  assert.equal(ctrl.receive(presence).resend, undefined);
});

test('a refused move is forgotten and said in words naming it', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.play('g1g5');
  const out = ctrl.receive({ t: 'error', code: 'illegal-move', error: 'illegal' });
  assert.equal(ctrl.unconfirmed, null);
  assert.equal(out.error, 'game-illegal-move');
});

test('the computer waiting behind a busy lane says so until it moves', () => {
  const game = friendGame();
  game.opponent = 'computer';
  game.players.black = { kind: 'computer', level: 5, joined: true, online: true };
  game.turn = 'black';
  game.moves = game.moves.slice(0, 1);
  const ctrl = new GameCtrl(game, 'seat');
  assert.equal(ctrl.model(names).status, 'game-ai-thinking');
  ctrl.receive({ t: 'busy', ahead: 3 });
  assert.equal(ctrl.busy, 3);
  assert.equal(ctrl.model(names).status, 'game-ai-busy');
  ctrl.receive(moveEvent(5, 'e7e5', 2));
  assert.equal(ctrl.busy, null);
  assert.notEqual(ctrl.model(names).status, 'game-ai-busy');
});

test('a lost connection is said, and who is online is then unknown but for oneself', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.opened();
  ctrl.receive(presence);
  assert.equal(ctrl.model(names).players.black.online, true);
  ctrl.down();
  const model = ctrl.model(names);
  assert.equal(model.status, 'game-reconnecting');
  assert.equal(model.players.white.online, false);
  assert.equal(model.players.black.online, null);
});

test('a rematch leaves for its seat; a finished game opens analysis and review', () => {
  const ctrl = new GameCtrl(friendGame(), 'seat');
  ctrl.receive({ t: 'end', n: 5, status: 'finished', outcome: { winner: 'white', reason: 'resignation' }, clock: null });
  const model = ctrl.model(names);
  assert.equal(model.analysis, '/analysis/chess?game=g1');
  assert.equal(model.review, '/analysis/chess?game=g1&review=1');
  assert.equal(model.actions.rematch, true);
  assert.deepEqual(ctrl.message('rematch'), { t: 'offer', kind: 'rematch' });
  assert.deepEqual(ctrl.receive({ t: 'rematch', n: 6, id: 'g2', url: '/game/g2/s2' }), { go: '/game/g2/s2' });
});
