// /puzzles/{variant}: the shipped puzzles, one after another. The learner
// plays the solver's moves; the opponent's replies are played for them. A
// wrong move can be retried or the solution shown. Progress (the last
// puzzle, puzzles solved, the current and best streak) is kept in this
// browser. `?id=` opens one puzzle.

import { api, ApiError, variantName, type PageAction, type PuzzleView as Puzzle, type VariantName } from './api';
import { t, type PageData } from './i18n';
import { keep, pause, readKept, say, Trainer } from './trainer';
import { actionElement } from './page-actions';

interface Score {
  last: string | null;
  solved: number;
  streak: number;
  best: number;
}

const REPLY_DELAY_MS = 400;

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const action = (name: PageAction) => actionElement(name);

export async function startPuzzlesPage(data: PageData): Promise<void> {
  const variant = variantName(data.variant);
  if (!variant) return;
  const page = new PuzzlesPage(variant);
  const id = new URLSearchParams(location.search).get('id');
  await page.load(id);
}

class PuzzlesPage {
  private trainer: Trainer;
  private puzzle: Puzzle | null = null;
  /** A wrong move was made on this puzzle (no streak point for it). */
  private failed = false;
  private over = false;
  private busy = false;
  private scoreKey: string;

  constructor(private variant: VariantName) {
    this.scoreKey = `regalia.puzzles.${variant}`;
    this.trainer = new Trainer(variant, uci => void this.move(uci));
    action('retry')?.addEventListener('click', () => void this.retry());
    action('solution')?.addEventListener('click', () => void this.showSolution());
    action('next')?.addEventListener('click', () => void this.load(null));
    this.showScore();
  }

  private score(): Score {
    const s = readKept<Score>(this.scoreKey, { last: null, solved: 0, streak: 0, best: 0 });
    const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
    return { last: typeof s.last === 'string' ? s.last : null, solved: n(s.solved), streak: n(s.streak), best: n(s.best) };
  }

  private showScore(): void {
    const s = this.score();
    $('puzzle-score').textContent = `${t('puzzle-solved-count', { count: s.solved })} · ${t('puzzle-streak', { count: s.streak })}`;
  }

  private buttons(retry: boolean, solution: boolean, next: boolean): void {
    const set = (name: PageAction, show: boolean) => {
      const b = action(name);
      if (b) b.hidden = !show;
    };
    set('retry', retry);
    set('solution', solution);
    set('next', next);
  }

  async load(id: string | null): Promise<void> {
    say('');
    this.buttons(false, false, false);
    this.showSource(null);
    let puzzle: Puzzle;
    try {
      if (id) {
        puzzle = await api.puzzle(this.variant, id);
      } else {
        const last = this.score().last;
        puzzle = await api.nextPuzzle(this.variant, last).catch(async (error: unknown) => {
          // The puzzle kept as the last one is no longer shipped: start over.
          if (error instanceof ApiError && error.status === 404 && last) return api.nextPuzzle(this.variant, null);
          throw error;
        });
      }
    } catch (error) {
      say(error instanceof ApiError && error.status === 404 ? error.message : t('puzzle-load-error'), 'error');
      this.buttons(false, false, !!id);
      return;
    }
    this.puzzle = puzzle;
    this.failed = false;
    this.over = false;
    if (id) history.replaceState(null, '', location.pathname);
    try {
      const answer = await this.trainer.start(puzzle.fen);
      const count = Math.ceil(puzzle.moves.length / 2);
      $('puzzle-task').textContent = `${t('puzzle-play-as', { color: answer.turn })} ${t(`puzzle-goal-${puzzle.goal}`, { count })}`;
      $('puzzle-meta').textContent = `${t('puzzle-number', { name: String(puzzle.number) })} · ${t(`puzzle-difficulty-${puzzle.difficulty}`)}`;
      this.showSource(puzzle.game);
      document.querySelector('.trainer')?.setAttribute('data-puzzle', puzzle.id);
    } catch {
      say(t('puzzle-load-error'), 'error');
    }
  }

  /** The link to the game played on the site the puzzle came from, if it did. */
  private showSource(game: string | null | undefined): void {
    const source = $('puzzle-source');
    const link = source.querySelector('a');
    source.hidden = !game;
    if (link) link.href = game ? `/game/${encodeURIComponent(game)}` : '';
  }

  private async move(uci: string): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle || this.busy || this.over) return;
    this.busy = true;
    this.trainer.open = false;
    try {
      const ply = this.trainer.moves.length;
      await this.trainer.play(uci);
      this.trainer.show();
      if (uci !== puzzle.moves[ply]) {
        this.failed = true;
        const s = this.score();
        keep(this.scoreKey, { ...s, streak: 0 });
        this.showScore();
        say(t('puzzle-wrong'), 'error');
        this.buttons(true, true, false);
        return;
      }
      if (ply + 1 >= puzzle.moves.length) {
        this.solved();
        return;
      }
      say(t('puzzle-correct'), 'ok');
      await pause(REPLY_DELAY_MS);
      await this.trainer.play(puzzle.moves[ply + 1]);
      if (ply + 2 >= puzzle.moves.length) {
        this.trainer.show();
        this.solved();
        return;
      }
      this.trainer.open = true;
      this.trainer.show();
    } catch (error) {
      this.trainer.refused(error);
    } finally {
      this.busy = false;
    }
  }

  /** Back to the position before the wrong move. */
  private async retry(): Promise<void> {
    if (this.busy || !this.puzzle) return;
    this.busy = true;
    try {
      await this.trainer.back(this.trainer.moves.length - 1);
      this.trainer.open = true;
      this.trainer.show();
      say('');
      this.buttons(false, true, false);
    } finally {
      this.busy = false;
    }
  }

  /** Plays the whole line from the puzzle's start. */
  private async showSolution(): Promise<void> {
    const puzzle = this.puzzle;
    if (this.busy || !puzzle) return;
    this.busy = true;
    this.over = true;
    this.buttons(false, false, false);
    try {
      await this.trainer.start(puzzle.fen);
      this.trainer.open = false;
      this.trainer.show();
      for (const m of puzzle.moves) {
        await pause(REPLY_DELAY_MS);
        await this.trainer.play(m);
        this.trainer.show();
      }
      this.finish(false);
      say(t('puzzle-solution-shown'));
    } catch {
      say(t('puzzle-load-error'), 'error');
      this.buttons(false, false, true);
    } finally {
      this.busy = false;
    }
  }

  private solved(): void {
    this.over = true;
    this.finish(!this.failed);
    say(t('puzzle-solved'), 'ok');
  }

  /** Records the puzzle as done (`clean`: solved with no wrong move). */
  private finish(clean: boolean): void {
    const s = this.score();
    const streak = clean ? s.streak + 1 : 0;
    keep(this.scoreKey, {
      last: this.puzzle?.id ?? s.last,
      solved: s.solved + (clean ? 1 : 0),
      streak,
      best: Math.max(s.best, streak),
    });
    this.showScore();
    this.buttons(false, false, true);
    action('next')?.focus();
  }
}
