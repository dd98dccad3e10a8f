// What frames the board of a game page: the heading (icon, game, time
// control), the tab's title, and the two player strips (name, connection).

import type { VariantName } from './api';
import type { Color } from './board';
import { colorName, gameName, t } from './i18n';

export interface PlayerLine {
  name: string;
  /** Connected or not; null when the page does not know or it does not apply (hidden). */
  online: boolean | null;
}

/** The heading names the game: icon, variant and time control (or none). */
export function renderHeading(variant: VariantName, timeControl: string | null): void {
  const heading = document.getElementById('game-heading');
  if (!heading) return;
  const icon = heading.querySelector<HTMLElement>('.card-icon');
  if (icon) icon.className = `card-icon icon-${variant}`;
  const name = heading.querySelector('.heading-variant');
  if (name) name.textContent = gameName(variant);
  const clock = heading.querySelector<HTMLElement>('.heading-clock');
  if (clock) {
    clock.hidden = timeControl === null;
    clock.textContent = timeControl ?? '';
  }
  heading.hidden = false;
}

/** The tab says whose turn it is, so a player in another tab sees it. */
export function renderTitle(state: { variant: VariantName; status: string; outcome: unknown; turn: Color }, you: Color | 'both' | null): void {
  const yourTurn = (you === 'white' || you === 'black') && state.status === 'playing' && !state.outcome && state.turn === you;
  const title = `${gameName(state.variant)} · Regalia`;
  document.title = yourTurn ? `${t('title-your-turn')} · ${title}` : title;
}

/** The strips above and below the board; `toMove` is marked, if any. */
export function renderPlayerStrips(bottom: Color, players: Record<Color, PlayerLine>, toMove: Color | null): void {
  const top: Color = bottom === 'white' ? 'black' : 'white';
  for (const [position, color] of [['top', top], ['bottom', bottom]] as const) {
    const strip = document.querySelector<HTMLElement>(`.player-${position}`);
    if (!strip) continue;
    strip.dataset.color = color;
    const line = players[color];
    const name = strip.querySelector('.player-name');
    if (name) name.textContent = line.name || colorName(color);
    const conn = strip.querySelector<HTMLElement>('.player-conn');
    if (conn) {
      conn.hidden = line.online === null;
      conn.dataset.online = String(line.online);
      conn.textContent = line.online ? t('game-online') : t('game-offline');
    }
    strip.classList.toggle('to-move', toMove === color);
  }
}
