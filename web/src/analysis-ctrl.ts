// The analysis board's state and its transitions: the game and its move
// tree, the node shown, the engine's answers and the review. No DOM and
// no network: the page (analysis.ts) feeds it answers and socket messages
// and draws it with analysis-view.ts; web/unit/analysis-ctrl.test.ts tests it.

import type { AnalysisIn, AnalysisOut, EndReason, LineView, MoveView as PlayedMove, MoveWhy, NavStep, PgnGame, PgnMove, Review, ScoreView, VariantName } from './generated';
import { MoveTree, type Position, type TreeNode } from './analysis-tree';

/** Where the page's game came from: a game of this site, one of this browser, or none. */
export interface Source {
  game: string | null;
  local: string | null;
}

/** What the engine panel shows. */
export interface EngineState {
  on: boolean;
  /** Lines asked for (1-3). */
  count: number;
  /** Waiting for the first answer to the position shown. */
  pending: boolean;
  score: ScoreView | null;
  depth: number | null;
  /** Analyses ahead in the engine's line, while waiting. */
  ahead: number | null;
  lines: LineView[];
}

/** A pasted PGN's move that could not be played, as the page says it. */
export interface PgnRefusal {
  /** `14…Nc3`, `3. Nd3`. */
  move: string;
  why: MoveWhy;
  inVariation: boolean;
}

/** The review's progress while the engine works on it. */
export interface Progress {
  done: number;
  of: number;
}

/** A ply's move number and whether White played it. */
export function plyNumber(ply: number, blackStarts: boolean): { number: number; white: boolean } {
  return { number: Math.floor((ply - 1 + (blackStarts ? 1 : 0)) / 2) + 1, white: (ply % 2 === 1) !== blackStarts };
}

/** The ends a forced win is told by (`analysis-win-<key>`); any other is "any". */
export const WIN_BY: Partial<Record<EndReason, 'hill' | 'race' | 'checkmate' | 'crown'>> = {
  hill: 'hill',
  race: 'race',
  checkmate: 'checkmate',
  'crown-captured': 'crown',
  'crown-off-board': 'crown',
};

export class AnalysisCtrl {
  variant: VariantName;
  rootFen: string | null;
  tree = new MoveTree();
  current: TreeNode;
  source: Source;
  engine: EngineState = { on: false, count: 1, pending: false, score: null, depth: null, ahead: null, lines: [] };
  review: Review | null = null;
  reviewLine: TreeNode[] = [];
  reviewing = false;
  progress: Progress | null = null;
  /** The last refusal or failure, as a translation key's tail or words. */
  error: { code: string } | null = null;
  refusal: PgnRefusal | null = null;
  /** Comments and annotation glyphs a pasted PGN had that are not kept. */
  skipped = 0;
  private requestId = 0;
  private sentFor: number | null = null;

  constructor(variant: VariantName, rootFen: string | null, source: Source) {
    this.variant = variant;
    this.rootFen = rootFen;
    this.source = source;
    this.current = this.tree.root;
  }

  // ---- the game and its tree ----

  /** A game's moves as the main line of a fresh tree. */
  loadLine(moves: Pick<PlayedMove, 'uci' | 'san'>[]): void {
    this.freshTree();
    let node = this.tree.root;
    for (const m of moves) node = this.tree.add(node, m.uci, m.san);
  }

  /**
   * A pasted game: its tree with the variations, what could not be played,
   * and the node to open (the last move kept when one was refused in the
   * main line, else the start).
   */
  loadPgn(game: PgnGame): TreeNode {
    this.variant = game.variant;
    this.rootFen = game.fen;
    this.source = { game: null, local: null };
    this.freshTree();
    const add = (from: TreeNode, line: PgnMove[]): TreeNode => {
      let node = from;
      for (const m of line) {
        const parent = node;
        node = this.tree.add(parent, m.uci, m.san);
        for (const variation of m.variations) add(parent, variation);
      }
      return node;
    };
    const last = add(this.tree.root, game.moves);
    const r = game.refused;
    this.refusal = r ? { move: `${r.number}${r.black ? '…' : '. '}${r.token}`, why: r.why, inVariation: r.inVariation } : null;
    this.skipped = game.comments + game.nags;
    return r && !r.inVariation ? last : this.tree.root;
  }

  private freshTree(): void {
    this.tree = new MoveTree();
    this.current = this.tree.root;
    this.review = null;
    this.reviewLine = [];
    this.refusal = null;
    this.skipped = 0;
  }

  /** A move just played from `from`, with the position the rules answered. */
  played(from: TreeNode, uci: string, san: string, position: Position): TreeNode {
    const node = this.tree.add(from, uci, san);
    node.position = position;
    return node;
  }

  blackStarts(): boolean {
    return this.tree.root.position?.turn === 'black';
  }

  /** The number written before a move in the tree (`3.`, `3…`), or none. */
  moveLabel(node: TreeNode, withNumber: boolean): string {
    const { number, white } = plyNumber(node.ply, this.blackStarts());
    return withNumber || white ? `${number}${white ? '.' : '…'} ` : '';
  }

  /** An engine line in the game's notation with move numbers, from the node shown. */
  lineText(moves: PlayedMove[]): string {
    const parts: string[] = [];
    moves.slice(0, 12).forEach((m, i) => {
      const { number, white } = plyNumber(this.current.ply + i + 1, this.blackStarts());
      if (white) parts.push(`${number}.`);
      else if (i === 0) parts.push(`${number}…`);
      parts.push(m.san);
    });
    return parts.join(' ');
  }

  /** Where a navigation button leads from the node shown (null: nowhere new). */
  navigate(where: NavStep): TreeNode | null {
    const node = this.current;
    let to: TreeNode | null = null;
    if (where === 'prev') to = node.parent;
    else if (where === 'next') to = node.children[0] ?? null;
    else if (where === 'first') to = this.tree.root;
    else if (where === 'last') {
      to = node;
      while (to.children[0]) to = to.children[0];
    }
    return to && to !== node ? to : null;
  }

  // ---- engine ----

  setEngine(on: boolean): void {
    this.engine = { ...this.engine, on, pending: false, score: null, depth: null, ahead: null, lines: [] };
    if (!on) this.sentFor = null;
  }

  /**
   * The node shown changed (or the number of lines): clears the engine's
   * answer. Returns the request to send, or null when none is needed
   * (engine off, or the game over there: its score is the result).
   */
  askEngine(): AnalysisIn | null {
    const e = this.engine;
    this.engine = { ...e, pending: false, score: null, depth: null, ahead: null, lines: [] };
    if (!e.on) return null;
    const outcome = this.current.position?.outcome;
    if (outcome) {
      this.engine.score = outcome.winner ? { kind: 'win', winner: outcome.winner, moves: 0, by: outcome.reason } : { kind: 'draw' };
      return null;
    }
    this.engine.pending = true;
    this.requestId += 1;
    this.sentFor = this.requestId;
    return { t: 'analyse', id: this.requestId, variant: this.variant, fen: this.rootFen, moves: this.tree.path(this.current), lines: e.count };
  }

  /** A message of the analysis socket; true when something shown changed. */
  onEngine(msg: AnalysisOut): boolean {
    const e = this.engine;
    switch (msg.t) {
      case 'info': {
        const best = msg.lines[0];
        if (msg.id !== this.sentFor || !e.on || !best) return false;
        this.engine = { ...e, pending: false, score: best.score, depth: msg.depth, ahead: null, lines: msg.lines };
        this.error = null;
        return true;
      }
      case 'done':
        if (msg.id !== this.sentFor || !msg.score || !e.pending) return false;
        this.engine = { ...e, pending: false, score: msg.score };
        return true;
      case 'queued':
        if (msg.id !== this.sentFor || !e.on) return false;
        this.engine = { ...e, ahead: msg.ahead };
        return true;
      case 'progress':
        this.progress = { done: msg.done, of: msg.of };
        return true;
      case 'review':
        this.reviewDone(msg.review);
        return true;
      case 'error':
        this.error = { code: `analysis-error-${msg.code}` };
        this.engine = { ...e, pending: false, score: null };
        this.progress = null;
        this.reviewing = false;
        return true;
      case 'pong':
        return false;
      default: {
        const unknown: never = msg;
        throw new Error(`an analysis message this page does not know: ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** The socket dropped: nothing is coming for the position shown. */
  engineDown(): void {
    this.engine = { ...this.engine, pending: false };
  }

  // ---- review ----

  /** The request for a review of the main line (null: no moves). */
  startReview(): AnalysisIn | null {
    const main = this.tree.mainLine();
    if (!main.length) return null;
    this.reviewLine = main;
    this.requestId += 1;
    this.sentFor = null;
    this.reviewing = true;
    this.progress = { done: 0, of: main.length + 1 };
    return { t: 'review', id: this.requestId, variant: this.variant, fen: this.rootFen, moves: main.map(n => n.uci), game: this.source.game };
  }

  reviewDone(review: Review): void {
    this.review = review;
    this.reviewLine = this.tree.mainLine();
    this.progress = null;
    this.reviewing = false;
  }

  /** Whether a review kept earlier belongs to the main line as it stands. */
  fitsMainLine(review: Review, strict: boolean): boolean {
    const main = this.tree.mainLine();
    return review.moves.length === main.length && (!strict || review.moves.every((m, i) => m.uci === main[i].uci));
  }

  markOf(node: TreeNode): 'inaccuracy' | 'mistake' | 'blunder' | null {
    if (!this.review) return null;
    const at = this.reviewLine.indexOf(node);
    const move = at >= 0 ? this.review.moves[at] : undefined;
    return move && move.uci === node.uci ? (move.mark ?? null) : null;
  }

  /** The reviewed ply shown (0: the start; -1: not on the reviewed line). */
  reviewCursor(): number {
    if (this.current === this.tree.root) return 0;
    const at = this.reviewLine.indexOf(this.current);
    return at < 0 ? -1 : at + 1;
  }

  /** The node of reviewed ply `i` (0: the start). */
  reviewNode(i: number): TreeNode | undefined {
    return i <= 0 ? this.tree.root : this.reviewLine[Math.min(i, this.reviewLine.length) - 1];
  }
}
