// The two clocks of the game page. A clock reading (`ClockView`) is what
// the server said at the moment it sent it: the running side's time counts
// down from that moment, never from the start of the turn, so a message
// that carries no clock (presence, offers) leaves the display alone.

import type { ClockView } from './api';
import type { Color } from './board';
import { sounds } from './sound';
import { timeLeftText } from './time-choice';

/** A clock runs low under 20 s (a correspondence game's in its last hour), or under a tenth of the start when that is less (but never under 10 s). */
export function lowTimeMs(clock: ClockView): number {
  // Correspondence: the last hour of the days per move.
  if (clock.days) return 3600000;
  return Math.min(20000, Math.max(10000, clock.initial / 10));
}

export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (ms < 10000) return `${minutes}:${String(seconds).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export class ClockDisplay {
  /** The last reading and when (performance.now()) this page received it. */
  private reading: { state: ClockView; at: number } | null = null;
  private timer: number | undefined;
  /** The sides already warned of low time this turn (one sound per side). */
  private warned = new Set<Color>();

  constructor(
    /** The clock nodes, top and bottom, with the colour each shows. */
    private places: () => { node: HTMLElement; color: Color }[],
    /** Whose low time sounds a warning (the player's own clock), if anyone's. */
    private warnFor: () => Color | null,
  ) {}

  /**
   * Shows a reading. The same reading given again (a redraw for another
   * reason) keeps the time it was received: it is not restarted.
   */
  set(clock: ClockView | null, stopped: boolean): void {
    if (clock !== this.reading?.state) this.reading = clock ? { state: clock, at: performance.now() } : null;
    window.clearInterval(this.timer);
    this.timer = undefined;
    if (clock?.running && !stopped) this.timer = window.setInterval(() => this.render(stopped), 200);
    this.render(stopped);
  }

  /** The time `color` has left now, by the last reading. */
  left(color: Color, stopped: boolean): number | null {
    if (!this.reading) return null;
    const { state, at } = this.reading;
    const running = state.running === color && !stopped;
    return Math.max(0, state[color] - (running ? performance.now() - at : 0));
  }

  render(stopped: boolean): void {
    for (const { node, color } of this.places()) {
      const reading = this.reading;
      const ms = this.left(color, stopped);
      if (!reading || ms === null) {
        node.hidden = true;
        continue;
      }
      const running = reading.state.running === color && !stopped;
      const low = ms < lowTimeMs(reading.state);
      node.hidden = false;
      node.classList.toggle('running', running);
      node.classList.toggle('low', low);
      if (!low) this.warned.delete(color);
      else if (running && !this.warned.has(color) && this.warnFor() === color) {
        this.warned.add(color);
        sounds.lowTime();
      }
      // A correspondence game's days read as days and hours.
      node.textContent = reading.state.days ? timeLeftText(ms) : formatClock(ms);
    }
  }
}
