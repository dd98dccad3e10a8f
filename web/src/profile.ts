// A player's page (/@/name): the rating in each game with its history as
// an SVG chart, wins, draws and losses, recent rated games and the games
// being played now; and the leaderboards (/leaderboard).

import { errorText } from './api';
import { el, loadInto } from './dom';
import type { PlayerAnswer, RatedGameView, VariantName } from './generated';
import { formatNumber, gameName, pageData, t } from './i18n';
import { players, signed } from './players-api';

const ORDER: VariantName[] = ['kingofthehill', 'racingkings', 'lielow', 'chess'];
const SVG = 'http://www.w3.org/2000/svg';

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The rating after each rated game of `name`, oldest first, from the rating before the first. */
function history(name: string, games: RatedGameView[]): number[] {
  const points: number[] = [];
  for (const g of [...games].reverse()) {
    const side = g.white.name === name ? g.white : g.black;
    if (!points.length) points.push(side.before);
    points.push(side.after);
  }
  return points;
}

/** The rating history as a line chart, labelled with its lowest and highest rating. */
function chart(points: number[], label: string): SVGElement {
  const width = 600;
  const height = 180;
  const pad = { left: 48, right: 12, top: 12, bottom: 16 };
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = Math.max(high - low, 20);
  const x = (i: number) => pad.left + (points.length > 1 ? (i * (width - pad.left - pad.right)) / (points.length - 1) : 0);
  const y = (r: number) => pad.top + ((high + (span - (high - low)) / 2 - r) * (height - pad.top - pad.bottom)) / span;
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'rating-chart', role: 'img', 'aria-label': label });
  for (const r of [high, low]) {
    root.append(svg('line', { x1: pad.left, x2: width - pad.right, y1: y(r), y2: y(r), class: 'chart-grid' }));
    const text = svg('text', { x: pad.left - 6, y: y(r) + 4, 'text-anchor': 'end', class: 'chart-label' });
    text.textContent = formatNumber(Math.round(r));
    root.append(text);
  }
  const line = points.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ');
  root.append(svg('polyline', { points: line, class: 'chart-line' }));
  points.forEach((r, i) => root.append(svg('circle', { cx: x(i).toFixed(1), cy: y(r).toFixed(1), r: 3, class: 'chart-dot' })));
  return root;
}

function ratingCard(p: PlayerAnswer, variant: VariantName): HTMLElement | null {
  const r = p.ratings[variant];
  if (!r) return null;
  const card = el('section', 'panel rating-card');
  card.dataset.variant = variant;
  const head = el('h2', '', gameName(variant));
  const value = el('p', 'rating-value', r.shown);
  const counts = el('dl', 'rating-counts');
  for (const [id, n] of [['profile-rated-games', r.games], ['profile-wins', r.wins], ['profile-draws', r.draws], ['profile-losses', r.losses]] as const) {
    counts.append(el('dt', '', t(id)), el('dd', '', formatNumber(n)));
  }
  card.append(head, value, counts);
  const points = history(p.name, p.games.filter(g => g.variant === variant));
  if (points.length > 1) {
    card.append(el('h3', '', t('profile-history')), chart(points, `${t('profile-history')}: ${gameName(variant)}`));
  }
  return card;
}

function recentLine(p: PlayerAnswer, g: RatedGameView): HTMLElement {
  const mine = g.white.name === p.name ? g.white : g.black;
  const theirs = mine === g.white ? g.black : g.white;
  const color = mine === g.white ? 'white' : 'black';
  const result = g.winner === null ? 'profile-drawn' : g.winner === color ? 'profile-won' : 'profile-lost';
  const li = el('li', 'item');
  const link = el('a', '', gameName(g.variant));
  link.href = `/game/${encodeURIComponent(g.id)}`;
  // "against {name}" with the name a link, wherever the language puts it.
  const [before = '', after = ''] = t('profile-against', { name: '\u0000' }).split('\u0000');
  const them = el('a', '', theirs.name);
  them.href = `/@/${encodeURIComponent(theirs.name)}`;
  const against = el('span', '');
  against.append(` ${before}`, them, after, ` · ${t(result)}`);
  const info = el('span', 'item-info');
  info.append(link, against);
  li.append(info, el('span', `rating-change ${mine.change > 0 ? 'up' : mine.change < 0 ? 'down' : ''}`, g.counted ? signed(mine.change) : t('profile-uncounted')));
  return li;
}

export async function startProfilePage(): Promise<void> {
  const box = document.getElementById('profile');
  const name = String((pageData() as unknown as { player?: string }).player ?? '');
  if (!box) return;
  const p = await loadInto(box, () => players.player(name), errorText);
  if (!p) return;
  const title = document.getElementById('profile-name');
  if (title) title.textContent = p.bot ? `${t('player-bot-title')} ${p.name}` : p.name;
  const parts: HTMLElement[] = [];
  if (p.playing.length) {
    const playing = el('p', 'playing-now');
    playing.append(el('strong', '', t('profile-playing')), ' ');
    p.playing.forEach((id, i) => {
      const a = el('a', '', `#${i + 1}`);
      a.href = `/game/${encodeURIComponent(id)}`;
      playing.append(a, ' ');
    });
    parts.push(playing);
  }
  const cards = ORDER.map(v => ratingCard(p, v)).filter((c): c is HTMLElement => c !== null);
  if (!cards.length) parts.push(el('p', 'empty', t('profile-none')));
  else {
    const grid = el('div', 'stats-grid');
    grid.append(...cards);
    parts.push(grid);
    const recent = el('section', 'panel recent-rated');
    const list = el('ul', 'item-list');
    list.append(...p.games.slice(0, 20).map(g => recentLine(p, g)));
    recent.append(el('h2', '', t('profile-recent')), list);
    parts.push(recent);
  }
  box.replaceChildren(...parts);
}

export async function startLeaderboardPage(): Promise<void> {
  const box = document.getElementById('leaderboard');
  if (!box) return;
  const board = await loadInto(box, () => players.leaderboard(), errorText);
  if (!board) return;
  const cards = ORDER.map(variant => {
    const card = el('section', 'panel leaderboard-card');
    card.dataset.variant = variant;
    card.append(el('h2', '', gameName(variant)));
    const rows = board.variants[variant] ?? [];
    if (!rows.length) {
      card.append(el('p', 'empty', t('leaderboard-empty')));
      return card;
    }
    const table = el('table', 'leaderboard-table');
    const head = el('tr');
    for (const id of ['', 'leaderboard-player', 'leaderboard-rating', 'leaderboard-games']) head.append(el('th', '', id ? t(id) : '#'));
    table.append(head);
    rows.forEach((row, i) => {
      const tr = el('tr');
      const link = el('a', '', row.name);
      link.href = `/@/${encodeURIComponent(row.name)}`;
      const who = el('td');
      who.append(link);
      tr.append(el('td', '', formatNumber(i + 1)), who, el('td', '', row.rating.shown), el('td', '', formatNumber(row.rating.games)));
      table.append(tr);
    });
    card.append(table);
    return card;
  });
  box.replaceChildren(...cards);
}
