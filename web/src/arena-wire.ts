// The arena's shapes on the wire (docs/api.md "Arenas", docs/protocol.md
// "/ws/tournament/{id}"), generated from the server's types
// (protocol/arena.rs): times are Unix milliseconds, durations seconds.

export type {
  ArenaAnswer,
  ArenaCard,
  ArenaCounts,
  ArenaCreated,
  ArenaGame,
  ArenaIn,
  ArenaList,
  ArenaOut,
  ArenaSeat,
  ArenaStatus,
  ArenaSummary,
  CreateArena,
  PlayerArenaAnswer,
  PlayerArenaGame,
  PodiumPlace,
  StandingRow,
  Standings,
  TournamentTag,
} from './generated';
