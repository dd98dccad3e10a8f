// The socket of /ws/analysis (docs/protocol.md): it reconnects after a
// drop and hands every message to the page. Its messages are typed by
// web/src/generated (AnalysisIn, AnalysisOut), generated from
// crates/server/src/analysis/messages.rs.

import { socketUrl } from './api';
import type { AnalysisIn, AnalysisOut, ScoreView } from './generated';

/** A message of the analysis socket, typed as the server's `AnalysisOut` (generated). */
function readAnalysisOut(text: string): AnalysisOut {
  return JSON.parse(text);
}

/** White's winning chances (0-100) by a score, as the server's review counts them. */
export function whiteChances(score: ScoreView): number {
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
        this.onMessage(readAnalysisOut(String(event.data)));
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
