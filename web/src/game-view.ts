// The game page's view, shared by online and same-device games (board, moves,
// typed moves, status, result, actions, clocks, players, sounds): drivers
// (online.ts, local.ts) feed it the game's state and receive moves and actions.

import type { ClaimsView, ClockView, GameAction, MoveView, NavStep, OutcomeView, Status, VariantName } from './api';
import { Board, piecesOf, type Color } from './board';
import { ClockDisplay } from './clock-view';
import { bindGameControls } from './game-controls';
import { raceNotice, renderResultBanner, resultTitle, reasonText } from './game-result';
export { reasonText };
import { renderHeading, renderPlayerStrips, renderTitle, type PlayerLine } from './game-frame';
import { t } from './i18n';
import { renderMoveList } from './move-list';
import { stepTo } from './nav-step';
import { moveText, readTypedMove } from './typed-move';
import { showRefusal, whyIllegal } from './why-move';
import { losesAtOnce } from './lielow';
import { sounds } from './sound';
import { actionElement } from './page-actions';

export interface GameState {
  variant: VariantName;
  /** The start position; each move carries the position it led to. */
  initialFen: string;
  fen: string;
  turn: Color;
  moves: MoveView[];
  lastMove: string | null;
  check: boolean;
  dests: Partial<Record<string, string[]>>;
  claims: ClaimsView;
  outcome: OutcomeView | null;
  status: Status;
  /** A move this page sent that the server has not confirmed yet (UCI). */
  unconfirmed?: string | null;
}

export interface Driver {
  /** Who may move from this page: one colour, both (same device) or nobody. */
  you(): Color | 'both' | null;
  play(uci: string): void;
  act(action: GameAction): void;
}

function $(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the game page lacks #${id}`);
  return node;
}

export class GameView {
  readonly board: Board;
  private state: GameState | null = null;
  /** The ply shown on the board; null = the current position. */
  private viewing: number | null = null;
  private clocks: ClockDisplay;
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
        onRefused: uci => void whyIllegal(this.state?.variant ?? 'chess', this.state?.fen ?? '', uci).then(why => why && this.showError(why)),
      },
      orientation,
    );
    this.clocks = new ClockDisplay(
      () => {
        const bottom = this.board.orientation;
        return (['top', 'bottom'] as const).flatMap(position => {
          const node = document.querySelector<HTMLElement>(`.player-${position} .clock`);
          return node ? [{ node, color: position === 'bottom' ? bottom : other(bottom) }] : [];
        });
      },
      () => {
        const you = this.driver.you();
        return you === 'white' || you === 'black' ? you : null;
      },
    );
    this.bindControls();
  }

  private bindControls(): void {
    bindGameControls({
      navigate: where => this.navigate(where),
      act: action => this.driver.act(action),
      flip: () => {
        this.board.flip();
        this.renderPlayers();
      },
      offBoard: () => {
        const square = this.board.selectedSquare();
        if (square && this.board.canLeave(square)) this.userMove(`${square}off`);
      },
      typed: () => this.typedMove(),
      cancelPremove: () => {
        if (this.premove) this.board.cancelPremove();
      },
    });
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
    return state.initialFen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
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
    if (!this.state) return;
    renderHeading(this.state.variant, this.timeControl);
    this.board.measureAgain();
    this.renderTitle();
  }

  /** The page's layout around the board changed (boxes moved above it). */
  layoutChanged(): void {
    this.board.measureAgain();
  }

  private renderTitle(): void {
    if (this.state) renderTitle(this.state, this.driver.you());
  }

  setStatus(text: string): void {
    this.statusText = text;
    this.renderStatus();
  }

  setPlayers(players: Record<Color, PlayerLine>): void {
    this.players = players;
    this.renderPlayers();
  }

  /**
   * Shows the clocks as the server read them when it sent `clock`: pass the
   * same object again (a redraw for another reason) and the running clock
   * goes on counting from that reading, not from the start of the turn.
   */
  setClock(clock: ClockView | null): void {
    this.clocks.set(clock, !!this.state?.outcome);
  }

  /** Which actions to offer, by their data-action name. */
  setActions(visible: Partial<Record<GameAction, boolean>>): void {
    document.querySelectorAll<HTMLButtonElement>('#actions [data-action]').forEach(button => {
      button.hidden = !visible[button.dataset.action as GameAction];
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
    const state = this.state;
    const text = uci && state ? moveText(uci, state, this.board.api.state.boardState.pieces) : uci;
    this.showNotice(text ? t('premove-queued', { move: text }) : null);
  }

  /**
   * Plays the queued premove if it is the player's turn now. The driver
   * calls it after drawing a new state (drawing never moves); the move goes
   * to the driver as the player's own would.
   */
  playQueuedPremove(): void {
    if (this.viewing === null) this.playPremove();
  }

  private playPremove(): void {
    const queued = this.premove;
    if (!queued || !this.canMoveNow()) return;
    this.premove = null;
    if (!this.board.playPremove()) this.showNotice(null);
  }

  private onSelect(square: string | null): void {
    const button = actionElement('off-board');
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
    if (this.viewing !== null) return this.showError(t('game-viewing-past'));
    // Played only if the position has not moved on while the notation was read.
    void readTypedMove(text, state, this.canMoveNow()).then(read => {
      if (this.state?.fen !== state.fen) return;
      if ('error' in read) return showRefusal(read, state.variant, state.fen, text, words => this.showError(words));
      input.value = '';
      this.userMove(read.uci);
    }, () => this.showError(t('error-network')));
  }

  private navigate(where: NavStep): void {
    const state = this.state;
    if (!state) return;
    const last = state.moves.length;
    this.viewPly(stepTo(where, this.viewing ?? last, last));
  }

  private viewPly(ply: number): void {
    const state = this.state;
    if (!state) return;
    this.viewing = ply >= state.moves.length ? null : ply;
    this.render();
    this.playQueuedPremove(); // back at the game's position, a premove due is played
  }

  /** The board after the first `ply` moves, as the game's own record gives it. */
  private pastPosition(state: GameState, ply: number): { fen: string; lastMove: string | null; check: boolean; turn: Color } {
    const first = this.firstMover(state);
    const turn = ply % 2 === 0 ? first : other(first);
    const move = ply > 0 ? state.moves[ply - 1] : undefined;
    if (!move) return { fen: state.initialFen, lastMove: null, check: false, turn };
    return { fen: move.fen, lastMove: move.uci, check: move.check, turn };
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    if (this.viewing === null && state.unconfirmed) {
      // The move sent stays on the board as the player left it until the
      // server answers; nothing else may be played meanwhile.
      this.board.hold();
    } else if (this.viewing === null) {
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
      const past = this.pastPosition(state, this.viewing);
      this.board.show({ variant: state.variant, fen: past.fen, turn: past.turn, dests: {}, lastMove: past.lastMove, check: past.check, movable: null });
    }
    this.onSelect(null);
    this.renderTitle();
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
    const pending = state.unconfirmed ? moveText(state.unconfirmed, state, piecesOf(state.variant, state.fen)) : null;
    renderMoveList($('moves'), state, this.viewing ?? state.moves.length, pending, ply => this.viewPly(ply));
  }

  private renderResult(): void {
    renderResultBanner($('result'), this.state as GameState);
  }

  private renderStatus(): void {
    const state = this.state;
    const line = $('status');
    let text = this.statusText;
    if (!text && state && !state.outcome && state.status === 'playing') {
      const you = this.driver.you();
      text = you === 'both' || you === null ? t('game-turn', { color: state.turn }) : you === state.turn ? t('game-your-turn') : t('game-their-turn');
      const race = raceNotice(state);
      if (race) text = `${race} ${text}`;
    }
    if (this.viewing !== null) text = t('game-viewing-past');
    line.textContent = text;
    line.hidden = !text;
  }

  private renderPlayers(): void {
    const state = this.state;
    const toMove = state && !state.outcome && state.status === 'playing' ? state.turn : null;
    renderPlayerStrips(this.board.orientation, this.players, toMove);
    this.renderClocks();
  }

  private renderClocks(): void {
    this.clocks.render(!!this.state?.outcome);
  }
}

export function other(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}
