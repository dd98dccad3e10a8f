// The home page: starting games of every kind, the live lobby and counts,
// and the same-device games kept in this browser.

import { api, ApiError, socketUrl, variantName, type ColorChoice, type LobbyIn, type LobbyOut, type SeekView } from './api';
import { renderCounts, renderSeeks } from './home-lobby';
import { showNextArena } from './home-arena';
import { startTurnNotices } from './home-notices';
import { ratedChoice, showPlayerOnHome } from './home-player';
import { LobbyCtrl } from './lobby-ctrl';
import { Socket } from './socket';
import { createLocalGame } from './storage';
import { knownServerGames, loadMyGames, renderMyGames } from './my-games';
import { pageAction } from './page-actions';
import { clearRefusal, showRefusal } from './refusal';
import { timeChoice, type TimeChoice } from './time-choice';

/** The time control chosen above the cards: a clock, days per move, or neither. */
function clockChoice(): TimeChoice {
  const select = document.getElementById('clock-select') as HTMLSelectElement | null;
  return timeChoice(select?.value ?? '');
}

/**
 * Says why a start was refused next to `near`, where the click was: the
 * server's list of this browser's games is asked again first, so that a
 * refusal about games held can name and link them.
 */
async function refused(near: HTMLElement, error: unknown, level: number | null = null): Promise<void> {
  if (error instanceof ApiError && error.games.length) await loadMyGames();
  showRefusal(near, error, knownServerGames() ?? [], level);
}

export function startHomePage(): void {
  void showPlayerOnHome();
  void showNextArena();
  document.querySelectorAll<HTMLElement>('.game-card').forEach(card => {
    const variant = variantName(card.dataset.variant);
    if (!variant) return;
    card.querySelectorAll<HTMLButtonElement>('button[data-action]').forEach(button => {
      button.addEventListener('click', async () => {
        const action = pageAction(button.dataset.action);
        if (action === 'local') {
          location.href = createLocalGame(variant);
          return;
        }
        if (action !== 'friend' && action !== 'seek') return;
        button.disabled = true;
        // Said right under the button, inside the card's row of buttons.
        clearRefusal(button);
        try {
          const seat = await api.createGame({ variant, color: 'random', opponent: action, ...clockChoice(), ...ratedChoice(variant, action) });
          location.href = seat.url;
        } catch (error) {
          await refused(button, error);
          button.disabled = false;
        }
      });
    });
    closeComputerOptions(card);
    card.querySelector<HTMLFormElement>('form.ai-form')?.addEventListener('submit', async event => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      const fields = new FormData(form);
      const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      const level = Number(fields.get('level') ?? 1);
      if (submit) submit.disabled = true;
      if (submit) clearRefusal(submit);
      try {
        const seat = await api.createGame({ variant, color: colorChoice(fields.get('color')), opponent: 'computer', level, clock: null });
        location.href = seat.url;
      } catch (error) {
        await refused(submit ?? form, error, level);
        if (submit) submit.disabled = false;
      }
    });
  });
  renderMyGames();
  // Your own seeks link to their seats once the server has listed them.
  void loadMyGames().then(() => renderLobby());
  startTurnNotices();
  connectLobby();
}

/** The colour chosen in the computer's options (white when none is). */
function colorChoice(value: FormDataEntryValue | null): ColorChoice {
  return value === 'black' || value === 'random' ? value : 'white';
}

/** The computer's options (open over the card) close with Escape or a click elsewhere. */
function closeComputerOptions(card: HTMLElement): void {
  const details = card.querySelector<HTMLDetailsElement>('details.ai-setup');
  if (!details) return;
  details.addEventListener('keydown', event => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector<HTMLElement>('summary')?.focus();
  });
  document.addEventListener('click', event => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  details.addEventListener('toggle', () => {
    if (!details.open) return;
    // One set of options open at a time.
    document.querySelectorAll<HTMLDetailsElement>('details.ai-setup[open]').forEach(other => {
      if (other !== details) other.open = false;
    });
  });
}

/** The lobby: its state (lobby-ctrl.ts), drawn by home-lobby.ts. */
const lobby = new LobbyCtrl();

function renderLobby(): void {
  renderSeeks(lobby.seeks(), { join: joinSeek, cancel: cancelSeek });
  renderCounts(lobby.counts);
}

async function joinSeek(seek: SeekView, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const seat = await api.join(seek.id);
    location.href = seat.url;
  } catch (error) {
    await refused(button, error);
    button.disabled = false;
  }
}

async function cancelSeek(seek: SeekView, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    await api.cancel(seek.id);
    lobby.withdrawn(seek.id);
    renderLobby();
    void loadMyGames();
  } catch (error) {
    await refused(button, error);
    button.disabled = false;
  }
}

/**
 * The lobby socket (web/src/socket/): its first message says the same as
 * GET /api/lobby (and counts this page among the players); whichever
 * answers first is shown, and a late HTTP answer never overwrites what the
 * socket said.
 */
function connectLobby(): void {
  api.lobby().then(
    answer => {
      if (lobby.fromHttp(answer.seeks, answer.counts)) renderLobby();
    },
    () => undefined,
  );
  const take = (msg: LobbyOut) => {
    lobby.receive(msg);
    renderLobby();
  };
  new Socket<LobbyOut, LobbyIn>({
    url: () => socketUrl('/ws/lobby'),
    handlers: { lobby: take, seeks: take, counts: take, error: () => undefined, pong: () => undefined },
  }).now();
}
