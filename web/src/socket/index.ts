// One socket for every page (the game, the lobby, the analysis board):
// it connects, backs off with jitter after a drop, asks its page for the
// address again at each attempt (so a game resumes with `since`), keeps
// one unacknowledged move to send again, routes each typed message to its
// handler, and reports a handler's exception (a line in the player's
// language and a console error) instead of swallowing it.

import { reportFault } from './fault';

export { reportFault } from './fault';

/** A message with its type in `t`, as every socket message has (docs/protocol.md). */
export interface Typed {
  t: string;
}

/** One handler per message type: a type the server adds and the page forgets fails to compile. */
export type Handlers<In extends Typed> = { [K in In['t']]: (msg: Extract<In, { t: K }>) => void };

/** What the socket needs of a WebSocket (a browser's, or a test's stand-in). */
export interface Wire {
  readonly readyState: number;
  send(text: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The clock the socket waits on (the page's, or a test's). */
export interface Clock {
  now(): number;
  after(ms: number, run: () => void): number;
  cancel(timer: number): void;
  every(ms: number, run: () => void): number;
}

export interface SocketOptions<In extends Typed, Out> {
  /** The socket's address, asked again at every attempt (it carries `since`). */
  url: () => string;
  handlers: Handlers<In>;
  /** Sent every `PING_MS` while open; a socket silent for two of these is closed, and reconnects. */
  ping?: Out;
  onOpen?: () => void;
  /** The connection dropped (a new attempt follows unless `close()` was called). */
  onDown?: () => void;
  /**
   * After a drop: reconnect always (game, lobby), or only when a message
   * waits to be sent (analysis: a request is what opens it).
   */
  reconnect?: 'always' | 'when-waiting';
  /** Messages sent while down wait, the newest replacing an older one, until the socket opens. */
  queue?: boolean;
  /** Where a handler's exception goes; the page's fault line by default. */
  onFault?: (error: unknown) => void;
  open?: (url: string) => Wire;
  clock?: Clock;
}

/** How often an open socket is pinged. */
export const PING_MS = 4000;
const OPEN = 1;
const CLOSED = 3;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 10000;

/**
 * How long to wait before attempt `retry` (0 for the first after a drop):
 * doubling from half a second up to ten, each delay drawn between half and
 * all of it, so that pages cut off together do not come back together.
 */
export function backoff(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** retry);
  return Math.round(ceiling * (0.5 + random() / 2));
}

const pageClock: Clock = {
  now: () => performance.now(),
  after: (ms, run) => window.setTimeout(run, ms),
  cancel: timer => window.clearTimeout(timer),
  every: (ms, run) => window.setInterval(run, ms),
};

export class Socket<In extends Typed, Out> {
  private wire: Wire | null = null;
  private retry = 0;
  private timer: number | undefined;
  private heard = 0;
  private stopped = false;
  /** The newest message sent while down (with `queue`). */
  private waiting: Out | null = null;
  /** A move sent and not yet answered: it goes again when the page says so (`resend`). */
  private unacked: Out | null = null;
  private readonly clock: Clock;
  private readonly open: (url: string) => Wire;

  constructor(private options: SocketOptions<In, Out>) {
    this.clock = options.clock ?? pageClock;
    this.open = options.open ?? (url => new WebSocket(url));
    if (options.ping !== undefined) this.clock.every(PING_MS, () => this.beat());
    if (typeof window !== 'undefined' && !options.clock) {
      window.addEventListener('offline', () => this.wire?.close());
      window.addEventListener('online', () => {
        if (this.wire === null && !this.stopped && (this.options.reconnect !== 'when-waiting' || this.waiting !== null)) this.now();
      });
    }
  }

  /** Whether the socket is open now. */
  isOpen(): boolean {
    return this.wire?.readyState === OPEN;
  }

  /** Connects (again) at once, forgetting the backoff; an open socket is closed first. */
  now(): void {
    this.stopped = false;
    this.retry = 0;
    const old = this.wire;
    this.wire = null;
    old?.close();
    this.connect();
  }

  /** Sends a message; false when the socket is not open (with `queue`, it then waits and the socket opens). */
  send(msg: Out): boolean {
    if (this.wire?.readyState === OPEN) {
      this.wire.send(JSON.stringify(msg));
      return true;
    }
    if (this.options.queue) {
      this.waiting = msg;
      this.stopped = false;
      if (!this.wire || this.wire.readyState === CLOSED) this.connect();
    }
    return false;
  }

  /** Sends a move that must not be lost: kept until `acknowledged()`, sent again by `resend()`. */
  sendMove(msg: Out, sendNow: boolean): void {
    this.unacked = msg;
    if (sendNow) this.send(msg);
  }

  acknowledged(): void {
    this.unacked = null;
  }

  /** Sends the unacknowledged move again (the page is caught up and it is still due). */
  resend(): void {
    if (this.unacked !== null) this.send(this.unacked);
  }

  /** Closes for good: no reconnect, nothing waiting. */
  close(goodbye?: Out): void {
    this.stopped = true;
    this.waiting = null;
    if (this.timer !== undefined) this.clock.cancel(this.timer);
    if (goodbye !== undefined && this.wire?.readyState === OPEN) this.wire.send(JSON.stringify(goodbye));
    this.wire?.close();
    this.wire = null;
  }

  private connect(): void {
    if (this.timer !== undefined) this.clock.cancel(this.timer);
    this.timer = undefined;
    const wire = this.open(this.options.url());
    this.wire = wire;
    wire.addEventListener('open', () => {
      if (this.wire !== wire) return;
      this.retry = 0;
      this.heard = this.clock.now();
      const waiting = this.waiting;
      this.waiting = null;
      if (waiting !== null) wire.send(JSON.stringify(waiting));
      this.options.onOpen?.();
    });
    wire.addEventListener('message', event => {
      if (this.wire !== wire) return;
      this.heard = this.clock.now();
      this.receive(String(event.data));
    });
    wire.addEventListener('close', () => {
      if (this.wire !== wire) return;
      this.wire = null;
      this.options.onDown?.();
      if (this.stopped) return;
      if (this.options.reconnect === 'when-waiting' && this.waiting === null) return;
      this.timer = this.clock.after(backoff(this.retry++), () => {
        this.timer = undefined;
        if (!this.stopped && this.wire === null) this.connect();
      });
    });
  }

  /** Routes one message to its handler; what goes wrong there is reported, not swallowed. */
  private receive(text: string): void {
    let msg: In;
    try {
      msg = JSON.parse(text) as In;
    } catch (error) {
      this.fault(new Error(`a socket message that is not JSON (${String(error)}): ${text.slice(0, 200)}`));
      return;
    }
    const handler = (this.options.handlers as unknown as Record<string, ((m: In) => void) | undefined>)[msg.t];
    if (!handler) {
      console.warn(`regalia: a socket message of unknown type \`${msg.t}\``);
      return;
    }
    try {
      handler(msg);
    } catch (error) {
      this.fault(error);
    }
  }

  private fault(error: unknown): void {
    (this.options.onFault ?? reportFault)(error);
  }

  /** A ping, or the close of a socket silent for two of them. */
  private beat(): void {
    const wire = this.wire;
    if (wire?.readyState !== OPEN || this.options.ping === undefined) return;
    if (this.clock.now() - this.heard > 2 * PING_MS) wire.close();
    else wire.send(JSON.stringify(this.options.ping));
  }
}
