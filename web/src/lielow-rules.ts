// Lielow's rules in the browser, for same-device games played offline:
// the same rules, position text and notation as the server's
// (crates/rules/src/lielow/, RULES.md), checked against them on the same
// positions by web/unit/browser-rules.test.ts. No kept library plays
// Lielow; this is ours, as the server's is.

/** Crown states besides a square (0 = a1 .. 63 = h8), as the server keeps them. */
const NOT_YET = 64;
const CAPTURED = 65;
const LEFT_BOARD = 66;
const MAX_HEIGHT = 8;
const MAX_STACKS = 8;

/** The eight directions as (file step, rank step), in the server's order. */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

export type Side = 'white' | 'black';

/** A move: a stack leaves `from` and lands on `to`, or leaves the board (`to` null). */
export interface LielowMove {
  from: number;
  to: number | null;
}

export function squareName(square: number): string {
  return `${'abcdefgh'[square % 8]}${Math.floor(square / 8) + 1}`;
}

function parseSquare(text: string): number | null {
  const m = /^([a-h])([1-8])$/.exec(text);
  return m ? (m[2].charCodeAt(0) - 49) * 8 + (m[1].charCodeAt(0) - 97) : null;
}

function landing(square: number, dir: number, distance: number): number | null {
  const [df, dr] = DIRECTIONS[dir];
  const file = (square % 8) + df * distance;
  const rank = Math.floor(square / 8) + dr * distance;
  return file < 0 || file > 7 || rank < 0 || rank > 7 ? null : rank * 8 + file;
}

const index = (side: Side): 0 | 1 => (side === 'white' ? 0 : 1);

/** A Lielow position: a height and an owner per square, a crown state per player, the side to move. */
export class LielowPosition {
  private constructor(
    private heights: number[],
    private owners: (Side | null)[],
    private crowns: [number, number],
    public turn: Side,
  ) {}

  static start(): LielowPosition {
    const heights = new Array<number>(64).fill(0);
    const owners = new Array<Side | null>(64).fill(null);
    for (let sq = 8; sq < 16; sq++) [heights[sq], owners[sq]] = [1, 'white'];
    for (let sq = 48; sq < 56; sq++) [heights[sq], owners[sq]] = [1, 'black'];
    return new LielowPosition(heights, owners, [NOT_YET, NOT_YET], 'white');
  }

  clone(): LielowPosition {
    return new LielowPosition([...this.heights], [...this.owners], [...this.crowns], this.turn);
  }

  /** Reads a position text (docs/lielow-position-text.md); throws with words on a position no game reaches. */
  static fromText(text: string): LielowPosition {
    const fields = text.trim().split(/\s+/);
    if (fields.length < 2 || fields.length > 3) throw new Error(`expected \`<ranks> <side to move> [<lost crown>]\` in \`${text}\``);
    const ranks = fields[0].split('/');
    if (ranks.length !== 8) throw new Error(`expected 8 ranks in \`${fields[0]}\``);
    const heights = new Array<number>(64).fill(0);
    const owners = new Array<Side | null>(64).fill(null);
    const crowned: [number[], number[]] = [[], []];
    ranks.forEach((row, i) => {
      const rank = 7 - i;
      let file = 0;
      for (let j = 0; j < row.length; j++) {
        const c = row[j];
        if (c >= '1' && c <= '8') file += Number(c);
        else if ((c === 'W' || c === 'B') && file < 8) {
          const height = Number(row[j + 1]);
          if (!(height >= 1 && height <= MAX_HEIGHT)) throw new Error(`a stack on rank ${rank + 1} has no height 1 to 8`);
          const sq = rank * 8 + file;
          const side: Side = c === 'W' ? 'white' : 'black';
          [heights[sq], owners[sq]] = [height, side];
          j++;
          if (row[j + 1] === '*') {
            crowned[index(side)].push(sq);
            j++;
          }
          file++;
        } else throw new Error(`rank ${rank + 1} (\`${row}\`): unexpected \`${c}\``);
        if (file > 8) throw new Error(`rank ${rank + 1} (\`${row}\`) has more than 8 squares`);
      }
      if (file !== 8) throw new Error(`rank ${rank + 1} (\`${row}\`) has ${file} squares, expected 8`);
    });
    if (fields[1] !== 'w' && fields[1] !== 'b') throw new Error(`the side to move must be \`w\` or \`b\``);
    const turn: Side = fields[1] === 'w' ? 'white' : 'black';
    const crowns: [number, number] = [NOT_YET, NOT_YET];
    const lost = fields[2] ?? '-';
    const lostCodes: Record<string, [0 | 1, number]> = { Wx: [0, CAPTURED], Woff: [0, LEFT_BOARD], Bx: [1, CAPTURED], Boff: [1, LEFT_BOARD] };
    if (lost !== '-') {
      const code = lostCodes[lost];
      if (!code) throw new Error(`the lost-crown field must be \`-\`, \`Wx\`, \`Woff\`, \`Bx\` or \`Boff\``);
      crowns[code[0]] = code[1];
    }
    const pos = new LielowPosition(heights, owners, crowns, turn);
    pos.checkCrowns(crowned);
    return pos;
  }

  /** What the server's reader checks: the crowns where the rules put them (crates/rules/src/lielow/text.rs). */
  private checkCrowns(crowned: [number[], number[]]): void {
    for (const side of ['white', 'black'] as const) {
      const c = index(side);
      const stacks = this.stacksOf(side);
      if (stacks.length > MAX_STACKS) throw new Error(`${side} has ${stacks.length} stacks; a player has at most ${MAX_STACKS}`);
      if (crowned[c].length > 1) throw new Error(`${side} has more than one crowned stack`);
      if (crowned[c].length === 1) {
        if (this.crowns[c] !== NOT_YET) throw new Error(`${side}'s crown is recorded as lost, yet a stack is crowned`);
        this.crowns[c] = crowned[c][0];
      }
    }
    for (const side of ['white', 'black'] as const) {
      const c = index(side);
      if (this.crowns[c] === CAPTURED && this.turn !== side) throw new Error(`${side}'s crown was captured, so ${side} must be to move`);
      if (this.crowns[c] === LEFT_BOARD && this.turn === side) throw new Error(`${side} moved its crown off the board, so the other side must be to move`);
      if (this.crowns[c] > NOT_YET) continue;
      const stacks = this.stacksOf(side);
      if (!stacks.length) throw new Error(`${side} has no stacks but has not lost its crown`);
      const tallest = this.uniqueTallest(side);
      if (tallest !== null && this.crowns[c] !== tallest) throw new Error(`${side}'s unique tallest stack must wear the crown`);
      if (this.crowns[c] === NOT_YET && stacks.some(sq => this.heights[sq] > 1)) throw new Error(`${side} has no crown yet, but a stack has grown`);
    }
  }

  private stacksOf(side: Side): number[] {
    const squares: number[] = [];
    for (let sq = 0; sq < 64; sq++) if (this.owners[sq] === side) squares.push(sq);
    return squares;
  }

  private uniqueTallest(side: Side): number | null {
    let best = 0;
    let square: number | null = null;
    for (const sq of this.stacksOf(side)) {
      if (this.heights[sq] > best) [best, square] = [this.heights[sq], sq];
      else if (this.heights[sq] === best) square = null;
    }
    return square;
  }

  isOver(): boolean {
    return this.crowns[0] > NOT_YET || this.crowns[1] > NOT_YET;
  }

  /** The winner and why, once a crown is lost. */
  outcome(): { winner: Side; reason: 'crown-captured' | 'crown-off-board' } | null {
    for (const side of ['white', 'black'] as const) {
      const winner: Side = side === 'white' ? 'black' : 'white';
      if (this.crowns[index(side)] === CAPTURED) return { winner, reason: 'crown-captured' };
      if (this.crowns[index(side)] === LEFT_BOARD) return { winner, reason: 'crown-off-board' };
    }
    return null;
  }

  /** Every legal move, in the server's order: by origin, landing squares, then off the board. */
  legalMoves(): LielowMove[] {
    const moves: LielowMove[] = [];
    if (this.isOver()) return moves;
    for (const from of this.stacksOf(this.turn)) {
      const height = this.heights[from];
      const targets = new Set<number>();
      let leaves = false;
      for (let dir = 0; dir < 8; dir++) {
        const to = height >= MAX_HEIGHT ? null : landing(from, dir, height);
        if (to === null) leaves = true;
        else if (this.owners[to] !== this.turn) targets.add(to);
      }
      [...targets].sort((a, b) => a - b).forEach(to => moves.push({ from, to }));
      // Every direction off the board gives the same position: one move.
      if (leaves) moves.push({ from, to: null });
    }
    return moves;
  }

  /** Plays a legal move: moves, captures or grows, then settles both crowns. */
  play(m: LielowMove): void {
    const us = index(this.turn);
    const them = (1 - us) as 0 | 1;
    const height = this.heights[m.from];
    const carriesCrown = this.crowns[us] === m.from;
    [this.heights[m.from], this.owners[m.from]] = [0, null];
    let captured = false;
    if (m.to === null) {
      if (carriesCrown) this.crowns[us] = LEFT_BOARD;
    } else {
      let grown = Math.min(height + 1, MAX_HEIGHT);
      if (this.owners[m.to] !== null) {
        if (this.crowns[them] === m.to) this.crowns[them] = CAPTURED;
        captured = true;
        grown = 1;
      }
      [this.heights[m.to], this.owners[m.to]] = [grown, this.turn];
      if (carriesCrown) this.crowns[us] = m.to;
    }
    this.settleCrown(this.turn);
    if (captured) this.settleCrown(this.turn === 'white' ? 'black' : 'white');
    this.turn = this.turn === 'white' ? 'black' : 'white';
  }

  private settleCrown(side: Side): void {
    const c = index(side);
    if (this.crowns[c] > NOT_YET) return;
    const tallest = this.uniqueTallest(side);
    if (tallest !== null) this.crowns[c] = tallest;
  }

  /** The move a UCI text (`e2e3`, `a2off`) names, if it is legal here. */
  readUci(text: string): LielowMove | null {
    const from = parseSquare(text.slice(0, 2));
    const rest = text.slice(2);
    const to = rest === 'off' ? null : parseSquare(rest);
    if (from === null || (to === null && rest !== 'off')) return null;
    return this.legalMoves().find(m => m.from === from && m.to === to) ?? null;
  }

  /** `e2e3`, `a2off`. */
  static uci(m: LielowMove): string {
    return squareName(m.from) + (m.to === null ? 'off' : squareName(m.to));
  }

  /** `e2-e3`, `d4xg7`, `a2-off`, before the move is played. */
  display(m: LielowMove): string {
    if (m.to === null) return `${squareName(m.from)}-off`;
    const capture = this.owners[m.to] !== null && this.owners[m.to] !== this.turn;
    return `${squareName(m.from)}${capture ? 'x' : '-'}${squareName(m.to)}`;
  }

  /** The position text, as the server writes it. */
  toText(): string {
    const rows: string[] = [];
    for (let rank = 7; rank >= 0; rank--) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const sq = rank * 8 + file;
        const owner = this.owners[sq];
        if (!owner) {
          empty++;
          continue;
        }
        if (empty) row += String(empty);
        empty = 0;
        row += `${owner === 'white' ? 'W' : 'B'}${this.heights[sq]}${this.crowns[index(owner)] === sq ? '*' : ''}`;
      }
      if (empty) row += String(empty);
      rows.push(row);
    }
    const [w, b] = this.crowns;
    const lost = w === CAPTURED ? 'Wx' : w === LEFT_BOARD ? 'Woff' : b === CAPTURED ? 'Bx' : b === LEFT_BOARD ? 'Boff' : '-';
    return `${rows.join('/')} ${this.turn[0]} ${lost}`;
  }
}
