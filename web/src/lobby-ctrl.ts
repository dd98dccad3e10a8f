// The lobby's state on the home page: the seeks shown (the socket's
// snapshot, then its deltas; or GET /api/lobby's answer if it comes
// first) and the live counts. No DOM and no network: home.ts routes the
// lobby socket's messages (`LobbyOut`) here and draws `seeks()` and
// `counts` (home-lobby.ts).

import type { Counts, LobbyOut, SeekView } from './api';

/** Seeks are kept to the newest this many, as the server's snapshot is. */
export const MAX_SHOWN = 100;

export class LobbyCtrl {
  private shown = new Map<string, SeekView>();
  counts: Counts | null = null;
  /** The socket has spoken: a late HTTP answer no longer overwrites what it said. */
  private socketSpoke = false;

  /** The answer of GET /api/lobby; false when the socket's word came first (nothing changes). */
  fromHttp(seeks: SeekView[], counts: Counts): boolean {
    if (this.socketSpoke) return false;
    this.snapshot(seeks);
    this.counts = counts;
    return true;
  }

  /** A lobby socket message: what it changes. */
  receive(msg: LobbyOut): void {
    switch (msg.t) {
      case 'lobby':
        this.socketSpoke = true;
        this.snapshot(msg.seeks);
        this.counts = msg.counts;
        return;
      case 'seeks':
        this.socketSpoke = true;
        this.delta(msg.added, msg.removed);
        this.counts = msg.counts;
        return;
      case 'counts':
        this.socketSpoke = true;
        this.counts = { players: msg.players, games: msg.games, seeks: msg.seeks };
        return;
      // A refusal or a pong changes nothing here.
      case 'error':
      case 'pong':
        return;
      default: {
        const unknown: never = msg;
        return unknown;
      }
    }
  }

  /** This page withdrew its seek `id` (over HTTP): it leaves at once. */
  withdrawn(id: string): void {
    this.delta([], [id]);
  }

  /** The seeks to show, oldest first (the server sends only those this player may join). */
  seeks(): SeekView[] {
    return [...this.shown.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  private snapshot(seeks: SeekView[]): void {
    this.shown.clear();
    for (const seek of seeks) this.shown.set(seek.id, seek);
  }

  private delta(added: SeekView[], removed: string[]): void {
    for (const id of removed) this.shown.delete(id);
    for (const seek of added) this.shown.set(seek.id, seek);
    if (this.shown.size > MAX_SHOWN) {
      const oldest = [...this.shown.values()].sort((a, b) => a.createdAt - b.createdAt).slice(0, this.shown.size - MAX_SHOWN);
      for (const seek of oldest) this.shown.delete(seek.id);
    }
  }
}
