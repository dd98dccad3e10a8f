// The statistics page: per game, a results bar (White / draws / Black) and
// a bar chart of how games ended, from GET /api/stats.

import { api } from './api';
import { el, loadInto } from './dom';
import { gameName, t } from './i18n';

const percent = (() => {
  const options = { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en', options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
})();

const whole = (() => {
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en');
  } catch {
    return new Intl.NumberFormat('en');
  }
})();

const entire = (() => {
  const options = { style: 'percent', maximumFractionDigits: 0 } as const;
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en', options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
})();

/**
 * A share of the games, with two decimals, written as the page language
 * writes it ("49.32%", "49,32 %"); none or all of them without decimals
 * ("0%", "100%": nothing is rounded there).
 */
function pct(count: number, games: number): string {
  if (!games || count === 0 || count === games) return entire.format(games ? count / games : 0);
  return percent.format(count / games);
}

export async function startStatsPage(): Promise<void> {
  const box = document.getElementById('stats');
  if (!box) return;
  const stats = await loadInto(box, () => api.stats(), () => t('error-network'));
  if (!stats) return;
  const cards: HTMLElement[] = [];
  const order = ['kingofthehill', 'racingkings', 'lielow', 'chess'];
  const variants = [...stats.variants].sort((a, b) => order.indexOf(a.variant) - order.indexOf(b.variant));
  for (const v of variants) {
    const card = el('section', 'panel stats-card');
    card.dataset.variant = v.variant;
    const head = el('h2', '', gameName(v.variant));
    const total = el('p', 'muted stats-total', t('stats-games', { count: v.games }));
    card.append(head, total);
    if (v.games === 0) {
      card.append(el('p', 'empty', t('stats-nothing')));
      cards.push(card);
      continue;
    }
    card.append(el('h3', '', t('stats-results')));
    const bar = el('div', 'result-bar');
    bar.setAttribute('role', 'img');
    // Lielow has no draws: no row for them.
    const parts: [string, string, number][] = [
      ['white', 'stats-white-wins', v.whiteWins],
      ...(v.variant === 'lielow' ? [] : [['draw', 'stats-draws', v.draws] as [string, string, number]]),
      ['black', 'stats-black-wins', v.blackWins],
    ];
    const legend = el('ul', 'result-legend');
    const described: string[] = [];
    for (const [kind, label, count] of parts) {
      const share = (count / v.games) * 100;
      if (count > 0) {
        const seg = el('span', `seg seg-${kind}`);
        seg.style.width = `${share}%`;
        if (share >= 16) seg.textContent = pct(count, v.games);
        bar.append(seg);
      }
      const item = el('li', `legend-${kind}`);
      const swatch = el('span', `swatch seg-${kind}`);
      swatch.setAttribute('aria-hidden', 'true');
      const line = t('stats-share', { label: t(label), number: whole.format(count), percent: pct(count, v.games) });
      item.append(swatch, el('span', '', line));
      legend.append(item);
      described.push(line);
    }
    bar.setAttribute('aria-label', described.join(', '));
    card.append(bar, legend);

    card.append(el('h3', '', t('stats-endings')));
    const endings = Object.entries(v.reasons).sort((a, b) => b[1] - a[1]);
    const most = Math.max(1, ...endings.map(([, n]) => n));
    const chart = el('dl', 'ending-chart');
    for (const [reason, count] of endings) {
      const row = el('div', 'ending-row');
      const label = el('dt', '', t(`ending-${reason}`));
      const value = el('dd');
      const fill = el('span', 'ending-fill');
      fill.style.width = `${(count / most) * 100}%`;
      value.append(fill, el('span', 'ending-count', whole.format(count)));
      row.append(label, value);
      chart.append(row);
    }
    card.append(chart);
    cards.push(card);
  }
  box.replaceChildren(...cards);
}
