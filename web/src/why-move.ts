// Why a typed move is not legal, in words, as the rules crate tells it:
// POST /api/rules answers a refused move with `why` (a pinned piece, a
// king onto an attacked square, a check Racing Kings forbids, ...).

import { api, ApiError } from './api';
import type { MoveWhy, VariantName } from './generated';
import { t } from './i18n';

/** The rule `text` breaks in the position `fen`, in words, or null when the rules cannot tell. */
export async function whyReason(variant: VariantName, fen: string, text: string): Promise<string | null> {
  // Lower-case SAN (`nc3`) is read as the piece, as the page reads it.
  const tries = /^[kqrbn][a-h1-8x]/.test(text) ? [text, text[0].toUpperCase() + text.slice(1)] : [text];
  let found: MoveWhy | null = null;
  for (const move of tries) {
    try {
      await api.rules(variant, fen, [move]);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.why) return null;
      if (!found || found === 'not-a-move') found = error.why;
    }
  }
  return found ? t(`why-${found}`, { move: text }) : null;
}

/** "`text` is not a legal move here: <the rule>", or null when the rules cannot tell. */
export async function whyIllegal(variant: VariantName, fen: string, text: string): Promise<string | null> {
  const why = await whyReason(variant, fen, text);
  return why ? t('game-illegal-why', { move: text, why }) : null;
}

/** Shows a typed move's refusal: at once when the page knows the reason, else once the rules said why. */
export function showRefusal(read: { error: string; ask: boolean }, variant: VariantName, fen: string, text: string, show: (words: string) => void): void {
  if (!read.ask) {
    show(read.error);
    return;
  }
  void whyIllegal(variant, fen, text).then(words => show(words ?? read.error));
}
