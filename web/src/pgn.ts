// PGN text of a same-device game (online games download theirs from /pgn/{id}).

import type { GameState } from './game-view';

const VARIANT_TAG: Record<string, string> = {
  chess: 'Standard',
  kingofthehill: 'King of the Hill',
  racingkings: 'Racing Kings',
  lielow: 'Lielow',
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
  if (variant === 'racingkings') tags.push(['FEN', '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1'], ['SetUp', '1']);
  const head = tags.map(([k, v]) => `[${k} "${v.replaceAll('"', "'")}"]`).join('\n');
  const words: string[] = [];
  state.moves.forEach((move, i) => {
    if (i % 2 === 0) words.push(`${i / 2 + 1}.`);
    words.push(move.san);
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
