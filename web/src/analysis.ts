// The analysis board: free moves for both sides in a move tree, the
// server's engine on demand (/ws/analysis), the opening explorer, a game
// review with its graph, and PGN in. The page wires its parts: the ctrls
// (analysis-ctrl.ts, explorer-ctrl.ts: state and transitions), the views
// (analysis-view.ts, explorer-view.ts: drawing), the requests and storage
// (analysis-io.ts) and the socket (analysis-wire.ts).

import { variantName, type NavStep } from './api';
import { Board, type Color } from './board';
import type { PageData } from './i18n';
import type { TreeNode } from './analysis-tree';
import { AnalysisCtrl } from './analysis-ctrl';
import { ExplorerCtrl } from './explorer-ctrl';
import { renderExplorer } from './explorer-view';
import { AnalysisSocket } from './analysis-wire';
import * as io from './analysis-io';
import * as view from './analysis-view';
import { whyIllegal } from './why-move';
import { onAction, onNavigate } from './page-actions';

const { $ } = view;

export { scoreText } from './analysis-view';

export function startAnalysisPage(data: PageData): void {
  const page = new AnalysisPage(data);
  void page.start();
}

class AnalysisPage {
  private ctrl: AnalysisCtrl;
  private explorer = new ExplorerCtrl();
  private board: Board;
  private socket: AnalysisSocket;
  private debounce: number | undefined;
  private loading = new Map<number, Promise<boolean>>();

  constructor(data: PageData) {
    const params = new URLSearchParams(location.search);
    this.ctrl = new AnalysisCtrl(variantName(data.variant) ?? 'chess', params.get('fen'), { game: params.get('game'), local: params.get('local') });
    // Opened from a game you played as Black: from your side (Racing Kings
    // is seen from White's side by both players).
    const orientation: Color = params.get('color') === 'black' && this.ctrl.variant !== 'racingkings' ? 'black' : 'white';
    const events = { onMove: (uci: string) => void this.play(uci), announce: (text: string) => this.announce(text), onSelect: (square: string | null) => this.showOffBoard(square), onRefused: (uci: string) => this.refused(uci) };
    this.board = new Board($('board'), events, orientation);
    this.socket = new AnalysisSocket(
      msg => {
        if (!this.ctrl.onEngine(msg)) return;
        if (msg.t === 'review') this.reviewed();
        else this.drawEngine();
        // A new answer clears an old refusal; an error shows.
        if (msg.t === 'info' || msg.t === 'error') view.renderError(this.ctrl, null);
      },
      () => {
        this.ctrl.engineDown();
        this.drawEngine();
      },
    );
  }

  async start(): Promise<void> {
    this.bindControls();
    const { game, local } = this.ctrl.source;
    if (game || local) {
      const loaded = game ? await io.loadOnlineGame(game) : await io.loadLocal(local ?? '');
      if ('error' in loaded) view.renderError(this.ctrl, loaded.error);
      else {
        this.ctrl.variant = loaded.variant;
        this.ctrl.rootFen = loaded.fen;
        this.ctrl.loadLine(loaded.moves);
        this.loading.clear();
        showBackLink(game ? `/game/${encodeURIComponent(game)}` : `/local/${encodeURIComponent(local ?? '')}`);
      }
    }
    if (!(await this.positionOf(this.ctrl.tree.root))) return;
    // A game opens at its final position; a position or a new board at its start.
    const main = this.ctrl.tree.mainLine();
    await this.goto(game || local ? (main[main.length - 1] ?? this.ctrl.tree.root) : this.ctrl.tree.root);
    if (local) {
      const review = io.localReview(local);
      if (review && this.ctrl.fitsMainLine(review, true)) this.reviewDone(review);
    }
    if (game && main.length) {
      const review = await io.fetchStoredReview(game);
      if (review && this.ctrl.fitsMainLine(review, false)) this.reviewDone(review);
    }
    if (new URLSearchParams(location.search).get('review') === '1' && main.length) this.startReview();
    window.addEventListener('pagehide', () => this.socket.close());
    window.addEventListener('online', () => {
      const fen = this.explorer.retry();
      if (fen) void this.fetchExplorer(fen);
    });
  }

  // ---- positions ----

  /** Fetches `node`'s position once; false when it cannot be had. */
  private positionOf(node: TreeNode): Promise<boolean> {
    if (node.position) return Promise.resolve(true);
    const known = this.loading.get(node.id);
    if (known) return known;
    const { variant, rootFen, tree } = this.ctrl;
    const promise = io
      .fetchPosition(variant, rootFen, tree.path(node))
      .then(a => {
        node.position = a.position;
        return true;
      })
      .catch((error: unknown) => {
        view.renderError(this.ctrl, io.positionError(error));
        return false;
      })
      .finally(() => this.loading.delete(node.id));
    this.loading.set(node.id, promise);
    return promise;
  }

  private async goto(node: TreeNode): Promise<void> {
    this.ctrl.current = node;
    view.renderTree(this.ctrl);
    if (!(await this.positionOf(node)) || this.ctrl.current !== node) return;
    const position = node.position;
    if (!position) return;
    this.board.show({ variant: this.ctrl.variant, fen: position.fen, turn: position.turn, dests: position.dests, lastMove: position.lastMove, check: position.check, movable: position.outcome ? null : position.turn });
    this.showOffBoard(null);
    view.renderButtons(this.ctrl);
    view.renderReviewNote(this.ctrl, i => this.pickReviewed(i));
    this.askEngine();
    this.explore(position.fen);
  }

  private async play(uci: string): Promise<void> {
    const from = this.ctrl.current;
    const existing = from.children.find(c => c.uci === uci);
    if (existing) {
      await this.goto(existing);
      return;
    }
    try {
      const answer = await io.fetchPosition(this.ctrl.variant, this.ctrl.rootFen, [...this.ctrl.tree.path(from), uci]);
      const node = this.ctrl.played(from, uci, answer.san ?? uci, answer.position);
      this.ctrl.error = null;
      view.renderError(this.ctrl, null);
      await this.goto(node);
    } catch (error) {
      view.renderError(this.ctrl, io.positionError(error));
      await this.goto(from);
    }
  }

  // ---- opening explorer ----

  /** Shows the explorer's figures for `fen`, fetching them once. */
  private explore(fen: string): void {
    if (this.explorer.show(fen)) void this.fetchExplorer(fen);
    this.drawExplorer();
  }

  private async fetchExplorer(fen: string): Promise<void> {
    const answer = await io.fetchExplorer(this.ctrl.variant, fen);
    const changed = 'moves' in answer ? this.explorer.answered(fen, answer) : this.explorer.failed(fen, answer.offline, answer.error);
    if (changed) this.drawExplorer();
  }

  private drawExplorer(): void {
    renderExplorer(this.explorer, this.ctrl.current.ply, uci => void this.play(uci));
  }

  // ---- engine ----

  private askEngine(): void {
    window.clearTimeout(this.debounce);
    const request = this.ctrl.askEngine();
    this.drawEngine();
    if (request) this.debounce = window.setTimeout(() => this.socket.send(request), 250);
  }

  private drawEngine(): void {
    view.renderEngine(this.ctrl, uci => void this.play(uci));
    this.board.api.setAutoShapes(view.bestArrow(this.ctrl) as never);
    view.renderProgress(this.ctrl);
    view.renderButtons(this.ctrl);
  }

  private setEngine(on: boolean): void {
    this.ctrl.setEngine(on);
    if (!on) {
      window.clearTimeout(this.debounce);
      this.socket.close();
      this.drawEngine();
      return;
    }
    this.askEngine();
  }

  // ---- review ----

  private startReview(): void {
    const request = this.ctrl.startReview();
    if (!request) return;
    this.socket.send(request);
    view.renderProgress(this.ctrl);
    view.renderButtons(this.ctrl);
  }

  private reviewDone(review: Parameters<AnalysisCtrl['reviewDone']>[0]): void {
    this.ctrl.reviewDone(review);
    this.reviewed();
  }

  /** A review arrived (or was kept): shown, and kept for a game of this browser. */
  private reviewed(): void {
    const { review, source } = this.ctrl;
    if (review && source.local) io.keepLocalReview(source.local, review);
    view.renderProgress(this.ctrl);
    view.renderReview(this.ctrl, i => this.pickReviewed(i));
    view.renderTree(this.ctrl);
    this.askEngine();
  }

  private pickReviewed(i: number): void {
    const node = this.ctrl.reviewNode(i);
    if (node) void this.goto(node);
  }

  // ---- PGN in ----

  private async openPgn(): Promise<void> {
    const text = ($('pgn-text') as HTMLTextAreaElement).value;
    const out = $('pgn-error');
    out.hidden = true;
    const game = await io.readPgn(text);
    if ('error' in game) {
      out.textContent = game.error;
      out.hidden = false;
      return;
    }
    const query = game.fen ? `?fen=${encodeURIComponent(game.fen)}` : '';
    history.replaceState(null, '', `/analysis/${game.variant}${query}`);
    ($('game-link') as HTMLAnchorElement).hidden = true;
    const open = this.ctrl.loadPgn(game);
    this.loading.clear();
    view.renderHeading(this.ctrl.variant);
    view.renderPgnNotice(this.ctrl);
    view.renderReview(this.ctrl, i => this.pickReviewed(i));
    await this.positionOf(this.ctrl.tree.root);
    await this.goto(open);
    ($('pgn-box') as HTMLDetailsElement).open = false;
  }

  // ---- controls ----

  private bindControls(): void {
    $('engine-toggle').addEventListener('change', event => this.setEngine((event.target as HTMLInputElement).checked));
    const select = $('engine-count') as HTMLSelectElement;
    select.addEventListener('change', () => {
      this.ctrl.engine.count = Math.min(3, Math.max(1, Number(select.value) || 1));
      this.askEngine();
    });
    $('delete-variation').addEventListener('click', () => {
      const parent = this.ctrl.tree.remove(this.ctrl.current);
      if (parent) void this.goto(parent);
    });
    $('promote-variation').addEventListener('click', () => {
      this.ctrl.tree.promote(this.ctrl.current);
      view.renderTree(this.ctrl);
    });
    $('review-button').addEventListener('click', () => this.startReview());
    $('pgn-open').addEventListener('click', () => void this.openPgn());
    $('move-tree').addEventListener('click', event => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('.tree-move');
      const node = target ? this.ctrl.tree.node(Number(target.dataset.node)) : undefined;
      if (node) void this.goto(node);
    });
    onNavigate(step => this.navigate(step));
    onAction('flip', () => this.board.flip());
    onAction('off-board', () => {
      const square = this.board.selectedSquare();
      if (square && this.board.canLeave(square)) void this.play(`${square}off`);
    });
    document.addEventListener('keydown', event => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, .board-frame') || event.altKey || event.ctrlKey || event.metaKey) return;
      const keys: Record<string, NavStep> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last', ArrowUp: 'first', ArrowDown: 'last' };
      const nav = keys[event.key];
      if (nav) {
        event.preventDefault();
        this.navigate(nav);
      }
    });
  }

  private navigate(where: NavStep): void {
    const to = this.ctrl.navigate(where);
    if (to) void this.goto(to);
  }

  private showOffBoard(square: string | null): void {
    view.renderOffBoard(this.ctrl.variant, this.board.canLeave(square));
  }

  /** A move tried on the board that is not legal: the rule it breaks, under the board. */
  private refused(uci: string): void {
    const position = this.ctrl.current.position;
    if (position) void whyIllegal(this.ctrl.variant, position.fen, uci).then(why => why && view.renderError(this.ctrl, why));
  }

  private announce(text: string): void {
    const node = document.getElementById('announce');
    if (node) node.textContent = text;
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
