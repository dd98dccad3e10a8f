// Draws the arena page (/tournament/{id}) from ArenaCtrl: heading and
// facts, the countdown, the buttons, the standings with the player's own
// line, the pager, the podium, the featured game and the summary. DOM
// only: it never sends; arena.ts listens to the buttons it draws.

import { clockText, duration } from './arena-format';
import type { ArenaAction, ArenaCtrl } from './arena-ctrl';
import type { ArenaAnswer, ArenaCard, ArenaSummary, PlayerArenaAnswer, PodiumPlace, StandingRow } from './arena-wire';
import { el } from './dom';
import { colorName, formatNumber, gameName, t } from './i18n';

const byId = (id: string): HTMLElement | null => document.getElementById(id);

/** Replaces a box's children; the keyboard's focus, if it was inside, goes to the same control or the box's first one. */
function replaceKeepingFocus(box: HTMLElement, parts: HTMLElement[]): void {
  const focused = document.activeElement;
  const inside = focused instanceof HTMLElement && box.contains(focused) ? focused.id : null;
  box.replaceChildren(...parts);
  if (inside === null) return;
  const again = (inside && byId(inside)) || box.querySelector<HTMLElement>('button:not([disabled]), a');
  again?.focus();
}

/** The game (unless `withGame` is false), clock, length and kind of an arena: "King of the Hill · 3+0 · 60 min · Rated". */
export function arenaFacts(a: Pick<ArenaCard, 'variant' | 'clock' | 'minutes' | 'rated'>, withGame = true): string {
  const facts = [clockText(a.clock), t('arena-minutes', { number: a.minutes }), t(a.rated ? 'game-rated' : 'game-casual')];
  return (withGame ? [gameName(a.variant), ...facts] : facts).join(' · ');
}

/** "12 games · performance 1890" (no performance before a game). */
function performanceText(games: number, performance: number | null): string {
  const count = t('arena-games-count', { count: games });
  return performance === null ? count : `${count} · ${t('arena-performance', { number: String(performance) })}`;
}

/** "Ada (1500?)", or the name alone when the rating is not known. */
function withRating(name: string, rating: string | undefined): string {
  return rating ? `${name} (${rating})` : name;
}

/** A small flame: the mark of a player on fire. */
export function fireMark(): HTMLElement {
  const mark = el('span', 'fire');
  mark.title = t('arena-on-fire');
  mark.setAttribute('role', 'img');
  mark.setAttribute('aria-label', t('arena-on-fire'));
  mark.innerHTML = '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M8 1c1 3 5 4.5 5 9a5 5 0 0 1-10 0c0-2.2 1.2-3.6 2.3-4.6-.1 1.6.5 2.6 1.5 3.1C6.2 6 7.6 3.8 8 1z" fill="currentColor"/></svg>';
  return mark;
}

const ACTION_LABEL: Record<ArenaAction, string> = {
  join: 'arena-join',
  resume: 'arena-resume',
  pause: 'arena-pause',
  withdraw: 'arena-withdraw',
  'take-name': 'arena-take-name',
};

export class ArenaPageView {
  /**
   * What each part was last drawn from: a part is drawn again only when it
   * changed, so that a button or link holding the keyboard's focus stays.
   */
  private drawn = new Map<string, string>();

  /** Whether `part` must be drawn for `from` (and notes that it is). */
  private changed(part: string, from: unknown): boolean {
    const key = JSON.stringify(from);
    if (this.drawn.get(part) === key) return false;
    this.drawn.set(part, key);
    return true;
  }

  /** Everything that changes with a message or an answer. */
  draw(ctrl: ArenaCtrl, now: number): void {
    const a = ctrl.arena;
    const heading = byId('arena-heading');
    const icon = heading?.querySelector<HTMLElement>('.card-icon');
    if (icon) icon.className = `card-icon icon-${a.variant}`;
    const name = byId('arena-name');
    if (name) name.textContent = t('arena-of-game', { game: gameName(a.variant) });
    document.title = `${name?.textContent ?? ''} · Regalia`;
    const facts = byId('arena-facts');
    if (facts) facts.textContent = `${arenaFacts(a)} · ${t('arena-players', { count: a.counts.players })}`;
    this.tick(ctrl, now);
    this.actions(ctrl);
    this.notice(ctrl);
    this.table(ctrl);
    this.pager(ctrl);
    this.podium(a.podium);
    this.player(ctrl.player);
    this.featured(a);
    this.summary(a.summary);
  }

  /** The countdown alone (every second). */
  tick(ctrl: ArenaCtrl, now: number): void {
    const box = byId('arena-countdown');
    if (!box) return;
    const countdown = ctrl.countdown(now);
    box.hidden = false;
    box.dataset.kind = countdown?.kind ?? 'over';
    box.textContent = countdown
      ? t(countdown.kind === 'start' ? 'arena-starts-countdown' : 'arena-ends-countdown', { clock: duration(countdown.seconds) })
      : t('arena-over');
  }

  showError(text: string | null): void {
    const box = byId('arena-error');
    if (!box) return;
    box.hidden = text === null;
    box.textContent = text ?? '';
  }

  private actions(ctrl: ArenaCtrl): void {
    const box = byId('arena-actions');
    if (!box || !this.changed('actions', [ctrl.actions(), ctrl.busy])) return;
    const buttons = ctrl.actions().map(action => {
      if (action === 'take-name') {
        const link = el('a', 'button primary', t(ACTION_LABEL[action]));
        link.href = '/player';
        return link;
      }
      const button = el('button', action === 'join' || action === 'resume' ? 'button primary' : 'button', t(ACTION_LABEL[action]));
      button.type = 'button';
      button.dataset.arenaAction = action;
      button.id = `arena-${action}`;
      button.disabled = ctrl.busy;
      return button;
    });
    replaceKeepingFocus(box, buttons);
    box.hidden = buttons.length === 0;
  }

  private notice(ctrl: ArenaCtrl): void {
    const box = byId('arena-notice');
    const game = ctrl.arena.myGame;
    if (!box || !this.changed('notice', [ctrl.arena.status, game, ctrl.starting])) return;
    if (ctrl.arena.status === 'finished' || !game) {
      box.hidden = true;
      return;
    }
    const link = el('a', 'button primary', t('arena-go-to-game'));
    link.href = game.url;
    link.id = 'arena-my-game';
    box.replaceChildren(el('strong', '', ctrl.starting ? t('arena-game-starting') : t('arena-game-on')), ' ', link);
    box.hidden = false;
  }

  private table(ctrl: ArenaCtrl): void {
    const box = byId('arena-table');
    const { rows, mine } = ctrl.lines();
    if (!box || !this.changed('table', [rows, mine, ctrl.arena.me?.name])) return;
    if (rows.length === 0 && !mine) {
      box.replaceChildren(el('p', 'empty', t('arena-empty')));
      return;
    }
    const table = el('table', 'arena-table');
    const head = el('tr');
    for (const [id, className] of [['arena-rank', 'rank'], ['arena-player', 'name'], ['arena-rating', 'rating'], ['arena-sheet', 'sheet'], ['arena-score', 'score']]) {
      const th = el('th', className, t(id!));
      th.scope = 'col';
      head.append(th);
    }
    table.append(el('thead'), el('tbody'));
    table.tHead?.append(head);
    const body = table.tBodies[0]!;
    for (const row of rows) body.append(this.row(row, ctrl.isMine(row)));
    if (mine) {
      const gap = el('tr', 'gap');
      const cell = el('td', '', '…');
      cell.colSpan = 5;
      gap.append(cell);
      body.append(gap, this.row(mine, true));
    }
    box.replaceChildren(table);
  }

  private row(row: StandingRow, mine: boolean): HTMLTableRowElement {
    const tr = el('tr', mine ? 'mine' : '');
    if (mine) tr.id = 'arena-my-line';
    const name = el('td', 'name');
    // The name opens the player's games in this arena (arena.ts listens).
    const open = el('button', 'player-name', row.name);
    open.type = 'button';
    open.dataset.player = row.name;
    name.append(open);
    if (row.paused) name.append(' ', el('span', 'paused muted', t('arena-paused')));
    // On a phone the rating goes under the name (arena.css hides its column).
    name.append(el('span', 'row-rating muted', String(row.rating)));
    const sheet = el('td', 'sheet');
    [...row.sheet].forEach((digit, i) => sheet.append(el('span', row.doubled[i] ? 'double' : '', digit)));
    const score = el('td', 'score');
    if (row.fire) score.append(fireMark(), ' ');
    score.append(el('strong', '', formatNumber(row.score)));
    tr.append(el('td', 'rank', String(row.rank)), name, el('td', 'rating', String(row.rating)), sheet, score);
    return tr;
  }

  private pager(ctrl: ArenaCtrl): void {
    const nav = byId('arena-pager');
    const { page, pages } = ctrl.arena.standings;
    if (!nav || !this.changed('pager', [page, pages, ctrl.myPage()])) return;
    nav.hidden = pages <= 1;
    if (pages <= 1) return;
    const button = (label: string, to: number | null, id: string): HTMLButtonElement => {
      const b = el('button', 'button', label);
      b.type = 'button';
      b.id = id;
      b.disabled = to === null;
      if (to !== null) b.dataset.page = String(to);
      return b;
    };
    const parts: HTMLElement[] = [button(t('arena-previous'), ctrl.turn(-1), 'arena-previous'), el('span', 'muted', t('arena-page', { number: page, total: pages })), button(t('arena-next'), ctrl.turn(1), 'arena-next')];
    const mine = ctrl.myPage();
    if (mine !== null && mine !== page) parts.push(button(t('arena-find-me'), mine, 'arena-find-me'));
    replaceKeepingFocus(nav, parts);
  }

  private podium(podium: PodiumPlace[]): void {
    const box = byId('arena-podium');
    if (!box || !this.changed('podium', podium)) return;
    box.hidden = podium.length === 0;
    if (podium.length === 0) return;
    const list = el('ol', 'podium');
    for (const row of podium.slice(0, 3)) {
      const li = el('li', `place-${row.rank}`);
      const link = el('a', 'podium-name', row.name);
      link.href = `/@/${encodeURIComponent(row.name)}`;
      const about = el('span', 'podium-about');
      about.append(link, el('span', 'muted', performanceText(row.games, row.performance)));
      li.append(el('span', 'podium-rank', String(row.rank)), about, el('span', 'podium-score', t('arena-points', { count: row.score })));
      list.append(li);
    }
    box.replaceChildren(el('h2', '', t('arena-podium-title')), list);
    box.querySelector('h2')!.id = 'arena-podium-title';
  }

  /** A player's games in this arena, beside the standings. */
  private player(shown: PlayerArenaAnswer | null): void {
    const box = byId('arena-player');
    if (!box || !this.changed('player', shown)) return;
    box.hidden = !shown;
    if (!shown) return;
    const { row, games } = shown;
    const h2 = el('h2');
    h2.id = 'arena-player-title';
    const profile = el('a', '', row.name);
    profile.href = `/@/${encodeURIComponent(row.name)}`;
    h2.append(profile);
    const close = el('button', 'button', t('arena-close'));
    close.type = 'button';
    close.id = 'arena-player-close';
    close.dataset.player = '';
    const head = el('div', 'arena-player-head');
    head.append(h2, close);
    const facts = el('p', 'muted', `${t('arena-rank')} ${row.rank} · ${t('arena-points', { count: row.score })} · ${performanceText(row.games, row.performance)}`);
    const list = el('ol', 'arena-player-games');
    const results: Record<string, string> = { win: 'profile-won', draw: 'profile-drawn', loss: 'profile-lost', playing: 'profile-playing' };
    for (const game of games) {
      const li = el('li', `result-${game.result}`);
      const link = el('a', '', t('profile-against', { name: game.opponent }));
      link.href = `/game/${encodeURIComponent(game.id)}`;
      const parts = [colorName(game.color), t(results[game.result] ?? 'profile-playing')];
      if (game.result !== 'playing') parts.push(t('arena-points', { count: game.points }));
      if (game.berserk) parts.push(t('arena-berserk'));
      li.append(link, el('span', 'muted', ` · ${parts.join(' · ')}`));
      list.append(li);
    }
    box.replaceChildren(head, facts, games.length ? list : el('p', 'empty', t('arena-no-games')));
  }

  private featured(a: ArenaAnswer): void {
    const box = byId('arena-featured');
    const game = a.status === 'started' ? a.featured : null;
    if (!box || !this.changed('featured', game)) return;
    box.hidden = !game;
    if (!game) return;
    const h2 = el('h2', '', t('arena-featured-title'));
    h2.id = 'arena-featured-title';
    const link = el('a', 'button', t('arena-watch'));
    link.href = game.url;
    link.id = 'arena-featured-link';
    box.replaceChildren(h2, el("p", "featured-players", `${withRating(game.white, game.white_rating)} – ${withRating(game.black, game.black_rating)}`), link);
  }

  private summary(summary: ArenaSummary | null): void {
    const box = byId('arena-summary');
    if (!box || !this.changed('summary', summary)) return;
    box.hidden = !summary;
    if (!summary) return;
    const share = (ratio: number): string => {
      try {
        return new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'percent' }).format(ratio);
      } catch {
        return `${Math.round(ratio * 100)}%`;
      }
    };
    const facts: [string, string][] = [
      ['arena-summary-games', formatNumber(summary.games)],
      ['arena-summary-white', share(summary.whiteWins)],
      ['arena-summary-black', share(summary.blackWins)],
      ['arena-summary-draws', share(summary.draws)],
      ['arena-summary-berserk', share(summary.berserkRate)],
    ];
    if (summary.averageRating !== null) facts.push(['arena-summary-rating', String(summary.averageRating)]);
    const list = el('dl', 'arena-figures');
    for (const [id, value] of facts) list.append(el('dt', '', t(id)), el('dd', '', value));
    const h2 = el('h2', '', t('arena-summary-title'));
    h2.id = 'arena-summary-title';
    box.replaceChildren(h2, list);
  }
}
