// The game chat's state and its transitions over the socket's chat
// messages (`chat`, `chatLog`, `chatReported`, and refusals with a
// `chat-*` code; docs/protocol.md): the socket's room, its lines, whether
// free text is taken, the opponent muted on this browser, a report made.
// No DOM and no network: online.ts sends what this returns, and
// chat-view.ts draws `model()`.

import type { ChatAuthor, ChatLine, ChatPreset, ChatRoom, ErrorCode, GameIn, GameOut } from './api';
import type { Color } from './board';
import { t, tIfAny } from './i18n';

/** The preset lines, in the order the page offers them. */
export const PRESETS: readonly ChatPreset[] = ['hello', 'good-luck', 'have-fun', 'you-too', 'good-game', 'well-played', 'thank-you', 'gotta-go', 'bye'];

/** The longest line the server takes, in characters (code points). */
export const MAX_CHARS = 140;

/** The chat messages of the game socket. */
export type ChatOut = Extract<GameOut, { t: 'chat' | 'chatLog' | 'chatReported' }>;

/** Whether a socket error is the chat's to show (a refused line). */
export function isChatRefusal(code: ErrorCode): boolean {
  return code.startsWith('chat-');
}

/** One line as the page shows it. */
export interface ShownLine {
  who: string;
  text: string;
  /** Said by this page's player. */
  mine: boolean;
  /** A preset, in the reader's words. */
  preset: boolean;
}

export interface ChatModel {
  /** Not shown until the server has said which room this is. */
  shown: boolean;
  room: string;
  lines: ShownLine[];
  /** Free text is taken (otherwise the preset buttons only). */
  free: boolean;
  presets: { id: ChatPreset; text: string }[];
  /** The mute button: null for a spectator, else whether it is on. */
  muted: boolean | null;
  /** Lines of the opponent hidden by the mute. */
  hidden: number;
  reported: boolean;
  error: string | null;
}

export class ChatCtrl {
  room: ChatRoom | null = null;
  free = false;
  lines: ChatLine[] = [];
  reported = false;
  error: string | null = null;

  /**
   * `you`: this page's player (null for a spectator); `muted`: the
   * opponent's lines are hidden (kept per browser by the page).
   */
  constructor(
    private you: Color | null,
    public muted: boolean,
  ) {}

  /** A chat message of the socket. */
  receive(msg: ChatOut): void {
    switch (msg.t) {
      case 'chatLog':
        this.room = msg.room;
        this.free = msg.free;
        this.lines = msg.lines;
        break;
      case 'chat':
        // A page hears only its own room; a line of another is not kept.
        if (this.room !== null && msg.room !== this.room) return;
        this.lines = [...this.lines, { from: msg.from, text: msg.text, preset: msg.preset }];
        if (msg.from === this.you) this.error = null;
        break;
      case 'chatReported':
        this.reported = true;
        break;
    }
  }

  /** A refusal of a line this page sent, in the reader's words. */
  refused(code: ErrorCode): void {
    this.error = tIfAny(`error-code-${code}`) ?? t('error-code-bad-message');
  }

  /**
   * The message that says `typed`, or null when there is nothing to say
   * (the page then says why, as the server would).
   */
  say(typed: string): GameIn | null {
    const text = typed.trim();
    if (text === '') return null;
    if ([...text].length > MAX_CHARS) {
      this.refused('chat-too-long');
      return null;
    }
    if (!this.free) {
      this.refused('chat-presets-only');
      return null;
    }
    this.error = null;
    return { t: 'chat', text };
  }

  preset(id: ChatPreset): GameIn {
    this.error = null;
    return { t: 'chat', preset: id };
  }

  report(): GameIn {
    return { t: 'chatReport' };
  }

  /** Turns the mute over; the page keeps the new value. */
  toggleMute(): boolean {
    this.muted = !this.muted;
    return this.muted;
  }

  private isOpponent(from: ChatAuthor): boolean {
    return this.you !== null && from !== 'spectator' && from !== this.you;
  }

  /** What the page shows; `name` names a player by colour (their name, or White / Black). */
  model(name: (color: Color) => string): ChatModel {
    const who = (from: ChatAuthor): string => {
      if (from === this.you) return t('chat-you');
      return from === 'spectator' ? t('chat-author-spectator') : name(from);
    };
    const muted = this.you !== null && this.muted;
    const visible = this.lines.filter(line => !(muted && this.isOpponent(line.from)));
    return {
      shown: this.room !== null,
      room: this.room === null ? t('chat-title') : t(`chat-room-${this.room}`),
      lines: visible.map(line => ({
        who: who(line.from),
        text: line.preset ? t(`chat-preset-${line.preset}`) : (line.text ?? ''),
        mine: line.from === this.you,
        preset: !!line.preset,
      })),
      free: this.free,
      presets: PRESETS.map(id => ({ id, text: t(`chat-preset-${id}`) })),
      muted: this.you === null ? null : this.muted,
      hidden: this.lines.length - visible.length,
      reported: this.reported,
      error: this.error,
    };
  }
}
