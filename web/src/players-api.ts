// The players' part of the HTTP API (docs/api.md, "Players"), typed.

import { call } from './api';
import type { DeviceView, KeyAnswer, LeaderboardAnswer, MeAnswer, PlayerAnswer, RatedGameView, SignIn, TakeName, TokenAnswer, TokenView } from './generated';

const enc = encodeURIComponent;

export const players = {
  me: () => call<MeAnswer>('GET', '/api/player'),
  take: (name: string) => call<KeyAnswer>('POST', '/api/player', { name } satisfies TakeName),
  signIn: (key: string) => call<PlayerAnswer>('POST', '/api/player/key', { key } satisfies SignIn),
  newKey: () => call<KeyAnswer>('POST', '/api/player/key/new'),
  devices: () => call<DeviceView[]>('GET', '/api/player/devices'),
  signOut: (id: string) => call<null>('DELETE', `/api/player/devices/${enc(id)}`),
  tokens: () => call<TokenView[]>('GET', '/api/player/tokens'),
  makeToken: () => call<TokenAnswer>('POST', '/api/player/tokens'),
  revokeToken: (id: string) => call<null>('DELETE', `/api/player/tokens/${enc(id)}`),
  player: (name: string) => call<PlayerAnswer>('GET', `/api/players/${enc(name)}`),
  leaderboard: () => call<LeaderboardAnswer>('GET', '/api/leaderboard'),
  gameRating: (id: string) => call<RatedGameView>('GET', `/api/games/${enc(id)}/rating`),
};

/** A rating change as shown: "+12", "−12" (a true minus sign), "±0". */
export function signed(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '±0';
}
