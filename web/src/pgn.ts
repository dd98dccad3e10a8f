// PGN text of a same-device game (online games download theirs from /pgn/{id}).

import type { GameState } from './game-view';

const VARIANT_TAG: Record<string, string> = {
  chess: 'Standard',
  kingofthehill: 'King of the Hill',
  racingkings: 'Racing Kings',
  lielow: 'Lielow',
};

const START: Record<string, string> = {
  racingkings: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
  lielow: '8/B1B1B1B1B1B1B1B1/8/8/8/8/W1W1W1W1W1W1W1W1/8 w -',
};

export function localPgn(variant: string, state: GameState): string {
  const result = !state.outcome ? '*' : state.outcome.winner === 'white' ? '1-0' : state.outcome.winner === 'black' ? '0-1' : '1/2-1/2';
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.');
  const tags = [
    ['Event', 'Game on one device'],
    ['Site', location.origin],
    ['Date', date],
    ['White', 'White'],
    ['Black', 'Black'],
    ['Result', result],
    ['Variant', VARIANT_TAG[variant] ?? variant],
  ];
  // Racing Kings and Lielow always name their start, as the server's PGN does.
  const start = state.initialFen ?? START[variant];
  if (start) tags.push(['FEN', start], ['SetUp', '1']);
  const head = tags.map(([k, v]) => `[${k} "${v.replaceAll('"', "'")}"]`).join('\n');
  const fields = (state.initialFen ?? '').trim().split(/\s+/);
  const blackFirst = fields[1] === 'b';
  let number = Math.max(1, Number(fields[5]) || 1);
  const words: string[] = [];
  state.moves.forEach((move, i) => {
    const whiteMoves = (i % 2 === 0) !== blackFirst;
    if (whiteMoves) words.push(`${number}.`);
    else if (i === 0) words.push(`${number}...`);
    words.push(move.san);
    if (!whiteMoves) number++;
  });
  words.push(result);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > 79) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `${head}\n\n${lines.join('\n')}\n`;
}
