// Short synthesised sounds (no audio files): a move, a capture, the end,
// a notice, low time.

import { soundOn } from './storage';

let context: AudioContext | null = null;

function tone(freq: number, duration: number, delay = 0, volume = 0.08): void {
  if (!soundOn()) return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const start = ctx.currentTime + delay;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + duration);
  } catch {
    // No audio available: silence is fine.
  }
}

export const sounds = {
  move: () => tone(520, 0.08),
  capture: () => {
    tone(330, 0.1);
    tone(220, 0.12, 0.05);
  },
  end: () => {
    tone(523, 0.15);
    tone(659, 0.15, 0.12);
    tone(784, 0.25, 0.24);
  },
  notify: () => tone(880, 0.1),
  /** The player's own clock runs low: two short high beeps. */
  lowTime: () => {
    tone(988, 0.07);
    tone(988, 0.07, 0.14);
  },
};
