// The statistics page: per game, a results bar (White / draws / Black) and
// a bar chart of how games ended, from GET /api/stats.

import { api } from './api';
import { formatNumber, formatPercent, t } from './i18n';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

export async function startStatsPage(): Promise<void> {
  const box = document.getElementById('stats');
  if (!box) return;
  let stats;
  try {
    stats = await api.stats();
  } catch {
    box.replaceChildren(el('p', 'notice error', t('error-network')));
    return;
  }
  const cards: HTMLElement[] = [];
  const order = ['kingofthehill', 'racingkings', 'lielow', 'chess'];
  const variants = [...stats.variants].sort((a, b) => order.indexOf(a.variant) - order.indexOf(b.variant));
  for (const v of variants) {
    const card = el('section', 'panel stats-card');
    card.dataset.variant = v.variant;
    const head = el('h2', '', t(`game-${v.variant}`));
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
    const parts: [string, string, number, number][] = [
      ['white', 'stats-white-wins', v.whiteWins, v.whitePct],
      ['draw', 'stats-draws', v.draws, v.drawPct],
      ['black', 'stats-black-wins', v.blackWins, v.blackPct],
    ];
    const legend = el('ul', 'result-legend');
    const described: string[] = [];
    for (const [kind, label, count, share] of parts) {
      if (count > 0) {
        const seg = el('span', `seg seg-${kind}`);
        seg.style.width = `${share}%`;
        if (share >= 12) seg.textContent = formatPercent(count / v.games);
        bar.append(seg);
      }
      const item = el('li', `legend-${kind}`);
      item.append(el('span', `swatch seg-${kind}`), el('span', '', `${t(label)}: ${formatNumber(count)} (${formatPercent(count / v.games)})`));
      legend.append(item);
      described.push(`${t(label)} ${formatNumber(count)} (${formatPercent(count / v.games)})`);
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
      value.append(fill, el('span', 'ending-count', formatNumber(count)));
      row.append(label, value);
      chart.append(row);
    }
    card.append(chart);
    cards.push(card);
  }
  box.replaceChildren(...cards);
}
