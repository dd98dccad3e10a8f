// The pages' buttons, by the `data-action` and `data-nav` names the server's
// templates write: both lists live in crates/server/src/protocol/actions.rs
// (generated as GameAction, PageAction and NavStep), so a name renamed there
// fails to compile here, and a server test fails for a template that writes
// a name neither list has.

import type { GameAction, NavStep, PageAction } from './api';

/** Any button's `data-action`. */
export type ActionName = GameAction | PageAction;

const PAGE_ACTIONS: Record<PageAction, true> = {
  flip: true,
  sound: true,
  'off-board': true,
  start: true,
  clear: true,
  copy: true,
  local: true,
  friend: true,
  ai: true,
  seek: true,
  hint: true,
  retry: true,
  next: true,
  solution: true,
};

const NAV_STEPS: Record<NavStep, true> = { first: true, prev: true, next: true, last: true };

const known = <T extends string>(table: Record<T, true>, text: string | undefined): T | null =>
  text !== undefined && Object.prototype.hasOwnProperty.call(table, text) ? (text as T) : null;

/** A `data-action` as a page action, or null for none of them. */
export const pageAction = (text: string | undefined): PageAction | null => known(PAGE_ACTIONS, text);

/** A `data-nav` as a step, or null for none of them. */
export const navStep = (text: string | undefined): NavStep | null => known(NAV_STEPS, text);

/** The element with `data-action` `action` under `root`, if there is one. */
export function actionElement<E extends HTMLElement = HTMLButtonElement>(action: ActionName, root: ParentNode = document): E | null {
  return root.querySelector<E>(`[data-action="${action}"]`);
}

/** Calls `handler` when the button with `data-action` `action` is clicked. */
export function onAction(action: ActionName, handler: (button: HTMLButtonElement) => void, root: ParentNode = document): void {
  const button = actionElement(action, root);
  button?.addEventListener('click', () => handler(button));
}

/** Calls `handler` with the step of whichever `data-nav` button is clicked. */
export function onNavigate(handler: (step: NavStep) => void, root: ParentNode = document): void {
  root.querySelectorAll<HTMLButtonElement>('[data-nav]').forEach(button =>
    button.addEventListener('click', () => {
      const step = navStep(button.dataset.nav);
      if (step) handler(step);
    }),
  );
}
