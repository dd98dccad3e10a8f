// Same-device games: two people, one board. The moves are kept in
// localStorage; every position's legality comes from the rules in the
// browser (local-rules.ts), so a game plays with no network at all.

import { variantName, type GameAction, type RulesAnswer, type VariantName } from './api';
import { LocalRulesError, replay } from './local-rules';
import { showWhileOffline } from './offline';
import type { Color } from './board';
import { GameView, type GameState } from './game-view';
import { showMissingGame } from './game-result';
import { t, type PageData } from './i18n';
import { createLocalGame, deleteLocalGame, loadLocalGame, rememberCurrentGame, saveLocalGame, type LocalGame } from './storage';
import { localPgn } from './pgn';

interface LocalRecord extends LocalGame {
  /** A draw claimed on this device (threefold or fifty-moves). */
  claimed?: 'threefold' | 'fifty-moves';
}

export function startLocalPage(data: PageData): void {
  // The address names the game: offline, every same-device game's page is
  // the one shell the service worker kept.
  const id = /^\/local\/([\w-]+)/.exec(location.pathname)?.[1] ?? data.localId ?? '';
  // The language switcher leads back to this game, not to the kept shell's.
  document.querySelector('form.lang-switch')?.setAttribute('action', location.pathname);
  const game = loadLocalGame(id) as LocalRecord | null;
  const view = new LocalGameDriver(id, game);
  view.load();
}

class LocalGameDriver {
  private view: GameView;
  private answer: RulesAnswer | null = null;
  private variant: VariantName = 'chess';

  constructor(
    private id: string,
    private game: LocalRecord | null,
  ) {
    const orientation: Color = game?.variant === 'racingkings' ? 'white' : (game?.orientation ?? 'white');
    this.view = new GameView(this, orientation);
  }

  you(): 'both' {
    return 'both';
  }

  load(): void {
    const game = this.game;
    const variant = variantName(game?.variant);
    if (!game || !variant) {
      showMissingGame(t('error-no-such-game'));
      return;
    }
    this.variant = variant;
    rememberCurrentGame({ url: `/local/${this.id}`, variant });
    const rules = document.getElementById('rules-link') as HTMLAnchorElement | null;
    if (rules) rules.href = `/rules/${game.variant}`;
    this.view.setPlayers({ white: { name: t('game-white'), online: null }, black: { name: t('game-black'), online: null } });
    try {
      this.answer = replay(variant, game.fen ?? null, game.moves);
    } catch (error) {
      // A stored game the rules refuse (edited storage): keep the legal part.
      if (!(error instanceof LocalRulesError) || error.ply === 0) {
        showMissingGame(t('error-code-bad-position'));
        return;
      }
      game.moves = game.moves.slice(0, error.ply - 1);
      saveLocalGame(game);
      this.answer = replay(variant, game.fen ?? null, game.moves);
    }
    this.show();
    showWhileOffline(document.getElementById('offline-note'));
  }

  private state(): GameState | null {
    const a = this.answer;
    const game = this.game;
    if (!a || !game) return null;
    const outcome = a.outcome ?? (game.claimed ? { winner: null, reason: game.claimed } : null);
    return {
      variant: a.variant,
      initialFen: a.initialFen,
      fen: a.fen,
      turn: a.turn,
      moves: a.moves,
      lastMove: a.lastMove,
      check: a.check,
      dests: outcome ? {} : a.dests,
      claims: a.claims,
      outcome,
      status: outcome ? 'finished' : 'playing',
    };
  }

  private show(): void {
    const state = this.state();
    const game = this.game;
    if (!state || !game) return;
    const finished = !!state.outcome;
    const winner = state.outcome ? state.outcome.winner : undefined;
    if (game.finished !== finished || game.winner !== winner) {
      game.finished = finished;
      game.winner = winner;
      saveLocalGame(game);
    }
    this.view.update(state);
    this.view.setActions({
      'claim-threefold': !finished && state.claims.threefold,
      'claim-fifty': !finished && state.claims.fiftyMoves,
      takeback: state.moves.length > 0,
      'new-local': true,
      'delete-local': true,
    });
    // A game on one device may be analysed at any time.
    const base = `/analysis/${game.variant}?local=${encodeURIComponent(game.id)}${game.orientation === 'black' ? '&color=black' : ''}`;
    const analysis = document.getElementById('analysis-link') as HTMLAnchorElement | null;
    if (analysis) {
      analysis.hidden = false;
      analysis.href = base;
    }
    const review = document.getElementById('review-link') as HTMLAnchorElement | null;
    if (review) {
      review.hidden = state.moves.length === 0;
      review.href = `${base}&review=1`;
    }
    const pgn = document.getElementById('pgn-link') as HTMLAnchorElement | null;
    if (pgn) {
      pgn.hidden = false;
      pgn.download = `regalia-${game.id}.pgn`;
      pgn.href = `data:application/x-chess-pgn;charset=utf-8,${encodeURIComponent(localPgn(game.variant, state))}`;
    }
  }

  play(uci: string): void {
    this.advance([...(this.game?.moves ?? []), uci]);
  }

  /** The game with `moves` played (a move more, or one taken back), and a claimed draw. */
  private advance(moves: string[], claimed?: LocalRecord['claimed']): void {
    const game = this.game;
    if (!game) return;
    try {
      this.answer = replay(this.variant, game.fen ?? null, moves);
      game.moves = moves;
      game.claimed = claimed;
      saveLocalGame(game);
    } catch (error) {
      const refused = error instanceof LocalRulesError ? moves[error.ply - 1] : undefined;
      this.view.showError(refused ? t('game-illegal-move', { move: refused }) : String(error));
    }
    this.show();
  }

  act(action: GameAction): void {
    const game = this.game;
    if (!game) return;
    switch (action) {
      case 'takeback':
        this.advance(game.moves.slice(0, -1));
        break;
      case 'claim-threefold':
        if (this.answer?.claims.threefold) this.advance(game.moves, 'threefold');
        break;
      case 'claim-fifty':
        if (this.answer?.claims.fiftyMoves) this.advance(game.moves, 'fifty-moves');
        break;
      case 'new-local':
        location.href = createLocalGame(this.variant, game.fen ?? null);
        break;
      case 'delete-local':
        if (confirm(t('local-delete-confirm'))) {
          deleteLocalGame(game.id);
          location.href = '/';
        }
        break;
    }
  }
}

/**
 * Stores a new same-device game, from the standard start or from `fen` (a
 * position the rules accepted), and returns its page address.
 */
