// The game page's view, shared by online and same-device games: board,
// move list with navigation, typed moves, status, result, actions, clocks,
// players, announcements and sounds. Drivers (online.ts, local.ts) feed it
// the game's state and receive the player's moves and actions.

import { api, type ClockState, type Claims, type Outcome, type PlayedMove } from './api';
import { Board, type Color } from './board';
import { colorName, t } from './i18n';
import { resolveTypedMove } from './typed-move';
import { parseLielow } from './lielow';
import { sounds } from './sound';
import { setSoundOn, soundOn } from './storage';

export interface GameState {
  variant: string;
  initialFen: string | null;
  fen: string;
  turn: Color;
  moves: PlayedMove[];
  lastMove: string | null;
  check: boolean;
  dests: Record<string, string[]>;
  claims: Claims;
  outcome: Outcome | null;
  status: 'waiting' | 'playing' | 'finished' | 'aborted';
}

export interface Driver {
  /** Who may move from this page: one colour, both (same device) or nobody. */
  you(): Color | 'both' | null;
  play(uci: string): void;
  act(action: string): void;
}

export interface PlayerLine {
  name: string;
  online: boolean | null;
}

function $(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the game page lacks #${id}`);
  return node;
}

export function reasonText(outcome: Outcome): string {
  return t(`reason-${outcome.reason}`, { color: outcome.winner ?? 'none' });
}

export function resultTitle(status: string, outcome: Outcome | null): string {
  if (status === 'aborted' || outcome?.reason === 'aborted') return t('result-aborted');
  if (!outcome) return '';
  if (outcome.winner === 'white') return t('result-white-wins');
  if (outcome.winner === 'black') return t('result-black-wins');
  return t('result-draw');
}

export class GameView {
  readonly board: Board;
  private state: GameState | null = null;
  /** The ply shown on the board; null = the current position. */
  private viewing: number | null = null;
  private pastCache = new Map<string, Promise<{ fen: string; lastMove: string | null; check: boolean; turn: Color }>>();
  private clock: { state: ClockState; at: number } | null = null;
  private clockTimer: number | undefined;
  private announceTimer: number | undefined;
  private players: Record<Color, PlayerLine> = {
    white: { name: '', online: null },
    black: { name: '', online: null },
  };
  private statusText = '';
  private timeControl: string | null = null;
  /** The premove waiting for the player's turn, in UCI text. */
  private premove: string | null = null;

  constructor(private driver: Driver, orientation: Color) {
    this.board = new Board(
      $('board'),
      {
        onMove: uci => this.userMove(uci),
        onSelect: sq => this.onSelect(sq),
        onPremove: uci => this.onPremove(uci),
        announce: text => this.announce(text),
      },
      orientation,
    );
    this.bindControls();
  }

  private bindControls(): void {
    document.querySelectorAll<HTMLButtonElement>('[data-nav]').forEach(button =>
      button.addEventListener('click', () => this.navigate(button.dataset.nav ?? 'last')),
    );
    document.querySelectorAll<HTMLButtonElement>('#actions [data-action], #offer [data-action], #join-box [data-action], #share-box [data-action]').forEach(button =>
      button.addEventListener('click', () => this.driver.act(button.dataset.action ?? '')),
    );
    document.querySelector<HTMLButtonElement>('[data-action="flip"]')?.addEventListener('click', () => {
      this.board.flip();
      this.renderPlayers();
    });
    const sound = document.querySelector<HTMLButtonElement>('[data-action="sound"]');
    const showSound = () => {
      if (!sound) return;
      sound.setAttribute('aria-pressed', String(soundOn()));
    };
    showSound();
    sound?.addEventListener('click', () => {
      setSoundOn(!soundOn());
      showSound();
    });
    document.querySelector<HTMLButtonElement>('[data-action="off-board"]')?.addEventListener('click', () => {
      const square = this.board.selectedSquare();
      if (square && this.board.canLeave(square)) this.userMove(`${square}off`);
    });
    $('move-form').addEventListener('submit', event => {
      event.preventDefault();
      this.typedMove();
    });
    document.addEventListener('keydown', event => {
      if (event.key === 'Escape' && this.premove) this.board.cancelPremove();
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
      const keys: Record<string, string> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
      const nav = keys[event.key];
      // On the board itself the arrow keys move the keyboard cursor (keyboard.ts).
      if (nav && target?.closest('.board-column, .moves-box') && !target.closest('.board-frame')) {
        event.preventDefault();
        this.navigate(nav);
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

  current(): GameState | null {
    return this.state;
  }

  /** Shows a new state of the game; announces and sounds new moves. */
  update(state: GameState): void {
    const previous = this.state;
    this.state = state;
    if (!previous) this.renderHeading();
    const before = previous?.moves.length ?? state.moves.length;
    if (state.moves.length !== before) this.viewing = null;
    const said: string[] = [];
    if (previous && state.moves.length === before + 1) {
      const last = state.moves[state.moves.length - 1];
      const mover: Color = state.moves.length % 2 === 1 ? this.firstMover(state) : other(this.firstMover(state));
      said.push(t('game-moved', { color: mover, move: last.san }));
      if (last.san.includes('x')) sounds.capture();
      else sounds.move();
    }
    if (previous && !previous.outcome && state.outcome) {
      sounds.end();
      said.push(`${resultTitle(state.status, state.outcome)}. ${reasonText(state.outcome)}`);
    }
    if (said.length) this.announce(said.join('. '));
    this.render();
  }

  private firstMover(state: GameState): Color {
    const fen = state.initialFen;
    if (!fen) return 'white';
    return fen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
  }

  /** The time control shown in the heading (e.g. `5 + 3`), or null for none. */
  setTimeControl(text: string | null): void {
    this.timeControl = text;
    this.renderHeading();
  }

  /** Shows (or clears) a passing notice: an offer declined, a premove dropped. */
  showNotice(text: string | null): void {
    const box = document.getElementById('game-notice');
    if (!box) return;
    box.hidden = text === null;
    box.textContent = text ?? '';
  }

  /** The heading names the game: icon, variant and time control. */
  private renderHeading(): void {
    const state = this.state;
    const heading = document.getElementById('game-heading');
    if (!state || !heading) return;
    const icon = heading.querySelector<HTMLElement>('.card-icon');
    if (icon) icon.className = `card-icon icon-${state.variant}`;
    const name = heading.querySelector('.heading-variant');
    if (name) name.textContent = t(`game-${state.variant}`);
    const clock = heading.querySelector<HTMLElement>('.heading-clock');
    if (clock) {
      clock.hidden = this.timeControl === null;
      clock.textContent = this.timeControl ?? '';
    }
    heading.hidden = false;
    this.board.measureAgain();
    this.renderTitle();
  }

  /** The page's layout around the board changed (boxes moved above it). */
  layoutChanged(): void {
    this.board.measureAgain();
  }

  /** The tab says whose turn it is, so a player in another tab sees it. */
  private renderTitle(): void {
    const state = this.state;
    if (!state) return;
    const you = this.driver.you();
    const yourTurn = (you === 'white' || you === 'black') && state.status === 'playing' && !state.outcome && state.turn === you;
    const title = `${t(`game-${state.variant}`)} · Regalia`;
    document.title = yourTurn ? `${t('title-your-turn')} · ${title}` : title;
  }

  setStatus(text: string): void {
    this.statusText = text;
    this.renderStatus();
  }

  setPlayers(players: Record<Color, PlayerLine>): void {
    this.players = players;
    this.renderPlayers();
  }

  setClock(clock: ClockState | null): void {
    this.clock = clock ? { state: clock, at: performance.now() } : null;
    window.clearInterval(this.clockTimer);
    if (clock?.running && !this.state?.outcome) this.clockTimer = window.setInterval(() => this.renderClocks(), 200);
    this.renderClocks();
  }

  /** Which actions to offer, by their data-action name. */
  setActions(visible: Record<string, boolean>): void {
    document.querySelectorAll<HTMLButtonElement>('#actions [data-action]').forEach(button => {
      button.hidden = !visible[button.dataset.action ?? ''];
    });
  }

  showOffer(text: string | null): void {
    const box = $('offer');
    box.hidden = text === null;
    const label = box.querySelector('.offer-text');
    if (label && text !== null) label.textContent = text;
  }

  showError(text: string | null): void {
    const box = $('game-error');
    box.hidden = text === null;
    box.textContent = text ?? '';
  }

  /** Speaks through the live region; a newer announcement cancels one still pending. */
  announce(text: string): void {
    const region = $('announce');
    region.textContent = '';
    if (this.announceTimer !== undefined) window.clearTimeout(this.announceTimer);
    this.announceTimer = window.setTimeout(() => {
      this.announceTimer = undefined;
      region.textContent = text;
    }, 50);
  }

  private userMove(uci: string): void {
    const state = this.state;
    if (!state) return;
    this.showError(null);
    if (losesAtOnce(state, uci) && !confirm(t('lielow-losing-confirm'))) {
      // Not played: the stack goes back where it stood.
      this.render();
      return;
    }
    this.driver.play(uci);
  }

  /**
   * Premoves: while the opponent (a person online or the computer) thinks,
   * the player may queue one move; it is played the moment the turn comes,
   * if it is legal then, and quietly dropped otherwise. Not in Lielow: a
   * stack's reach changes with its height and its moves off the board
   * cannot be dragged ahead of time, so the board cannot foresee them.
   */
  private premoveSide(): Color | null {
    const state = this.state;
    const you = this.driver.you();
    if (!state || (you !== 'white' && you !== 'black') || state.variant === 'lielow') return null;
    if (state.outcome || state.status !== 'playing' || this.viewing !== null || state.turn === you) return null;
    return you;
  }

  private onPremove(uci: string | null): void {
    this.premove = uci;
    this.showNotice(uci ? t('premove-queued', { move: uci }) : null);
  }

  /** Plays the queued premove now that it is the player's turn. */
  private playPremove(): void {
    const queued = this.premove;
    if (!queued || !this.canMoveNow()) return;
    this.premove = null;
    if (!this.board.playPremove()) this.showNotice(null);
  }

  private onSelect(square: string | null): void {
    const button = document.querySelector<HTMLButtonElement>('[data-action="off-board"]');
    if (button) button.hidden = !(this.state?.variant === 'lielow' && this.board.canLeave(square) && this.canMoveNow());
  }

  private canMoveNow(): boolean {
    const state = this.state;
    if (!state || state.outcome || state.status !== 'playing' || this.viewing !== null) return false;
    const you = this.driver.you();
    return you === 'both' || you === state.turn;
  }

  private typedMove(): void {
    const input = $('move-input') as HTMLInputElement;
    const text = input.value.trim();
    const state = this.state;
    if (!text || !state) return;
    if (this.viewing !== null) {
      this.showError(t('game-viewing-past'));
      return;
    }
    const pieces = this.board.api.state.boardState.pieces;
    const resolved = resolveTypedMove(text, state, pieces);
    if (resolved.kind === 'unreadable') {
      this.showError(t('game-unknown-move', { move: text }));
      return;
    }
    if (resolved.kind === 'illegal' || !this.canMoveNow()) {
      this.showError(t('game-illegal-move', { move: text }));
      return;
    }
    input.value = '';
    this.userMove(resolved.uci);
  }

  private navigate(where: string): void {
    const state = this.state;
    if (!state) return;
    const last = state.moves.length;
    const now = this.viewing ?? last;
    const target = where === 'first' ? 0 : where === 'prev' ? Math.max(0, now - 1) : where === 'next' ? Math.min(last, now + 1) : last;
    this.viewPly(target);
  }

  private viewPly(ply: number): void {
    const state = this.state;
    if (!state) return;
    this.viewing = ply >= state.moves.length ? null : ply;
    this.render();
  }

  private pastPosition(ply: number) {
    const state = this.state as GameState;
    const moves = state.moves.slice(0, ply).map(m => m.uci);
    const key = `${state.variant}|${state.initialFen ?? ''}|${moves.join(' ')}`;
    let entry = this.pastCache.get(key);
    if (!entry) {
      entry = api.rules(state.variant, state.initialFen, moves).then(r => ({ fen: r.fen, lastMove: r.lastMove, check: r.check, turn: r.turn }));
      this.pastCache.set(key, entry);
    }
    return entry;
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    if (this.viewing === null) {
      this.board.show({
        variant: state.variant,
        fen: state.fen,
        turn: state.turn,
        dests: state.dests,
        lastMove: state.lastMove,
        check: state.check,
        movable: this.canMoveNow() ? state.turn : this.premoveSide(),
      });
      if (!this.premoveSide() && !this.canMoveNow()) this.board.cancelPremove();
    } else {
      const ply = this.viewing;
      this.pastPosition(ply).then(
        past => {
          if (this.viewing !== ply) return;
          this.board.show({ variant: state.variant, fen: past.fen, turn: past.turn, dests: {}, lastMove: past.lastMove, check: past.check, movable: null });
        },
        () => this.showError(t('error-network')),
      );
    }
    this.onSelect(null);
    this.renderTitle();
    if (this.viewing === null) this.playPremove();
    // The move input is for players of a game in progress.
    const you = this.driver.you();
    $('move-form').hidden = you === null || !!state.outcome || state.status !== 'playing';
    this.renderMoves();
    this.renderResult();
    this.renderStatus();
    this.renderPlayers();
  }

  private renderMoves(): void {
    const state = this.state as GameState;
    const list = $('moves');
    // Keep the keyboard in the list while it steps through the game.
    const hadFocus = list.contains(document.activeElement);
    list.tabIndex = -1;
    list.replaceChildren();
    const shown = this.viewing ?? state.moves.length;
    const blackFirst = this.firstMover(state) === 'black';
    const offset = blackFirst ? 1 : 0;
    // A game from a set-up position counts on from its FEN's move number.
    const firstNumber = Math.max(1, Number(state.initialFen?.trim().split(/\s+/)[5]) || 1);
    const rows = Math.ceil((state.moves.length + offset) / 2);
    for (let row = 0; row < rows; row++) {
      const li = document.createElement('li');
      li.className = 'move-row';
      const number = document.createElement('span');
      number.className = 'move-number';
      number.textContent = `${firstNumber + row}.`;
      li.append(number);
      for (let col = 0; col < 2; col++) {
        const index = row * 2 + col - offset;
        const cell = document.createElement(index >= 0 && index < state.moves.length ? 'button' : 'span');
        cell.className = 'move';
        if (cell instanceof HTMLButtonElement) {
          cell.type = 'button';
          cell.textContent = state.moves[index].san;
          cell.dataset.ply = String(index + 1);
          if (index + 1 === shown) {
            cell.classList.add('current');
            cell.setAttribute('aria-current', 'step');
          }
          cell.addEventListener('click', () => this.viewPly(index + 1));
        } else {
          cell.textContent = index < 0 ? '…' : '';
        }
        li.append(cell);
      }
      list.append(li);
    }
    // Scroll the list itself, never the page (the board must stay in view).
    const current = list.querySelector<HTMLElement>('.current');
    if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
    else list.scrollTop = list.scrollHeight;
    if (hadFocus) (current ?? list).focus({ preventScroll: true });
  }

  private renderResult(): void {
    const state = this.state as GameState;
    const banner = $('result');
    const done = state.status === 'aborted' || !!state.outcome;
    banner.hidden = !done;
    if (!done) return;
    const title = banner.querySelector('.result-title');
    const reason = banner.querySelector('.result-reason');
    if (title) title.textContent = resultTitle(state.status, state.outcome);
    if (reason) reason.textContent = state.outcome ? reasonText(state.outcome) : t('reason-aborted');
    banner.dataset.winner = state.outcome?.winner ?? 'none';
  }

  private renderStatus(): void {
    const state = this.state;
    const line = $('status');
    let text = this.statusText;
    if (!text && state && !state.outcome && state.status === 'playing') {
      const you = this.driver.you();
      text = you === 'both' || you === null ? t('game-turn', { color: state.turn }) : you === state.turn ? t('game-your-turn') : t('game-their-turn');
    }
    if (this.viewing !== null) text = t('game-viewing-past');
    line.textContent = text;
    line.hidden = !text;
  }

  private renderPlayers(): void {
    const bottom: Color = this.board.orientation;
    const top = other(bottom);
    for (const [position, color] of [['top', top], ['bottom', bottom]] as const) {
      const strip = document.querySelector<HTMLElement>(`.player-${position}`);
      if (!strip) continue;
      strip.dataset.color = color;
      const line = this.players[color];
      const name = strip.querySelector('.player-name');
      if (name) name.textContent = line.name || colorName(color);
      const conn = strip.querySelector<HTMLElement>('.player-conn');
      if (conn) {
        conn.hidden = line.online === null;
        conn.dataset.online = String(line.online);
        conn.textContent = line.online ? t('game-online') : t('game-offline');
      }
      strip.classList.toggle('to-move', !!this.state && !this.state.outcome && this.state.status === 'playing' && this.state.turn === color);
    }
    this.renderClocks();
  }

  private renderClocks(): void {
    const bottom: Color = this.board.orientation;
    for (const [position, color] of [['top', other(bottom)], ['bottom', bottom]] as const) {
      const node = document.querySelector<HTMLElement>(`.player-${position} .clock`);
      if (!node) continue;
      if (!this.clock) {
        node.hidden = true;
        continue;
      }
      const { state, at } = this.clock;
      let ms = state[color];
      const running = state.running === color && !this.state?.outcome;
      if (running) ms -= performance.now() - at;
      ms = Math.max(0, ms);
      node.hidden = false;
      node.classList.toggle('running', running);
      node.classList.toggle('low', ms < 10000);
      node.textContent = formatClock(ms);
    }
  }
}

/** A Lielow move of the mover's crowned stack off the board: it loses at once. */
export function losesAtOnce(state: GameState, uci: string): boolean {
  if (state.variant !== 'lielow' || !uci.endsWith('off')) return false;
  const stack = parseLielow(state.fen).stacks.get(uci.slice(0, 2));
  return !!stack && stack.crowned && stack.color === state.turn;
}

export function other(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (ms < 10000) return `${minutes}:${String(seconds).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
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
