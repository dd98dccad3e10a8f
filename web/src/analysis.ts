// The analysis board: free moves for both sides in a move tree, the
// server's engine on demand (/ws/analysis), a game review with its graph,
// and PGN in. Positions come from POST /api/rules.

import { api, ApiError, errorText, variantName } from './api';
import type { AnalysisOut, EndReason, LineView, MoveView as PlayedMove, PgnError, PgnGame, Review, ScoreView, VariantName } from './generated';
import { Board, type Color } from './board';
import { colorName, t, type PageData } from './i18n';
import { MoveTree, type Position, type TreeNode } from './analysis-tree';
import { AnalysisSocket, whiteChances } from './analysis-wire';
import { loadLocalGame } from './storage';

function $(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the analysis page lacks #${id}`);
  return node;
}

/** Where the page's game came from: a game of this site, one of this browser, or none. */
interface Source {
  game: string | null;
  local: string | null;
}

const REVIEW_KEY = 'regalia.review.';
const MARK_GLYPH: Record<string, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The ends a forced win is told by (`analysis-win-<key>`); any other is "any". */
const WIN_BY: Partial<Record<EndReason, 'hill' | 'race' | 'checkmate' | 'crown'>> = {
  hill: 'hill',
  race: 'race',
  checkmate: 'checkmate',
  'crown-captured': 'crown',
  'crown-off-board': 'crown',
};

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

export function startAnalysisPage(data: PageData): void {
  const page = new AnalysisPage(data);
  void page.start();
}

class AnalysisPage {
  private variant: VariantName;
  private rootFen: string | null;
  private tree = new MoveTree();
  private current: TreeNode;
  private board: Board;
  private socket: AnalysisSocket;
  private engineOn = false;
  private lines = 1;
  private requestId = 0;
  private sentFor: number | null = null;
  private debounce: number | undefined;
  private review: Review | null = null;
  private reviewLine: TreeNode[] = [];
  private source: Source = { game: null, local: null };
  private loading = new Map<number, Promise<Position | null>>();
  private reviewing = false;

  constructor(data: PageData) {
    this.variant = variantName(data.variant) ?? 'chess';
    const params = new URLSearchParams(location.search);
    this.rootFen = params.get('fen');
    this.source = { game: params.get('game'), local: params.get('local') };
    this.current = this.tree.root;
    // Opened from a game you played as Black: from your side (Racing Kings
    // is seen from White's side by both players).
    const orientation: Color = params.get('color') === 'black' && this.variant !== 'racingkings' ? 'black' : 'white';
    this.board = new Board($('board'), { onMove: uci => void this.play(uci), announce: text => this.announce(text), onSelect: square => this.showOffBoard(square) }, orientation);
    this.socket = new AnalysisSocket(
      msg => this.onEngine(msg),
      () => this.engineDown(),
    );
  }

  async start(): Promise<void> {
    this.bindControls();
    if (this.source.game) await this.loadOnlineGame(this.source.game);
    else if (this.source.local) await this.loadLocal(this.source.local);
    const root = await this.positionOf(this.tree.root);
    if (!root) return;
    // A game opens at its final position; a position or a new board at its start.
    const main = this.tree.mainLine();
    const from = this.source.game || this.source.local ? main[main.length - 1] : undefined;
    await this.goto(from ?? this.tree.root);
    if (this.source.local) this.restoreLocalReview();
    if (this.source.game && this.tree.root.children.length) await this.fetchStoredReview(this.source.game);
    if (new URLSearchParams(location.search).get('review') === '1' && this.tree.root.children.length) this.startReview();
    window.addEventListener('pagehide', () => this.socket.close());
  }

  // ---- loading games ----

  private async loadOnlineGame(id: string): Promise<void> {
    try {
      const game = await api.game(id);
      if (game.status !== 'finished' && game.status !== 'aborted') {
        this.error(t('analysis-error-not-over'));
        return;
      }
      this.variant = game.variant;
      this.rootFen = game.initialFen;
      this.addLine(game.moves);
      showBackLink(`/game/${encodeURIComponent(id)}`);
    } catch (error) {
      this.error(errorText(error));
    }
  }

  private async loadLocal(id: string): Promise<void> {
    const game = loadLocalGame(id);
    if (!game) {
      this.error(t('error-no-such-game'));
      return;
    }
    this.variant = game.variant;
    this.rootFen = game.fen ?? null;
    try {
      const answer = await api.rules(game.variant, this.rootFen, game.moves);
      this.addLine(answer.moves);
      showBackLink(`/local/${encodeURIComponent(id)}`);
    } catch (error) {
      this.error(errorText(error));
    }
  }

  /** Puts a game's moves in as the main line of a fresh tree. */
  private addLine(moves: PlayedMove[]): void {
    this.tree = new MoveTree();
    this.loading.clear();
    let node = this.tree.root;
    for (const m of moves) node = this.tree.add(node, m.uci, m.san);
    this.current = this.tree.root;
    this.review = null;
    this.renderReview();
  }

  // ---- positions ----

  private positionOf(node: TreeNode): Promise<Position | null> {
    if (node.position) return Promise.resolve(node.position);
    const known = this.loading.get(node.id);
    if (known) return known;
    const promise = api
      .rules(this.variant, this.rootFen, this.tree.path(node))
      .then(a => {
        node.position = { fen: a.fen, turn: a.turn, dests: a.outcome ? {} : a.dests, check: a.check, lastMove: a.lastMove, outcome: a.outcome };
        return node.position;
      })
      .catch((error: unknown) => {
        this.error(error instanceof ApiError && error.status === 400 ? t('analysis-error-bad-position') : errorText(error));
        return null;
      })
      .finally(() => this.loading.delete(node.id));
    this.loading.set(node.id, promise);
    return promise;
  }

  private async goto(node: TreeNode): Promise<void> {
    this.current = node;
    this.renderTree();
    const position = await this.positionOf(node);
    if (!position || this.current !== node) return;
    this.board.show({ variant: this.variant, fen: position.fen, turn: position.turn, dests: position.dests, lastMove: position.lastMove, check: position.check, movable: position.outcome ? null : position.turn });
    this.board.api.setAutoShapes([]);
    this.showOffBoard(null);
    this.renderTree();
    this.renderReviewNote();
    this.askEngine();
  }

  private async play(uci: string): Promise<void> {
    const from = this.current;
    const existing = from.children.find(c => c.uci === uci);
    if (existing) {
      await this.goto(existing);
      return;
    }
    try {
      const answer = await api.rules(this.variant, this.rootFen, [...this.tree.path(from), uci]);
      const last = answer.moves[answer.moves.length - 1];
      const node = this.tree.add(from, uci, last?.san ?? uci);
      node.position = { fen: answer.fen, turn: answer.turn, dests: answer.outcome ? {} : answer.dests, check: answer.check, lastMove: answer.lastMove, outcome: answer.outcome };
      this.hideError();
      await this.goto(node);
    } catch (error) {
      this.error(errorText(error));
      await this.goto(from);
    }
  }

  // ---- the move tree ----

  private moveButton(node: TreeNode, withNumber: boolean): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tree-move';
    button.dataset.node = String(node.id);
    const white = this.isWhitePly(node);
    const number = Math.floor((node.ply - 1 + (this.blackStarts() ? 1 : 0)) / 2) + 1;
    const label = withNumber || white ? `${number}${white ? '.' : '…'} ` : '';
    if (label) {
      const n = document.createElement('span');
      n.className = 'tree-number';
      n.textContent = label;
      button.append(n);
    }
    button.append(node.san);
    const mark = this.markOf(node);
    if (mark) {
      const glyph = document.createElement('span');
      glyph.className = `tree-mark ${mark}`;
      glyph.textContent = MARK_GLYPH[mark];
      glyph.title = t(`analysis-mark-${mark}`);
      button.append(glyph);
      button.classList.add(mark);
    }
    if (node === this.current) {
      button.classList.add('current');
      button.setAttribute('aria-current', 'true');
    }
    return button;
  }

  private blackStarts(): boolean {
    return this.tree.root.position?.turn === 'black';
  }

  private isWhitePly(node: TreeNode): boolean {
    return (node.ply % 2 === 1) !== this.blackStarts();
  }

  /** Writes `first` and the line that follows it, variations in brackets. */
  private renderLine(first: TreeNode, into: HTMLElement, depth: number): void {
    let node: TreeNode | undefined = first;
    let numbered = true;
    while (node) {
      into.append(this.moveButton(node, numbered));
      numbered = false;
      const parent: TreeNode | null = node.parent;
      const siblings = parent && parent.children[0] === node ? parent.children.slice(1) : [];
      for (const alt of siblings) {
        const box = document.createElement('span');
        box.className = `tree-variation depth-${Math.min(depth, 3)}`;
        this.renderLine(alt, box, depth + 1);
        into.append(box);
        numbered = true;
      }
      node = node.children[0];
    }
  }

  private renderTree(): void {
    const box = $('move-tree');
    box.replaceChildren();
    const first = this.tree.root.children[0];
    if (first) this.renderLine(first, box, 1);
    else {
      const empty = document.createElement('p');
      empty.className = 'muted small';
      empty.textContent = t('analysis-no-moves');
      box.append(empty);
    }
    // Variations that start at the root itself.
    const current = box.querySelector<HTMLElement>('.tree-move.current');
    current?.scrollIntoView({ block: 'nearest' });
    const onMain = this.tree.isMainLine(this.current);
    ($('delete-variation') as HTMLButtonElement).disabled = this.current === this.tree.root;
    ($('review-button') as HTMLButtonElement).disabled = this.reviewing || !this.tree.root.children.length;
    ($('promote-variation') as HTMLButtonElement).disabled = onMain;
  }

  // ---- engine ----

  private setEngine(on: boolean): void {
    this.engineOn = on;
    ($('engine-toggle') as HTMLInputElement).checked = on;
    $('engine-box').classList.toggle('off', !on);
    if (!on) {
      this.socket.close();
      this.sentFor = null;
      this.board.api.setAutoShapes([]);
      $('engine-score').textContent = '';
      $('engine-depth').textContent = '';
      $('engine-lines').replaceChildren();
      this.setBar(null);
      return;
    }
    this.askEngine();
  }

  private askEngine(): void {
    if (!this.engineOn) return;
    window.clearTimeout(this.debounce);
    const node = this.current;
    const position = node.position;
    $('engine-lines').replaceChildren();
    $('engine-depth').textContent = '';
    this.board.api.setAutoShapes([]);
    if (position?.outcome) {
      const o = position.outcome;
      const score: ScoreView = o.winner ? { kind: 'win', winner: o.winner, moves: 0, by: o.reason } : { kind: 'draw' };
      this.showScore(score);
      return;
    }
    $('engine-score').textContent = '…';
    this.debounce = window.setTimeout(() => {
      this.requestId += 1;
      this.sentFor = this.requestId;
      this.socket.send({ t: 'analyse', id: this.requestId, variant: this.variant, fen: this.rootFen, moves: this.tree.path(node), lines: this.lines });
    }, 250);
  }

  private onEngine(msg: AnalysisOut): void {
    switch (msg.t) {
      case 'info':
        if (msg.id !== this.sentFor || !this.engineOn) return;
        this.showLines(msg.lines, msg.depth);
        break;
      case 'done':
        if (msg.id === this.sentFor && msg.score && $('engine-score').textContent === '…') this.showScore(msg.score);
        break;
      case 'queued':
        // Waiting for the engine: the place in line until the first depth.
        if (msg.id === this.sentFor && this.engineOn) $('engine-depth').textContent = t('analysis-queued', { count: msg.ahead });
        break;
      case 'progress':
        this.showProgress(msg.done, msg.of);
        break;
      case 'review':
        this.reviewDone(msg.review);
        break;
      case 'error':
        this.engineError(msg.code);
        break;
      case 'pong':
        break;
      default: {
        const unknown: never = msg;
        throw new Error(`an analysis message this page does not know: ${JSON.stringify(unknown)}`);
      }
    }
  }

  private engineDown(): void {
    if (this.engineOn) $('engine-score').textContent = '';
  }

  private engineError(code: string): void {
    const text = t(`analysis-error-${code}`);
    this.error(text === `analysis-error-${code}` ? t('analysis-error-bad-message') : text);
    $('engine-score').textContent = '';
    const progress = document.getElementById('review-progress');
    if (progress) progress.hidden = true;
    this.reviewing = false;
    ($('review-button') as HTMLButtonElement).disabled = !this.tree.root.children.length;
  }

  private showScore(score: ScoreView): void {
    $('engine-score').textContent = scoreText(score);
    this.setBar(score);
  }

  private setBar(score: ScoreView | null): void {
    const fill = $('eval-fill');
    const chances = score ? whiteChances(score) : 50;
    fill.style.height = `${chances}%`;
    $('eval-bar').title = score ? scoreText(score) : '';
    $('eval-bar').setAttribute('aria-valuenow', String(Math.round(chances)));
  }

  private showLines(lines: LineView[], depth: number): void {
    const best = lines[0];
    if (!best) return;
    this.hideError();
    this.showScore(best.score);
    $('engine-depth').textContent = t('analysis-depth', { number: depth });
    const list = $('engine-lines');
    list.replaceChildren();
    const position = this.current.position;
    for (const line of lines) {
      const item = document.createElement('li');
      const score = document.createElement('strong');
      score.className = 'line-score';
      score.textContent = scoreText(line.score);
      const moves = document.createElement('button');
      moves.type = 'button';
      moves.className = 'line-moves';
      moves.textContent = this.lineText(line.moves);
      moves.title = t('analysis-play-line');
      moves.addEventListener('click', () => void this.playLine(line.moves));
      item.append(score, ' ', moves);
      list.append(item);
    }
    const first = best.moves[0]?.uci;
    if (first && position) {
      const orig = first.slice(0, 2);
      const dest = first.slice(2, 4);
      const shape = dest === 'of' ? { orig, brush: 'paleGreen' } : { orig, dest, brush: 'paleGreen' };
      this.board.api.setAutoShapes([shape as never]);
    }
  }

  /** A line in the game's notation with move numbers. */
  private lineText(moves: PlayedMove[]): string {
    const start = this.current;
    const parts: string[] = [];
    moves.slice(0, 12).forEach((m, i) => {
      const ply = start.ply + i + 1;
      const white = (ply % 2 === 1) !== this.blackStarts();
      const number = Math.floor((ply - 1 + (this.blackStarts() ? 1 : 0)) / 2) + 1;
      if (white) parts.push(`${number}.`);
      else if (i === 0) parts.push(`${number}…`);
      parts.push(m.san);
    });
    return parts.join(' ');
  }

  /** Plays an engine line's first move on the board (a new variation when it is new). */
  private async playLine(moves: PlayedMove[]): Promise<void> {
    const first = moves[0];
    if (first) await this.play(first.uci);
  }

  // ---- review ----

  private startReview(): void {
    const main = this.tree.mainLine();
    if (!main.length) return;
    this.reviewLine = main;
    this.requestId += 1;
    this.sentFor = null;
    this.socket.send({ t: 'review', id: this.requestId, variant: this.variant, fen: this.rootFen, moves: main.map(n => n.uci), game: this.source.game });
    this.reviewing = true;
    ($('review-button') as HTMLButtonElement).disabled = true;
    this.showProgress(0, main.length + 1);
  }

  private showProgress(done: number, of: number): void {
    const box = $('review-progress');
    box.hidden = false;
    const bar = box.querySelector('progress');
    if (bar) {
      bar.max = of;
      bar.value = done;
    }
    const text = box.querySelector('.review-progress-text');
    if (text) text.textContent = t('analysis-review-progress', { count: done, total: of });
  }

  private reviewDone(review: Review): void {
    this.review = review;
    this.reviewLine = this.tree.mainLine();
    $('review-progress').hidden = true;
    this.reviewing = false;
    ($('review-button') as HTMLButtonElement).disabled = false;
    if (this.source.local) {
      try {
        localStorage.setItem(REVIEW_KEY + this.source.local, JSON.stringify(review));
      } catch {
        /* not kept */
      }
    }
    this.renderReview();
    this.renderTree();
    this.renderReviewNote();
    this.askEngine();
  }

  /** A finished game reviewed before (by anyone): shown at once. */
  private async fetchStoredReview(id: string): Promise<void> {
    try {
      const response = await fetch(`/api/analysis/review/${encodeURIComponent(id)}`, { credentials: 'same-origin' });
      if (!response.ok) return;
      const review: Review = await response.json();
      const main = this.tree.mainLine();
      if (review.moves.length === main.length) this.reviewDone(review);
    } catch {
      /* none kept, or not reachable: the Review button makes one */
    }
  }

  private restoreLocalReview(): void {
    if (!this.source.local) return;
    try {
      const text = localStorage.getItem(REVIEW_KEY + this.source.local);
      if (!text) return;
      const review = JSON.parse(text) as Review;
      const main = this.tree.mainLine();
      // Only while the game still has the moves reviewed.
      if (review.moves.length === main.length && review.moves.every((m, i) => m.uci === main[i].uci)) {
        this.reviewDone(review);
      }
    } catch {
      /* nothing usable kept */
    }
  }

  private markOf(node: TreeNode): string | null {
    if (!this.review) return null;
    const at = this.reviewLine.indexOf(node);
    const move = at >= 0 ? this.review.moves[at] : undefined;
    return move && move.uci === node.uci ? move.mark : null;
  }

  private renderReview(): void {
    const box = $('review-result');
    const review = this.review;
    box.hidden = !review;
    if (!review) return;
    const graph = $('review-graph');
    graph.replaceChildren(this.graph(review));
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

  /** The evaluation graph: White's winning chances after each ply; click to go there. */
  private graph(review: Review): SVGSVGElement {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    const n = review.positions.length;
    const width = 600;
    const height = 120;
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('analysis-graph-label'));
    const x = (i: number): number => (n <= 1 ? 0 : (i / (n - 1)) * width);
    // A little room above and below, so marks at a forced win stay whole.
    const y = (chances: number): number => 5 + (1 - chances / 100) * (height - 10);
    const points = review.positions.map((p, i) => `${x(i).toFixed(1)},${y(p.chances).toFixed(1)}`);
    const area = document.createElementNS(ns, 'path');
    area.setAttribute('d', `M0,${height} L${points.join(' L')} L${width},${height} Z`);
    area.setAttribute('class', 'graph-white');
    const mid = document.createElementNS(ns, 'line');
    mid.setAttribute('x1', '0');
    mid.setAttribute('x2', String(width));
    mid.setAttribute('y1', String(height / 2));
    mid.setAttribute('y2', String(height / 2));
    mid.setAttribute('class', 'graph-mid');
    svg.append(area, mid);
    review.moves.forEach((m, i) => {
      if (!m.mark) return;
      const dot = document.createElementNS(ns, 'circle');
      dot.setAttribute('cx', x(i + 1).toFixed(1));
      dot.setAttribute('cy', y(review.positions[i + 1]?.chances ?? 50).toFixed(1));
      dot.setAttribute('r', '4');
      dot.setAttribute('class', `graph-mark ${m.mark}`);
      svg.append(dot);
    });
    const cursor = this.reviewLine.indexOf(this.current) + 1;
    if (cursor > 0 || this.current === this.tree.root) {
      const at = document.createElementNS(ns, 'line');
      const cx = x(cursor).toFixed(1);
      at.setAttribute('x1', cx);
      at.setAttribute('x2', cx);
      at.setAttribute('y1', '0');
      at.setAttribute('y2', String(height));
      at.setAttribute('class', 'graph-cursor');
      svg.append(at);
    }
    svg.addEventListener('click', event => {
      const box = svg.getBoundingClientRect();
      const i = Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * (n - 1));
      const node = i <= 0 ? this.tree.root : this.reviewLine[Math.min(i, this.reviewLine.length) - 1];
      if (node) void this.goto(node);
    });
    return svg;
  }

  /** Under the review: what the move shown was, and the better move. */
  private renderReviewNote(): void {
    const note = $('review-note');
    const review = this.review;
    const at = this.reviewLine.indexOf(this.current);
    if (review) {
      const graph = $('review-graph');
      graph.replaceChildren(this.graph(review));
    }
    if (!review || at < 0 || !review.moves[at]?.mark) {
      note.hidden = true;
      return;
    }
    const move = review.moves[at];
    const best = review.positions[at]?.best;
    note.hidden = false;
    note.className = `review-note ${move.mark}`;
    note.textContent = `${move.san}: ${t(`analysis-mark-${move.mark}`)}. ${best ? t('analysis-best-was', { move: best.san }) : ''}`;
  }

  // ---- PGN in ----

  private async openPgn(): Promise<void> {
    const text = ($('pgn-text') as HTMLTextAreaElement).value;
    const out = $('pgn-error');
    out.hidden = true;
    let response: Response;
    try {
      response = await fetch('/api/analysis/pgn', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pgn: text }), credentials: 'same-origin' });
    } catch {
      out.textContent = t('error-network');
      out.hidden = false;
      return;
    }
    const body: PgnGame | PgnError | null = await response.json().catch(() => null);
    if (!response.ok || !body || !('variant' in body)) {
      out.textContent = body && 'kind' in body ? t(`analysis-pgn-${body.kind}`, { line: body.line, column: body.column, move: body.token, number: body.ply ?? 0, game: body.token }) : t(response.status === 413 ? 'error-code-too-large' : 'analysis-pgn-empty');
      out.hidden = false;
      return;
    }
    if (body.variant !== this.variant) {
      const url = new URL(location.href);
      url.pathname = `/analysis/${body.variant}`;
      history.replaceState(null, '', url.pathname + (body.fen ? `?fen=${encodeURIComponent(body.fen)}` : ''));
    } else {
      history.replaceState(null, '', location.pathname + (body.fen ? `?fen=${encodeURIComponent(body.fen)}` : ''));
    }
    this.variant = body.variant;
    this.rootFen = body.fen;
    this.source = { game: null, local: null };
    ($('game-link') as HTMLAnchorElement).hidden = true;
    this.addLine(body.moves);
    this.setHeading();
    await this.positionOf(this.tree.root);
    await this.goto(this.tree.root);
    ($('pgn-box') as HTMLDetailsElement).open = false;
  }

  private setHeading(): void {
    const name = document.querySelector('#analysis-heading .heading-variant');
    if (name) name.textContent = t(`game-${this.variant}`);
    const icon = document.querySelector('#analysis-heading .card-icon');
    if (icon) icon.className = `card-icon icon-${this.variant}`;
    const rules = document.getElementById('rules-link') as HTMLAnchorElement | null;
    if (rules) rules.href = `/rules/${this.variant}`;
  }

  // ---- controls ----

  private bindControls(): void {
    $('engine-toggle').addEventListener('change', event => this.setEngine((event.target as HTMLInputElement).checked));
    const select = $('engine-count') as HTMLSelectElement;
    select.addEventListener('change', () => {
      this.lines = Math.min(3, Math.max(1, Number(select.value) || 1));
      this.askEngine();
    });
    $('delete-variation').addEventListener('click', () => {
      const parent = this.tree.remove(this.current);
      if (parent) void this.goto(parent);
    });
    $('promote-variation').addEventListener('click', () => {
      this.tree.promote(this.current);
      this.renderTree();
    });
    $('review-button').addEventListener('click', () => this.startReview());
    $('pgn-open').addEventListener('click', () => void this.openPgn());
    $('move-tree').addEventListener('click', event => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('.tree-move');
      const node = target ? this.tree.node(Number(target.dataset.node)) : undefined;
      if (node) void this.goto(node);
    });
    document.querySelectorAll<HTMLButtonElement>('[data-nav]').forEach(b =>
      b.addEventListener('click', () => this.navigate(b.dataset.nav ?? '')),
    );
    document.querySelector('[data-action="flip"]')?.addEventListener('click', () => this.board.flip());
    document.querySelector('[data-action="off-board"]')?.addEventListener('click', () => {
      const square = this.board.selectedSquare();
      if (square && this.board.canLeave(square)) void this.play(`${square}off`);
    });
    document.addEventListener('keydown', event => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, .board-frame') || event.altKey || event.ctrlKey || event.metaKey) return;
      const keys: Record<string, string> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last', ArrowUp: 'first', ArrowDown: 'last' };
      const nav = keys[event.key];
      if (nav) {
        event.preventDefault();
        this.navigate(nav);
      }
    });
  }

  private navigate(where: string): void {
    const node = this.current;
    let to: TreeNode | null = null;
    if (where === 'prev') to = node.parent;
    else if (where === 'next') to = node.children[0] ?? null;
    else if (where === 'first') to = this.tree.root;
    else if (where === 'last') {
      to = node;
      while (to.children[0]) to = to.children[0];
    }
    if (to && to !== node) void this.goto(to);
  }

  private showOffBoard(square: string | null): void {
    const button = document.querySelector<HTMLButtonElement>('[data-action="off-board"]');
    if (button) button.hidden = !(this.variant === 'lielow' && this.board.canLeave(square));
  }

  private announce(text: string): void {
    const node = document.getElementById('announce');
    if (node) node.textContent = text;
  }

  private error(text: string): void {
    const node = $('analysis-error');
    node.textContent = text;
    node.hidden = false;
  }

  private hideError(): void {
    $('analysis-error').hidden = true;
  }
}

/** The link back to the game the analysis came from. */
function showBackLink(href: string): void {
  const back = document.getElementById('game-link') as HTMLAnchorElement | null;
  if (back) {
    back.href = href;
    back.hidden = false;
  }
}
