// How a game's end is said: the result banner's title and reason, and the
// notice that replaces a game page whose game does not exist.

import type { OutcomeView, Status } from './api';
import { t } from './i18n';

export function reasonText(outcome: OutcomeView): string {
  return t(`reason-${outcome.reason}`, { color: outcome.winner ?? 'none' });
}

export function resultTitle(status: Status, outcome: OutcomeView | null): string {
  if (status === 'aborted') return t('result-aborted');
  if (!outcome) return '';
  if (outcome.winner === 'white') return t('result-white-wins');
  if (outcome.winner === 'black') return t('result-black-wins');
  return t('result-draw');
}

/**
 * Racing Kings: White's king stands on the last rank and Black, to move,
 * may still reach it and draw; a newcomer sees a king home and a game
 * going on, so the page says why (null in any other position).
 */
export function raceNotice(state: { variant: string; fen: string; turn: string; outcome: OutcomeView | null }): string | null {
  if (state.variant !== 'racingkings' || state.outcome || state.turn !== 'black') return null;
  const lastRank = state.fen.split('/')[0] ?? '';
  return lastRank.includes('K') ? t('race-black-may-draw') : null;
}

/** Shows the result banner once the game is over or aborted, hides it before. */
export function renderResultBanner(banner: HTMLElement, state: { status: Status; outcome: OutcomeView | null }): void {
  const done = state.status === 'aborted' || !!state.outcome;
  banner.hidden = !done;
  if (!done) return;
  const title = banner.querySelector('.result-title');
  const reason = banner.querySelector('.result-reason');
  if (title) title.textContent = resultTitle(state.status, state.outcome);
  if (reason) reason.textContent = state.outcome ? reasonText(state.outcome) : t('reason-aborted');
  banner.dataset.winner = state.outcome?.winner ?? 'none';
}

/** Replaces the game page with a notice (unknown or deleted game). */
export function showMissingGame(message: string): void {
  const layout = document.getElementById('game');
  if (!layout) return;
  document.getElementById('game-heading')?.remove();
  const panel = document.createElement('section');
  panel.className = 'panel narrow missing-game';
  panel.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const home = document.createElement('a');
  home.className = 'button primary';
  home.href = '/';
  home.textContent = t('error-back-home');
  panel.append(text, home);
  layout.replaceWith(panel);
}

/** The result in one line, title and reason: `White wins · checkmate`. */
export function resultLine(state: { status: Status; outcome: OutcomeView | null }): string {
  return `${resultTitle(state.status, state.outcome)}${state.outcome ? ` · ${reasonText(state.outcome)}` : ''}`;
}
