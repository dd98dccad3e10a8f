// The analysis board's move tree: a main line and variations. A node's first
// child continues its line; the others start variations.

import type { OutcomeView } from './generated';

export interface Position {
  fen: string;
  turn: 'white' | 'black';
  dests: Partial<Record<string, string[]>>;
  check: boolean;
  lastMove: string | null;
  outcome: OutcomeView | null;
}

export interface TreeNode {
  id: number;
  /** Empty for the root. */
  uci: string;
  san: string;
  /** Plies from the root. */
  ply: number;
  parent: TreeNode | null;
  children: TreeNode[];
  position: Position | null;
}

export class MoveTree {
  readonly root: TreeNode;
  private next = 1;
  private byId = new Map<number, TreeNode>();

  constructor() {
    this.root = { id: 0, uci: '', san: '', ply: 0, parent: null, children: [], position: null };
    this.byId.set(0, this.root);
  }

  node(id: number): TreeNode | undefined {
    return this.byId.get(id);
  }

  /** The child of `parent` for `uci`, made if it is new (a new line goes last). */
  add(parent: TreeNode, uci: string, san: string): TreeNode {
    const found = parent.children.find(c => c.uci === uci);
    if (found) return found;
    const node: TreeNode = { id: this.next++, uci, san, ply: parent.ply + 1, parent, children: [], position: null };
    parent.children.push(node);
    this.byId.set(node.id, node);
    return node;
  }

  /** The moves from the root to `node`, UCI text. */
  path(node: TreeNode): string[] {
    const moves: string[] = [];
    for (let n: TreeNode | null = node; n && n.parent; n = n.parent) moves.push(n.uci);
    return moves.reverse();
  }

  /** The main line's nodes after the root. */
  mainLine(): TreeNode[] {
    const line: TreeNode[] = [];
    for (let n = this.root.children[0]; n; n = n.children[0]) line.push(n);
    return line;
  }

  isMainLine(node: TreeNode): boolean {
    for (let n: TreeNode | null = node; n && n.parent; n = n.parent) {
      if (n.parent.children[0] !== n) return false;
    }
    return true;
  }

  /** Removes `node` and everything after it; returns its parent. */
  remove(node: TreeNode): TreeNode | null {
    const parent = node.parent;
    if (!parent) return null;
    parent.children = parent.children.filter(c => c !== node);
    const forget = (n: TreeNode): void => {
      this.byId.delete(n.id);
      n.children.forEach(forget);
    };
    forget(node);
    return parent;
  }

  /** Makes the line through `node` the main line. */
  promote(node: TreeNode): void {
    for (let n: TreeNode | null = node; n && n.parent; n = n.parent) {
      const siblings = n.parent.children;
      const at = siblings.indexOf(n);
      if (at > 0) {
        siblings.splice(at, 1);
        siblings.unshift(n);
      }
    }
  }
}
