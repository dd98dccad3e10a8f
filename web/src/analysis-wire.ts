// The messages of /ws/analysis (crates/server/src/analysis/messages.rs,
// docs/protocol.md), typed, and the socket that carries them: it
// reconnects after a drop and hands every message to the page.

import { socketUrl } from './api';
import type { MoveView as PlayedMove } from './generated';
import type { Color } from './board';

export interface PositionRequest {
  variant: string;
  fen: string | null;
  moves: string[];
}

export type AnalysisIn =
  | ({ t: 'analyse'; id: number; lines: number } & PositionRequest)
  | ({ t: 'review'; id: number; game: string | null } & PositionRequest)
  | { t: 'stop' }
  | { t: 'ping' };

export type Score =
  | { kind: 'cp'; cp: number }
  | { kind: 'win'; winner: Color; moves: number; by: string | null }
  | { kind: 'draw' };

export interface Line {
  score: Score;
  moves: PlayedMove[];
}

export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

export interface MarkCounts {
  inaccuracies: number;
  mistakes: number;
  blunders: number;
}

export interface Review {
  variant: string;
  fen: string | null;
  positions: { score: Score; chances: number; best: PlayedMove | null; depth: number }[];
  moves: { uci: string; san: string; drop: number; mark: Mark | null }[];
  white: MarkCounts;
  black: MarkCounts;
}

export type AnalysisErrorCode =
  | 'too-many-analyses'
  | 'rate-limited'
  | 'bad-position'
  | 'bad-message'
  | 'no-game'
  | 'not-over'
  | 'busy';

export type AnalysisOut =
  | { t: 'info'; id: number; depth: number; nodes: number; ms: number; lines: Line[] }
  | { t: 'done'; id: number; score: Score | null }
  | { t: 'progress'; id: number; done: number; of: number }
  | { t: 'review'; id: number; review: Review }
  | { t: 'error'; id: number | null; code: AnalysisErrorCode; message: string }
  | { t: 'pong' };

/** White's winning chances (0-100) by a score, as the server's review counts them. */
export function whiteChances(score: Score): number {
  if (score.kind === 'cp') return 100 / (1 + Math.exp(-0.004 * score.cp));
  if (score.kind === 'win') return score.winner === 'white' ? 100 : 0;
  return 50;
}

export class AnalysisSocket {
  private socket: WebSocket | null = null;
  private queued: AnalysisIn | null = null;
  private retry = 500;
  private closed = false;

  constructor(
    private onMessage: (msg: AnalysisOut) => void,
    private onDown: () => void,
  ) {}

  /** Sends a request, connecting first if needed; a newer request replaces one not yet sent. */
  send(msg: AnalysisIn): void {
    this.closed = false;
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(msg));
      return;
    }
    this.queued = msg;
    if (!this.socket || this.socket.readyState === WebSocket.CLOSED) this.connect();
  }

  /** Stops the running analysis and closes the socket (the page is left or the engine is off). */
  close(): void {
    this.closed = true;
    this.queued = null;
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ t: 'stop' }));
    this.socket?.close();
    this.socket = null;
  }

  private connect(): void {
    const socket = new WebSocket(socketUrl('/ws/analysis'));
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.retry = 500;
      if (this.queued) {
        socket.send(JSON.stringify(this.queued));
        this.queued = null;
      }
    });
    socket.addEventListener('message', event => {
      try {
        this.onMessage(JSON.parse(String(event.data)) as AnalysisOut);
      } catch {
        /* not ours */
      }
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      this.onDown();
      window.setTimeout(() => {
        if (!this.closed && !this.socket && this.queued) this.connect();
      }, this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    });
  }
}
