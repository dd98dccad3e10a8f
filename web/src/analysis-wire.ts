// The socket of /ws/analysis (docs/protocol.md), on the one socket module
// (web/src/socket/): a request opens it, one made while it is down waits
// (a newer replacing it), it reconnects after a drop while a request
// waits, and every message goes to the page. Its messages are typed by
// web/src/generated (AnalysisIn, AnalysisOut), generated from
// crates/server/src/analysis/messages.rs.

import { socketUrl } from './api';
import type { AnalysisIn, AnalysisOut, ScoreView } from './generated';
import { Socket } from './socket';

/** White's winning chances (0-100) by a score, as the server's review counts them. */
export function whiteChances(score: ScoreView): number {
  if (score.kind === 'cp') return 100 / (1 + Math.exp(-0.004 * score.cp));
  if (score.kind === 'win') return score.winner === 'white' ? 100 : 0;
  return 50;
}

export class AnalysisSocket {
  private socket: Socket<AnalysisOut, AnalysisIn>;

  constructor(onMessage: (msg: AnalysisOut) => void, onDown: () => void) {
    this.socket = new Socket<AnalysisOut, AnalysisIn>({
      url: () => socketUrl('/ws/analysis'),
      handlers: { info: onMessage, done: onMessage, queued: onMessage, progress: onMessage, review: onMessage, error: onMessage, pong: () => undefined },
      onDown,
      reconnect: 'when-waiting',
      queue: true,
    });
  }

  /** Sends a request, connecting first if needed; a newer request replaces one not yet sent. */
  send(msg: AnalysisIn): void {
    this.socket.send(msg);
  }

  /** Stops the running analysis and closes the socket (the page is left or the engine is off). */
  close(): void {
    this.socket.close({ t: 'stop' });
  }
}
