// The arenas' part of the HTTP API (docs/api.md, "Arenas"), typed.

import { call } from './api';
import type { ArenaList, ArenaView, CreateArena } from './arena-wire';

const enc = encodeURIComponent;

export const arenas = {
  list: () => call<ArenaList>('GET', '/api/tournaments'),
  create: (body: CreateArena) => call<{ id: string }>('POST', '/api/tournaments', body),
  get: (id: string, page?: number) => call<ArenaView>('GET', `/api/tournaments/${enc(id)}${page && page > 1 ? `?page=${page}` : ''}`),
  join: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/join`),
  pause: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/pause`),
  withdraw: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/withdraw`),
  berserk: (game: string, seat: string | null) => call<unknown>('POST', `/api/games/${enc(game)}/berserk`, seat ? { seat } : undefined),
};
