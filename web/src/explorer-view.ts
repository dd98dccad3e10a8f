// The opening explorer's panel on the analysis board, drawn whole from
// the ctrl (explorer-ctrl.ts): a table of the moves played from the
// position with their games, a three-colour bar of White's wins, draws
// and Black's wins, and the players' average rating; or words saying why
// there is none. DOM only: clicks go to `onPick`, which the page binds.

import type { ExplorerCtrl, ExplorerRow } from './explorer-ctrl';
import { formatNumber, t } from './i18n';

function cell(tag: 'td' | 'th', className: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** The three-colour bar of a row's results, each part labelled. */
function bar(row: ExplorerRow): HTMLElement {
  const out = document.createElement('div');
  out.className = 'explorer-bar';
  const parts: [string, number, string][] = [
    ['white', row.white, 'analysis-explorer-white'],
    ['draw', row.draw, 'analysis-explorer-draw'],
    ['black', row.black, 'analysis-explorer-black'],
  ];
  for (const [kind, percent, key] of parts) {
    if (percent <= 0) continue;
    const part = document.createElement('span');
    part.className = `explorer-part ${kind}`;
    part.style.width = `${percent}%`;
    part.title = t(key, { percent });
    // The number shows where the part has room for it.
    if (percent >= 12) part.textContent = `${percent}%`;
    out.append(part);
  }
  out.setAttribute('aria-label', parts.map(([, percent, key]) => t(key, { percent })).join(', '));
  out.setAttribute('role', 'img');
  return out;
}

function moveRow(row: ExplorerRow, onPick: (uci: string) => void): HTMLElement {
  const tr = document.createElement('tr');
  tr.className = 'explorer-move';
  tr.dataset.uci = row.uci;
  const move = cell('td', 'explorer-san');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'explorer-play';
  button.textContent = row.san;
  button.setAttribute('aria-label', t('analysis-explorer-play', { move: row.san, count: row.games }));
  button.addEventListener('click', () => onPick(row.uci));
  move.append(button);
  const results = cell('td', 'explorer-results');
  results.append(bar(row));
  tr.append(move, cell('td', 'explorer-games', formatNumber(row.games)), results, cell('td', 'explorer-rating', row.rating === null ? '' : String(row.rating)));
  tr.addEventListener('click', event => {
    if (!(event.target as HTMLElement).closest('button')) onPick(row.uci);
  });
  return tr;
}

function table(ctrl: ExplorerCtrl, onPick: (uci: string) => void): HTMLElement {
  const out = document.createElement('table');
  out.className = 'explorer-table';
  const head = document.createElement('tr');
  head.append(
    cell('th', 'explorer-san', t('analysis-explorer-move')),
    cell('th', 'explorer-games', t('analysis-explorer-games')),
    cell('th', 'explorer-results', t('analysis-explorer-results')),
    cell('th', 'explorer-rating', t('analysis-explorer-rating')),
  );
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  for (const row of ctrl.rows()) body.append(moveRow(row, onPick));
  const total = ctrl.total();
  const foot = document.createElement('tfoot');
  if (total) {
    const tr = document.createElement('tr');
    tr.className = 'explorer-total';
    const results = cell('td', 'explorer-results');
    results.append(bar(total));
    tr.append(cell('td', 'explorer-san', 'Σ'), cell('td', 'explorer-games', formatNumber(total.games)), results, cell('td', 'explorer-rating'));
    foot.append(tr);
  }
  out.append(thead, body, foot);
  return out;
}

/** Redraws the panel `#explorer-body`; `ply` is how many moves the position is from the board's start. */
export function renderExplorer(ctrl: ExplorerCtrl, ply: number, onPick: (uci: string) => void): void {
  const box = document.getElementById('explorer-body');
  if (!box) return;
  const state = ctrl.state;
  box.dataset.state = state?.kind ?? 'loading';
  box.dataset.fen = state?.fen ?? '';
  const words = (text: string, className = 'explorer-note'): HTMLElement => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  };
  if (!state || state.kind === 'loading') {
    box.replaceChildren(words(t('analysis-explorer-loading'), 'explorer-note muted'));
    return;
  }
  if (state.kind === 'offline') {
    box.replaceChildren(words(t('analysis-explorer-offline'), 'explorer-note notice error'));
    return;
  }
  if (state.kind === 'failed') {
    box.replaceChildren(words(state.error, 'explorer-note notice error'));
    return;
  }
  const empty = ctrl.emptyReason(ply);
  if (empty === 'deep') {
    box.replaceChildren(words(t('analysis-explorer-deep', { count: state.answer.maxPlies / 2 })));
    return;
  }
  if (empty === 'none') {
    box.replaceChildren(words(t('analysis-explorer-none')));
    return;
  }
  box.replaceChildren(words(t('analysis-explorer-total', { count: state.answer.games }), 'explorer-note muted'), table(ctrl, onPick));
}
