// Lielow's position text (docs/lielow-position-text.md) read into stacks,
// and written as the board component's piece placement.
//
// A stack of height h is drawn as the piece role of letter `a` + h - 1
// (`a-piece` .. `h-piece`), upper case for White; the crowned stack is a
// promoted piece (`+C` → role `pc-piece`, class `promoted`).

export interface Stack {
  color: 'white' | 'black';
  height: number;
  crowned: boolean;
}

export interface LielowPosition {
  stacks: Map<string, Stack>;
  turn: 'white' | 'black';
  lost: string;
}

const FILES = 'abcdefgh';

export function parseLielow(text: string): LielowPosition {
  const [ranks = '', turn = 'w', lost = '-'] = text.trim().split(/\s+/);
  const stacks = new Map<string, Stack>();
  const rows = ranks.split('/');
  rows.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const c = row[j];
      if (c === 'W' || c === 'B') {
        const height = Number(row[j + 1]);
        const crowned = row[j + 2] === '*';
        stacks.set(`${FILES[file]}${rank}`, { color: c === 'W' ? 'white' : 'black', height, crowned });
        j += crowned ? 2 : 1;
        file += 1;
      } else if (c >= '1' && c <= '8') {
        file += Number(c);
      }
    }
  });
  return { stacks, turn: turn === 'b' ? 'black' : 'white', lost };
}

/** The board component's placement text for a Lielow position. */
export function lielowBoardFen(text: string): string {
  const { stacks } = parseLielow(text);
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const stack = stacks.get(`${file}${rank}`);
      if (!stack) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = String.fromCharCode(96 + Math.min(Math.max(stack.height, 1), 8));
      row += (stack.crowned ? '+' : '') + (stack.color === 'white' ? letter.toUpperCase() : letter);
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

/** A Lielow move of the mover's crowned stack off the board: it loses at once. */
export function losesAtOnce(state: { variant: string; fen: string; turn: 'white' | 'black' }, uci: string): boolean {
  if (state.variant !== 'lielow' || !uci.endsWith('off')) return false;
  const stack = parseLielow(state.fen).stacks.get(uci.slice(0, 2));
  return !!stack && stack.crowned && stack.color === state.turn;
}
