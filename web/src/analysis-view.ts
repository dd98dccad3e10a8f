// The analysis board's drawing: the move tree, the engine panel, the
// review (graph, counts, note) and the PGN box's messages, from the ctrl's
// state. DOM only: it never sends and never changes the ctrl; clicks are
// bound by the page (analysis.ts). Hand-built DOM: each part is redrawn
// whole from the state in one function (a few hundred nodes at most), so a
// virtual DOM would add a dependency without removing code.

import type { ScoreView, VariantName } from './generated';
import type { TreeNode } from './analysis-tree';
import { WIN_BY, type AnalysisCtrl } from './analysis-ctrl';
import { whiteChances } from './analysis-wire';
import { colorName, gameName, t, tIfAny } from './i18n';
import { actionElement } from './page-actions';

export function $(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the analysis page lacks #${id}`);
  return node;
}

const MARK_GLYPH: Record<string, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A score as the page shows it: "+1.3", "White: hill in 3". */
export function scoreText(score: ScoreView): string {
  if (score.kind === 'draw') return t('analysis-draw');
  if (score.kind === 'cp') {
    // Tenths of a pawn; a score that rounds to nothing has no sign.
    const tenths = Math.round(score.cp / 10);
    return `${tenths > 0 ? '+' : tenths < 0 ? '−' : ''}${(Math.abs(tenths) / 10).toFixed(1)}`;
  }
  const key = (score.by && WIN_BY[score.by]) ?? 'any';
  if (score.moves === 0) return `${colorName(score.winner)}: ${t('analysis-won')}`;
  return `${colorName(score.winner)}: ${t(`analysis-win-${key}`, { count: score.moves })}`;
}

// ---- the move tree ----

function moveButton(ctrl: AnalysisCtrl, node: TreeNode, withNumber: boolean): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tree-move';
  button.dataset.node = String(node.id);
  const label = ctrl.moveLabel(node, withNumber);
  if (label) {
    const n = document.createElement('span');
    n.className = 'tree-number';
    n.textContent = label;
    button.append(n);
  }
  button.append(node.san);
  const mark = ctrl.markOf(node);
  if (mark) {
    const glyph = document.createElement('span');
    glyph.className = `tree-mark ${mark}`;
    glyph.textContent = MARK_GLYPH[mark];
    glyph.title = t(`analysis-mark-${mark}`);
    button.append(glyph);
    button.classList.add(mark);
  }
  if (node === ctrl.current) {
    button.classList.add('current');
    button.setAttribute('aria-current', 'true');
  }
  return button;
}

/** Writes `first` and the line that follows it, variations in brackets. */
function renderLine(ctrl: AnalysisCtrl, first: TreeNode, into: HTMLElement, depth: number): void {
  let node: TreeNode | undefined = first;
  let numbered = true;
  while (node) {
    into.append(moveButton(ctrl, node, numbered));
    numbered = false;
    const parent: TreeNode | null = node.parent;
    const siblings = parent && parent.children[0] === node ? parent.children.slice(1) : [];
    for (const alt of siblings) {
      const box = document.createElement('span');
      box.className = `tree-variation depth-${Math.min(depth, 3)}`;
      renderLine(ctrl, alt, box, depth + 1);
      into.append(box);
      numbered = true;
    }
    node = node.children[0];
  }
}

export function renderTree(ctrl: AnalysisCtrl): void {
  const box = $('move-tree');
  box.replaceChildren();
  const first = ctrl.tree.root.children[0];
  if (first) renderLine(ctrl, first, box, 1);
  else {
    const empty = document.createElement('p');
    empty.className = 'muted small';
    empty.textContent = t('analysis-no-moves');
    box.append(empty);
  }
  box.querySelector<HTMLElement>('.tree-move.current')?.scrollIntoView({ block: 'nearest' });
  renderButtons(ctrl);
}

/** The tree's buttons, enabled by what can be done from the node shown. */
export function renderButtons(ctrl: AnalysisCtrl): void {
  ($('delete-variation') as HTMLButtonElement).disabled = ctrl.current === ctrl.tree.root;
  ($('review-button') as HTMLButtonElement).disabled = ctrl.reviewing || !ctrl.tree.root.children.length;
  ($('promote-variation') as HTMLButtonElement).disabled = ctrl.tree.isMainLine(ctrl.current);
}

// ---- engine ----

export function renderEngine(ctrl: AnalysisCtrl, onLine: (uci: string) => void): void {
  const e = ctrl.engine;
  ($('engine-toggle') as HTMLInputElement).checked = e.on;
  $('engine-box').classList.toggle('off', !e.on);
  $('engine-score').textContent = e.pending && !e.score ? '…' : e.score ? scoreText(e.score) : '';
  $('engine-depth').textContent = e.depth !== null ? t('analysis-depth', { number: e.depth }) : e.ahead !== null ? t('analysis-queued', { count: e.ahead }) : '';
  const fill = $('eval-fill');
  const chances = e.score ? whiteChances(e.score) : 50;
  fill.style.height = `${chances}%`;
  $('eval-bar').title = e.score ? scoreText(e.score) : '';
  $('eval-bar').setAttribute('aria-valuenow', String(Math.round(chances)));
  const list = $('engine-lines');
  list.replaceChildren();
  for (const line of e.lines) {
    const item = document.createElement('li');
    const score = document.createElement('strong');
    score.className = 'line-score';
    score.textContent = scoreText(line.score);
    const moves = document.createElement('button');
    moves.type = 'button';
    moves.className = 'line-moves';
    moves.textContent = ctrl.lineText(line.moves);
    moves.title = t('analysis-play-line');
    const first = line.moves[0]?.uci;
    if (first) moves.addEventListener('click', () => onLine(first));
    item.append(score, ' ', moves);
    list.append(item);
  }
}

/** The arrow of the engine's best move, for the board. */
export function bestArrow(ctrl: AnalysisCtrl): { orig: string; dest?: string; brush: string }[] {
  const first = ctrl.engine.lines[0]?.moves[0]?.uci;
  if (!first || !ctrl.current.position) return [];
  const orig = first.slice(0, 2);
  const dest = first.slice(2, 4);
  return [dest === 'of' ? { orig, brush: 'paleGreen' } : { orig, dest, brush: 'paleGreen' }];
}

// ---- review ----

export function renderProgress(ctrl: AnalysisCtrl): void {
  const box = $('review-progress');
  const p = ctrl.progress;
  box.hidden = !p;
  if (!p) return;
  const bar = box.querySelector('progress');
  if (bar) {
    bar.max = p.of;
    bar.value = p.done;
  }
  const text = box.querySelector('.review-progress-text');
  if (text) text.textContent = t('analysis-review-progress', { count: p.done, total: p.of });
}

export function renderReview(ctrl: AnalysisCtrl, onPick: (i: number) => void): void {
  const box = $('review-result');
  const review = ctrl.review;
  box.hidden = !review;
  renderReviewNote(ctrl, onPick);
  if (!review) return;
  const counts = $('review-counts');
  counts.replaceChildren();
  for (const color of ['white', 'black'] as const) {
    const c = review[color];
    const row = document.createElement('tr');
    const head = document.createElement('th');
    head.scope = 'row';
    head.textContent = colorName(color);
    row.append(head);
    for (const [key, n] of [['inaccuracies', c.inaccuracies], ['mistakes', c.mistakes], ['blunders', c.blunders]] as const) {
      const cell = document.createElement('td');
      cell.className = key;
      cell.textContent = t(`analysis-count-${key}`, { count: n });
      row.append(cell);
    }
    counts.append(row);
  }
}

/** The evaluation graph: White's winning chances after each ply; a click picks a ply. */
function graph(ctrl: AnalysisCtrl, onPick: (i: number) => void): SVGSVGElement | null {
  const review = ctrl.review;
  if (!review) return null;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const n = review.positions.length;
  const width = 600;
  const height = 120;
  const set = (el: Element, attrs: Record<string, string>): void => Object.entries(attrs).forEach(([k, v]) => el.setAttribute(k, v));
  set(svg, { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': t('analysis-graph-label') });
  const x = (i: number): number => (n <= 1 ? 0 : (i / (n - 1)) * width);
  // A little room above and below, so marks at a forced win stay whole.
  const y = (chances: number): number => 5 + (1 - chances / 100) * (height - 10);
  const points = review.positions.map((p, i) => `${x(i).toFixed(1)},${y(p.chances).toFixed(1)}`);
  const area = document.createElementNS(ns, 'path');
  set(area, { d: `M0,${height} L${points.join(' L')} L${width},${height} Z`, class: 'graph-white' });
  const mid = document.createElementNS(ns, 'line');
  set(mid, { x1: '0', x2: String(width), y1: String(height / 2), y2: String(height / 2), class: 'graph-mid' });
  svg.append(area, mid);
  review.moves.forEach((m, i) => {
    if (!m.mark) return;
    const dot = document.createElementNS(ns, 'circle');
    set(dot, { cx: x(i + 1).toFixed(1), cy: y(review.positions[i + 1]?.chances ?? 50).toFixed(1), r: '4', class: `graph-mark ${m.mark}` });
    svg.append(dot);
  });
  const cursor = ctrl.reviewCursor();
  if (cursor >= 0) {
    const at = document.createElementNS(ns, 'line');
    const cx = x(cursor).toFixed(1);
    set(at, { x1: cx, x2: cx, y1: '0', y2: String(height), class: 'graph-cursor' });
    svg.append(at);
  }
  svg.addEventListener('click', event => {
    const box = svg.getBoundingClientRect();
    onPick(Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * (n - 1)));
  });
  return svg;
}

/** Under the review: the graph's cursor, what the move shown was, and the better move. */
export function renderReviewNote(ctrl: AnalysisCtrl, onPick: (i: number) => void): void {
  const note = $('review-note');
  const review = ctrl.review;
  const svg = graph(ctrl, onPick);
  if (svg) $('review-graph').replaceChildren(svg);
  const at = ctrl.reviewLine.indexOf(ctrl.current);
  const move = at >= 0 ? review?.moves[at] : undefined;
  if (!review || !move?.mark) {
    note.hidden = true;
    return;
  }
  const best = review.positions[at]?.best;
  note.hidden = false;
  note.className = `review-note ${move.mark}`;
  note.textContent = `${move.san}: ${t(`analysis-mark-${move.mark}`)}. ${best ? t('analysis-best-was', { move: best.san }) : ''}`;
}

// ---- messages ----

/** The page's error line: the ctrl's error in words, or hidden. */
export function renderError(ctrl: AnalysisCtrl, words: string | null): void {
  const node = $('analysis-error');
  const code = ctrl.error?.code;
  const text = words ?? (code ? (tIfAny(code) ?? t('analysis-error-bad-message')) : null);
  node.hidden = !text;
  if (text) node.textContent = text;
}

/** What a pasted PGN could not keep: the refused move and why, and the comments left out. */
export function renderPgnNotice(ctrl: AnalysisCtrl): void {
  const box = $('pgn-notice');
  const lines: string[] = [];
  const r = ctrl.refusal;
  if (r) {
    const why = t(`why-${r.why}`, { move: r.move.replace(/^\d+(\.\s|…)/, '') });
    lines.push(t(r.inVariation ? 'analysis-pgn-refused-variation' : 'analysis-pgn-refused', { move: r.move, why }));
  }
  if (ctrl.skipped > 0) lines.push(t('analysis-pgn-skipped', { number: ctrl.skipped }));
  box.replaceChildren(
    ...lines.map(text => {
      const p = document.createElement('p');
      p.textContent = text;
      return p;
    }),
  );
  box.hidden = lines.length === 0;
}

/** The heading, icon and rules link of the game shown. */
export function renderHeading(variant: VariantName): void {
  const name = document.querySelector('#analysis-heading .heading-variant');
  if (name) name.textContent = gameName(variant);
  const icon = document.querySelector('#analysis-heading .card-icon');
  if (icon) icon.className = `card-icon icon-${variant}`;
  const rules = document.getElementById('rules-link') as HTMLAnchorElement | null;
  if (rules) rules.href = `/rules/${variant}`;
}

/** The Lielow button that moves the selected stack off the board. */
export function renderOffBoard(variant: VariantName, canLeave: boolean): void {
  const button = actionElement('off-board');
  if (button) button.hidden = !(variant === 'lielow' && canLeave);
}
