// What the game page says of named players and rated games: "Ada (1500?)",
// "Rated"/"Casual" beside the time control, and once a rated game is over
// each player's change ("+12", "−12") from GET /api/games/{id}/rating.

import type { GameView } from './generated';
import { t } from './i18n';
import { players, signed } from './players-api';

type Color = 'white' | 'black';

export class RatedNames {
  private changes: Record<Color, string> | null = null;
  private asked = false;

  /** Asks once for a finished rated game's changes; `redraw` when they arrive. */
  ensure(g: GameView, redraw: () => void): void {
    if (this.asked || !g.rated || g.status !== 'finished') return;
    this.asked = true;
    players
      .gameRating(g.id)
      .then(r => {
        this.changes = r.counted ? { white: signed(r.white.change), black: signed(r.black.change) } : null;
        redraw();
      })
      .catch(() => {
        /* the game was not rated after all (two devices of one player, or the day's games of the pair) */
      });
  }

  /**
   * "Ada", a line break, then "(1500?)" or "(1500? +12)"; null for a player
   * without a name. The rating has a line of its own, so on a phone a long
   * name never pushes it out of the strip.
   */
  name(g: GameView, color: Color): string | null {
    const p = g.players[color].player;
    if (!p) return null;
    const change = this.changes ? ` ${this.changes[color]}` : '';
    // A bot account's name carries its title, as on lichess.
    const title = p.bot ? `${t('player-bot-title')} ` : '';
    return `${title}${p.name}\n(${p.rating}${change})`;
  }

  /** The time control with "Rated" or "Casual" when a named player sits at the game. */
  static timeControl(g: GameView, clock: string | null): string | null {
    if (!g.players.white.player && !g.players.black.player) return clock;
    const kind = t(g.rated ? 'game-rated' : 'game-casual');
    return clock ? `${clock} · ${kind}` : kind;
  }
}
