// Draws the game chat (the page's #chat box, written by the server in the
// reader's language) from ChatCtrl's model, and hands what the reader does
// to the page (online.ts), which sends. Every line is set as text, never
// as markup: a link or a tag typed in the chat shows as what was typed.

import type { ChatPreset } from './api';
import type { ChatModel } from './chat-ctrl';

export interface ChatHost {
  chatSay(text: string): boolean;
  chatPreset(id: ChatPreset): void;
  chatReport(): void;
  chatMute(): void;
}

function $<T extends HTMLElement>(id: string): T | null {
  return document.getElementById(id) as T | null;
}

export class ChatView {
  private drawnPresets = false;
  private lineCount = -1;

  constructor(private host: ChatHost) {
    $<HTMLFormElement>('chat-form')?.addEventListener('submit', event => {
      event.preventDefault();
      const input = $<HTMLInputElement>('chat-input');
      if (input && this.host.chatSay(input.value)) input.value = '';
    });
    $('chat-report')?.addEventListener('click', () => this.host.chatReport());
    $('chat-mute')?.addEventListener('click', () => this.host.chatMute());
  }

  draw(model: ChatModel): void {
    const box = $('chat');
    if (!box) return;
    box.hidden = !model.shown;
    if (!model.shown) return;
    const title = $('chat-title');
    if (title) title.textContent = model.room;
    this.drawLines(model);
    this.drawPresets(model);
    const form = $('chat-form');
    if (form) form.hidden = !model.free;
    const only = $('chat-presets-only');
    if (only) only.hidden = model.free;
    const mute = $<HTMLButtonElement>('chat-mute');
    if (mute) {
      mute.hidden = model.muted === null;
      mute.setAttribute('aria-pressed', String(model.muted === true));
    }
    const muted = $('chat-muted');
    if (muted) muted.hidden = model.muted !== true;
    const report = $<HTMLButtonElement>('chat-report');
    if (report) report.disabled = model.reported;
    const reported = $('chat-reported');
    if (reported) reported.hidden = !model.reported;
    const error = $('chat-error');
    if (error) {
      error.hidden = model.error === null;
      error.textContent = model.error ?? '';
    }
  }

  private drawLines(model: ChatModel): void {
    const list = $('chat-lines');
    const empty = $('chat-empty');
    if (empty) empty.hidden = model.lines.length > 0;
    if (!list) return;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    list.replaceChildren(
      ...model.lines.map(line => {
        const item = document.createElement('li');
        item.className = line.mine ? 'chat-line mine' : 'chat-line';
        const who = document.createElement('span');
        who.className = 'chat-who';
        who.textContent = line.who;
        const text = document.createElement('span');
        text.className = line.preset ? 'chat-text preset' : 'chat-text';
        text.textContent = line.text;
        item.append(who, ' ', text);
        return item;
      }),
    );
    // Follow the newest line, unless the reader scrolled back to read.
    if (atEnd || model.lines.length !== this.lineCount) list.scrollTop = list.scrollHeight;
    this.lineCount = model.lines.length;
  }

  private drawPresets(model: ChatModel): void {
    const box = $('chat-presets');
    if (!box) return;
    box.hidden = model.free;
    if (this.drawnPresets) return;
    this.drawnPresets = true;
    box.replaceChildren(
      ...model.presets.map(preset => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'button small';
        button.dataset.preset = preset.id;
        button.textContent = preset.text;
        button.addEventListener('click', () => this.host.chatPreset(preset.id));
        return button;
      }),
    );
  }
}
