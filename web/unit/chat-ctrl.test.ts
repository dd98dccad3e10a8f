import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChatCtrl, isChatRefusal, MAX_CHARS, PRESETS } from '../src/chat-ctrl';
import { useStrings } from '../src/i18n';

useStrings({
  'chat-title': 'Chat',
  'chat-room-players': 'Players’ chat',
  'chat-room-spectators': 'Spectators’ chat',
  'chat-author-spectator': 'Spectator',
  'chat-you': 'You',
  'chat-preset-good-luck': 'Good luck',
  'chat-preset-hello': 'Hello',
  'error-code-chat-flood': 'Too many messages',
  'error-code-chat-too-long': 'At most 140',
  'error-code-chat-presets-only': 'Presets only',
  'error-code-bad-message': 'Could not read',
});

const names = (color: 'white' | 'black') => (color === 'white' ? 'Ada' : 'Black');

function playersRoom(ctrl: ChatCtrl, free = true): void {
  ctrl.receive({
    t: 'chatLog',
    room: 'players',
    free,
    lines: [
      { from: 'white', text: 'hi <b>there</b>' },
      { from: 'black', preset: 'good-luck' },
    ],
  });
}

test('the chat shows nothing until the server names its room', () => {
  const ctrl = new ChatCtrl('white', false);
  assert.equal(ctrl.model(names).shown, false);
  playersRoom(ctrl);
  const model = ctrl.model(names);
  assert.equal(model.shown, true);
  assert.equal(model.room, 'Players’ chat');
  assert.deepEqual(
    model.lines.map(l => [l.who, l.text, l.mine, l.preset]),
    [
      ['You', 'hi <b>there</b>', true, false],
      ['Black', 'Good luck', false, true],
    ],
  );
});

test('lines of the room are added; a line of another room is not', () => {
  const ctrl = new ChatCtrl(null, false);
  ctrl.receive({ t: 'chatLog', room: 'spectators', free: true, lines: [] });
  ctrl.receive({ t: 'chat', room: 'players', from: 'white', text: 'secret plan' });
  ctrl.receive({ t: 'chat', room: 'spectators', from: 'spectator', text: 'who wins?' });
  const model = ctrl.model(names);
  assert.deepEqual(model.lines.map(l => [l.who, l.text]), [['Spectator', 'who wins?']]);
  assert.equal(model.muted, null, 'a spectator has no opponent to mute');
});

test('a mute hides the opponent only, and says how many lines it hides', () => {
  const ctrl = new ChatCtrl('white', true);
  playersRoom(ctrl);
  let model = ctrl.model(names);
  assert.deepEqual(model.lines.map(l => l.text), ['hi <b>there</b>']);
  assert.equal(model.hidden, 1);
  assert.equal(model.muted, true);
  assert.equal(ctrl.toggleMute(), false);
  model = ctrl.model(names);
  assert.equal(model.lines.length, 2);
  assert.equal(model.hidden, 0);
});

test('what is typed is trimmed, bounded and refused in a presets-only chat', () => {
  const ctrl = new ChatCtrl('black', false);
  playersRoom(ctrl);
  assert.deepEqual(ctrl.say('  gg  '), { t: 'chat', text: 'gg' });
  assert.equal(ctrl.say('   '), null);
  assert.equal(ctrl.error, null);
  // Counted in characters, as the server counts.
  assert.ok(ctrl.say('é'.repeat(MAX_CHARS)));
  assert.equal(ctrl.say('😀'.repeat(MAX_CHARS + 1)), null);
  assert.equal(ctrl.error, 'At most 140');
  const strangers = new ChatCtrl('black', false);
  playersRoom(strangers, false);
  assert.equal(strangers.say('hello'), null);
  assert.equal(strangers.model(names).error, 'Presets only');
  assert.deepEqual(strangers.preset('hello'), { t: 'chat', preset: 'hello' });
  assert.equal(strangers.model(names).error, null);
  assert.equal(strangers.model(names).free, false);
  assert.equal(strangers.model(names).presets.length, PRESETS.length);
});

test('a refusal is said in the reader’s words until the next line goes', () => {
  const ctrl = new ChatCtrl('white', false);
  playersRoom(ctrl);
  assert.ok(isChatRefusal('chat-flood'));
  assert.ok(!isChatRefusal('illegal-move'));
  ctrl.refused('chat-flood');
  assert.equal(ctrl.model(names).error, 'Too many messages');
  ctrl.receive({ t: 'chat', room: 'players', from: 'white', text: 'sorry' });
  assert.equal(ctrl.model(names).error, null);
  assert.deepEqual(ctrl.report(), { t: 'chatReport' });
  ctrl.receive({ t: 'chatReported' });
  assert.equal(ctrl.model(names).reported, true);
});
