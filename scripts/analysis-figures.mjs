#!/usr/bin/env node
// The analysis board's two figures, measured against a running server
// through /ws/analysis, the way the page asks:
//  - depth: the deepest depth each game's start position reaches within 1 s
//    (one line, the analysis budget);
//  - review: the time to review a 60-ply game of each game (random legal
//    moves from a fixed seed, fewer plies when the game ends first).
// Usage: node --experimental-websocket scripts/analysis-figures.mjs http://127.0.0.1:8080
// (`regalia serve` running; on Node 22 and later the flag is not needed).

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const ws = base.replace(/^http/, 'ws') + '/ws/analysis';
const games = ['kingofthehill', 'racingkings', 'lielow', 'chess'];

let seed = 12345;
const random = n => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

async function rules(variant, moves) {
  const response = await fetch(`${base}/api/rules`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant, fen: null, moves }),
  });
  return response.json();
}

async function randomGame(variant, plies) {
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const answer = await rules(variant, moves);
    if (answer.outcome || !answer.legal.length) break;
    // Prefer moves that do not end the game at once, so it lasts.
    const candidates = [];
    for (const m of answer.legal) candidates.push(m);
    let chosen = null;
    for (let tries = 0; tries < 8 && !chosen; tries++) {
      const m = candidates[random(candidates.length)];
      const next = await rules(variant, [...moves, m]);
      if (!next.outcome || tries === 7) chosen = m;
    }
    moves.push(chosen);
  }
  return moves;
}

function socket() {
  return new Promise((resolve, reject) => {
    const s = new WebSocket(ws);
    s.onopen = () => resolve(s);
    s.onerror = reject;
  });
}

async function depthInOneSecond(variant) {
  const s = await socket();
  let depth = 0;
  await new Promise(resolve => {
    s.onmessage = event => {
      const msg = JSON.parse(event.data);
      if (msg.t === 'info' && msg.ms <= 1000) depth = Math.max(depth, msg.depth);
      if ((msg.t === 'info' && msg.ms > 1000) || msg.t === 'done' || msg.t === 'error') resolve();
    };
    s.send(JSON.stringify({ t: 'analyse', id: 1, variant, fen: null, moves: [], lines: 1 }));
    setTimeout(resolve, 1500);
  });
  s.send(JSON.stringify({ t: 'stop' }));
  s.close();
  return depth;
}

async function reviewTime(variant, moves) {
  const s = await socket();
  const started = performance.now();
  await new Promise((resolve, reject) => {
    s.onmessage = event => {
      const msg = JSON.parse(event.data);
      if (msg.t === 'review') resolve();
      if (msg.t === 'error') reject(new Error(msg.message));
    };
    s.send(JSON.stringify({ t: 'review', id: 1, variant, fen: null, moves, game: null }));
  });
  s.close();
  return (performance.now() - started) / 1000;
}

for (const variant of games) {
  const depth = await depthInOneSecond(variant);
  await new Promise(r => setTimeout(r, 300));
  const moves = await randomGame(variant, 60);
  const seconds = await reviewTime(variant, moves);
  console.log(`${variant.padEnd(14)} depth in 1 s: ${String(depth).padStart(2)}   review of ${moves.length} plies: ${seconds.toFixed(1)} s`);
}
