// The arenas' part of the HTTP API (docs/api.md, "Arenas"), typed.

import { call } from './api';
import type { ArenaAnswer, ArenaCreated, ArenaList, CreateArena, PlayerArenaAnswer } from './arena-wire';

const enc = encodeURIComponent;

export const arenas = {
  list: () => call<ArenaList>('GET', '/api/tournaments'),
  create: (body: CreateArena) => call<ArenaCreated>('POST', '/api/tournaments', body),
  get: (id: string, page = 1) => call<ArenaAnswer>('GET', `/api/tournaments/${enc(id)}${page > 1 ? `?page=${page}` : ''}`),
  player: (id: string, name: string) => call<PlayerArenaAnswer>('GET', `/api/tournaments/${enc(id)}/players/${enc(name)}`),
  join: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/join`),
  pause: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/pause`),
  withdraw: (id: string) => call<unknown>('POST', `/api/tournaments/${enc(id)}/withdraw`),
};
