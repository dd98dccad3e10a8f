// The game page's buttons and keys that are not the board: move
// navigation, actions, flip, sound, a Lielow stack off the board, typed
// moves, copying a link. They call back into the view; none sends.

import type { GameAction, NavStep } from './api';
import { t } from './i18n';
import { NAV_KEYS } from './nav-step';
import { gameAction } from './offers';
import { setSoundOn, soundOn } from './storage';
import { actionElement, onAction, onNavigate } from './page-actions';

export interface GameControls {
  navigate(where: NavStep): void;
  act(action: GameAction): void;
  flip(): void;
  offBoard(): void;
  typed(): void;
  cancelPremove(): void;
}

export function bindGameControls(on: GameControls): void {
  onNavigate(step => on.navigate(step));
  document
    .querySelectorAll<HTMLButtonElement>('#actions [data-action], #offer [data-action], #join-box [data-action], #share-box [data-action]')
    .forEach(button =>
      button.addEventListener('click', () => {
        const action = gameAction(button.dataset.action);
        if (action) on.act(action);
      }),
    );
  onAction('flip', () => on.flip());
  const sound = actionElement('sound');
  const showSound = () => sound?.setAttribute('aria-pressed', String(soundOn()));
  showSound();
  sound?.addEventListener('click', () => {
    setSoundOn(!soundOn());
    showSound();
  });
  onAction('off-board', () => on.offBoard());
  document.getElementById('move-form')?.addEventListener('submit', event => {
    event.preventDefault();
    on.typed();
  });
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape') on.cancelPremove();
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    const nav = NAV_KEYS[event.key];
    // On the board itself the arrow keys move the keyboard cursor (keyboard.ts).
    if (nav && target?.closest('.board-column, .moves-box') && !target.closest('.board-frame')) {
      event.preventDefault();
      on.navigate(nav);
    }
  });
  document.querySelectorAll<HTMLButtonElement>('[data-copy]').forEach(button =>
    button.addEventListener('click', () => {
      const input = document.getElementById(button.dataset.copy ?? '') as HTMLInputElement | null;
      if (!input) return;
      const done = () => {
        button.textContent = t('share-copied');
        setTimeout(() => (button.textContent = t('share-copy')), 2000);
      };
      input.select();
      if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, () => document.execCommand('copy') && done());
      else if (document.execCommand('copy')) done();
    }),
  );
}
