import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backoff, PING_MS, Socket, type Clock, type Wire } from '../src/socket';

type In = { t: 'hello'; n: number } | { t: 'bye' };
type Out = { t: 'ping' } | { t: 'move'; uci: string };

/** A WebSocket stand-in: the test opens, speaks and closes it. */
class FakeWire implements Wire {
  readyState = 0;
  sent: string[] = [];
  private listeners: Record<string, ((event: { data: unknown }) => void)[]> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire('close');
  }
  open(): void {
    this.readyState = 1;
    this.fire('open');
  }
  say(text: string): void {
    this.fire('message', text);
  }
  private fire(type: string, data?: unknown): void {
    for (const listener of this.listeners[type] ?? []) listener({ data });
  }
}

/** A clock the test moves by hand. */
class FakeClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; run: () => void; every?: number }>();
  private next = 1;
  now(): number {
    return this.time;
  }
  after(ms: number, run: () => void): number {
    this.timers.set(this.next, { at: this.time + ms, run });
    return this.next++;
  }
  every(ms: number, run: () => void): number {
    this.timers.set(this.next, { at: this.time + ms, run, every: ms });
    return this.next++;
  }
  cancel(timer: number): void {
    this.timers.delete(timer);
  }
  pending(): number[] {
    return [...this.timers.values()].filter(t => !t.every).map(t => t.at - this.time);
  }
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.timers.delete(id);
      timer.run();
    }
    this.time = end;
  }
}

function setUp(options: { ping?: Out; queue?: boolean; reconnect?: 'always' | 'when-waiting' } = {}) {
  const wires: FakeWire[] = [];
  const clock = new FakeClock();
  const heard: In[] = [];
  const faults: unknown[] = [];
  let since = 0;
  const socket = new Socket<In, Out>({
    url: () => `/ws?since=${since}`,
    handlers: {
      hello: msg => {
        if (msg.n < 0) throw new Error('a handler fails');
        since = msg.n;
        heard.push(msg);
      },
      bye: msg => heard.push(msg),
    },
    onFault: error => faults.push(error),
    open: url => {
      const wire = new FakeWire(url);
      wires.push(wire);
      return wire;
    },
    clock,
    ...options,
  });
  return { socket, wires, clock, heard, faults };
}

test('the backoff doubles from half a second to ten, each delay drawn between half and all of it', () => {
  assert.equal(backoff(0, () => 1), 500);
  assert.equal(backoff(0, () => 0), 250);
  assert.equal(backoff(3, () => 1), 4000);
  assert.equal(backoff(10, () => 1), 10000);
  assert.equal(backoff(10, () => 0), 5000);
});

test('each message goes to its handler; a handler that throws is reported, not swallowed', () => {
  const { socket, wires, heard, faults } = setUp();
  socket.now();
  wires[0].open();
  wires[0].say('{"t":"hello","n":3}');
  wires[0].say('{"t":"bye"}');
  assert.deepEqual(heard, [{ t: 'hello', n: 3 }, { t: 'bye' }]);
  wires[0].say('{"t":"hello","n":-1}');
  wires[0].say('not json');
  assert.equal(faults.length, 2);
  assert.match(String(faults[0]), /a handler fails/);
  // The socket goes on after a fault.
  wires[0].say('{"t":"hello","n":4}');
  assert.equal(heard.length, 3);
});

test('after a drop it reconnects after a growing delay, asking again for its address (with since)', () => {
  const { socket, wires, clock } = setUp();
  socket.now();
  wires[0].open();
  wires[0].say('{"t":"hello","n":7}');
  wires[0].close();
  const [first] = clock.pending();
  assert.ok(first >= 250 && first <= 500, `${first}`);
  clock.advance(first);
  assert.equal(wires.length, 2);
  assert.equal(wires[1].url, '/ws?since=7');
  wires[1].close();
  const [second] = clock.pending();
  assert.ok(second >= 500 && second <= 1000, `${second}`);
  clock.advance(second);
  wires[2].open();
  wires[2].close();
  // Opened once: the backoff starts again.
  assert.ok(clock.pending()[0] <= 500);
});

test('an unacknowledged move goes again when told, until acknowledged', () => {
  const { socket, wires } = setUp();
  socket.now();
  wires[0].open();
  socket.sendMove({ t: 'move', uci: 'e2e4' }, true);
  assert.deepEqual(wires[0].sent, ['{"t":"move","uci":"e2e4"}']);
  socket.resend();
  assert.equal(wires[0].sent.length, 2);
  socket.acknowledged();
  socket.resend();
  assert.equal(wires[0].sent.length, 2);
});

test('a silent socket is pinged, then closed after two pings unanswered', () => {
  const { socket, wires, clock } = setUp({ ping: { t: 'ping' } });
  socket.now();
  wires[0].open();
  clock.advance(PING_MS);
  assert.deepEqual(wires[0].sent, ['{"t":"ping"}']);
  clock.advance(2 * PING_MS);
  assert.equal(wires[0].readyState, 3);
});

test('with a queue, a message sent while down opens the socket and goes first; closed, nothing reconnects', () => {
  const { socket, wires, clock } = setUp({ queue: true, reconnect: 'when-waiting' });
  assert.equal(socket.send({ t: 'move', uci: 'a' }), false);
  socket.send({ t: 'move', uci: 'b' });
  assert.equal(wires.length, 1);
  wires[0].open();
  assert.deepEqual(wires[0].sent, ['{"t":"move","uci":"b"}']);
  // Dropped with nothing waiting: it stays down.
  wires[0].close();
  assert.deepEqual(clock.pending(), []);
  socket.close();
  assert.equal(wires.length, 1);
});
