// /learn/{variant}: short lessons, each a small position with one goal.
// The server sends the lessons (position, scripted replies, goal, texts);
// every move goes through the rules (POST /api/rules). Lessons done are
// kept in this browser.

import { ApiError, variantName, type VariantName } from './api';
import { t, type PageData } from './i18n';
import { keep, pause, readKept, say, Trainer } from './trainer';
import { actionElement, onAction } from './page-actions';

interface Goal {
  kind: 'win' | 'draw' | 'play';
  reason?: string;
  moves?: string[];
}

interface Lesson {
  key: string;
  fen: string;
  replies: string[];
  goal: Goal;
  solution: string[];
  title: string;
  task: string;
  hint: string;
  done: string;
}

interface Progress {
  done: string[];
}

const $ = (id: string) => document.getElementById(id) as HTMLElement;

export function startLessonsPage(data: PageData): void {
  const lessons = ((data as unknown as { lessons?: Lesson[] }).lessons ?? []).filter(l => l && typeof l.key === 'string');
  const variant = variantName(data.variant);
  if (!lessons.length || !variant) return;
  new LessonsPage(variant, lessons).begin();
}

class LessonsPage {
  private trainer: Trainer;
  private index = 0;
  private progressKey: string;
  private finished = false;
  private busy = false;

  constructor(
    variant: VariantName,
    private lessons: Lesson[],
  ) {
    this.progressKey = `regalia.learn.${variant}`;
    this.trainer = new Trainer(variant, uci => void this.move(uci));
    document.querySelectorAll<HTMLButtonElement>('.lesson-pick').forEach(button =>
      button.addEventListener('click', () => {
        const i = this.lessons.findIndex(l => l.key === button.dataset.lesson);
        if (i >= 0) void this.open(i);
      }),
    );
    onAction('hint', () => this.hint());
    onAction('retry', () => void this.open(this.index));
    onAction('next', () => void this.open(this.index + 1));
    window.addEventListener('hashchange', () => {
      const i = this.fromHash();
      if (i !== null && i !== this.index) void this.open(i);
    });
  }

  private done(): string[] {
    const kept = readKept<Progress>(this.progressKey, { done: [] });
    return Array.isArray(kept.done) ? kept.done.filter(k => typeof k === 'string') : [];
  }

  private fromHash(): number | null {
    const key = decodeURIComponent(location.hash.replace(/^#/, ''));
    const i = this.lessons.findIndex(l => l.key === key);
    return i >= 0 ? i : null;
  }

  /**
   * The lesson the address names; else the first one not done. A reload
   * of a lesson already done (its address is kept while its success is
   * shown) goes on to the next one not done, as "Next" would.
   */
  begin(): void {
    const done = this.done();
    const first = this.lessons.findIndex(l => !done.includes(l.key));
    const named = this.fromHash();
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (named !== null && navigation?.type === 'reload' && done.includes(this.lessons[named].key)) {
      const next = this.lessons.findIndex((l, i) => i > named && !done.includes(l.key));
      void this.open(next >= 0 ? next : first >= 0 ? first : named);
      return;
    }
    void this.open(named ?? (first >= 0 ? first : 0));
  }

  private showProgress(): void {
    const done = this.done();
    const count = this.lessons.filter(l => done.includes(l.key)).length;
    $('lesson-progress').textContent = t('learn-progress', { count, total: this.lessons.length });
    document.querySelectorAll<HTMLButtonElement>('.lesson-pick').forEach(button => {
      const key = button.dataset.lesson ?? '';
      button.classList.toggle('done', done.includes(key));
      const current = key === this.lessons[this.index]?.key;
      button.classList.toggle('current', current);
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    });
  }

  private async open(index: number): Promise<void> {
    const lesson = this.lessons[index];
    if (!lesson) return;
    this.index = index;
    this.finished = false;
    if (location.hash !== `#${lesson.key}`) history.replaceState(null, '', `#${lesson.key}`);
    $('lesson-title').textContent = lesson.title;
    $('lesson-hint').hidden = true;
    $('lesson-hint').textContent = lesson.hint;
    const next = actionElement('next');
    if (next) next.hidden = true;
    say('');
    this.showProgress();
    try {
      const answer = await this.trainer.start(lesson.fen);
      $('lesson-task').textContent = `${lesson.task} ${t('learn-play-as', { color: answer.turn })}`;
    } catch (error) {
      say(error instanceof ApiError && error.status !== 0 ? error.message : t('error-network'), 'error');
    }
  }

  /** The learner moves first, so every other move is theirs. */
  private learnerMoves(): number {
    return Math.ceil(this.trainer.moves.length / 2);
  }

  private hint(): void {
    const lesson = this.lessons[this.index];
    if (!lesson) return;
    $('lesson-hint').hidden = false;
    const moves = this.trainer.moves;
    const onLine = moves.every((m, i) => lesson.solution[i] === m);
    const next = lesson.solution[moves.length];
    if (onLine && next && !this.finished) this.trainer.hint(next);
  }

  private async move(uci: string): Promise<void> {
    const lesson = this.lessons[this.index];
    if (!lesson || this.busy || this.finished) return;
    this.busy = true;
    this.trainer.open = false;
    try {
      const answer = await this.trainer.play(uci);
      this.trainer.show();
      const goal = lesson.goal;
      if (answer.outcome) {
        const won = answer.outcome.winner === this.trainer.learner;
        const drawn = answer.outcome.winner === null;
        const reached =
          (goal.kind === 'win' && won && answer.outcome.reason === goal.reason) ||
          (goal.kind === 'draw' && drawn && answer.outcome.reason === goal.reason) ||
          (goal.kind === 'play' && !!goal.moves?.includes(uci) && !(answer.outcome.winner && !won));
        if (reached) this.succeed(lesson);
        else this.fail(won ? 'learn-wrong' : 'learn-lost');
        return;
      }
      if (goal.kind === 'play') {
        if (goal.moves?.includes(uci)) this.succeed(lesson);
        else this.fail('learn-wrong');
        return;
      }
      const made = this.learnerMoves();
      const reply = lesson.replies[made - 1];
      if (!reply) {
        this.fail('learn-not-yet');
        return;
      }
      await pause(350);
      let after;
      try {
        after = await this.trainer.play(reply);
      } catch {
        // The scripted reply does not fit the learner's move: off the lesson's road.
        this.fail('learn-wrong');
        return;
      }
      const san = after.moves[after.moves.length - 1]?.san ?? reply;
      this.trainer.open = !after.outcome;
      this.trainer.show();
      if (after.outcome) this.fail('learn-lost');
      else say(t('learn-reply', { move: san }));
    } catch (error) {
      this.trainer.refused(error);
    } finally {
      this.busy = false;
    }
  }

  private succeed(lesson: Lesson): void {
    this.finished = true;
    const done = this.done();
    if (!done.includes(lesson.key)) keep(this.progressKey, { done: [...done, lesson.key] });
    this.showProgress();
    const last = this.index + 1 >= this.lessons.length;
    const allDone = this.lessons.every(l => this.done().includes(l.key));
    say(`${t('learn-success')} ${lesson.done}${last && allDone ? ` ${t('learn-all-done')}` : ''}`, 'ok');
    $('lesson-hint').hidden = true;
    const next = actionElement('next');
    if (next) {
      next.hidden = last;
      if (!last) next.focus();
    }
  }

  private fail(message: string): void {
    this.finished = true;
    say(t(message), 'error');
    actionElement('retry')?.focus();
  }
}
