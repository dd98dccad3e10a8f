// The game page's pictures and embed: "Download PNG" (the position now),
// "Share as GIF" (a finished game: the phone's share sheet where the
// browser can share files, else a download) and "Embed" (the <iframe>
// code of /embed/{id}, to copy). Drawn again with the page; wired once.

import type { GameAnswer as ServerGame } from './api';
import { gameName, t } from './i18n';

/** The <iframe> that shows game `id` on another site. */
export function embedCode(origin: string, id: string, title: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(`${origin}/embed/${encodeURIComponent(id)}`)}" width="400" height="600" title="${esc(title)}" style="border:0"></iframe>`;
}

export function showShareLinks(g: ServerGame): void {
  const id = encodeURIComponent(g.id);
  const png = document.getElementById('png-link') as HTMLAnchorElement | null;
  if (png) {
    png.href = `/game/${id}.png`;
    png.download = `regalia-${g.id}.png`;
    png.hidden = false;
  }
  const gif = document.getElementById('gif-link') as HTMLAnchorElement | null;
  if (gif) {
    gif.href = `/game/${id}.gif`;
    gif.download = `regalia-${g.id}.gif`;
    gif.hidden = g.status !== 'finished';
    if (!gif.dataset.wired) {
      gif.dataset.wired = '1';
      gif.addEventListener('click', event => void shareGif(event, gif));
    }
  }
  const button = document.getElementById('embed-button') as HTMLButtonElement | null;
  const box = document.getElementById('embed-box');
  const code = document.getElementById('embed-code') as HTMLTextAreaElement | null;
  if (!button || !box || !code) return;
  button.hidden = false;
  code.value = embedCode(location.origin, g.id, gameName(g.variant));
  if (!button.dataset.wired) {
    button.dataset.wired = '1';
    button.addEventListener('click', () => {
      box.hidden = !box.hidden;
      button.setAttribute('aria-expanded', String(!box.hidden));
      if (!box.hidden) code.select();
    });
  }
}

/** Shares the GIF as a file where the browser can; else the link downloads it. */
async function shareGif(event: MouseEvent, link: HTMLAnchorElement): Promise<void> {
  if (!navigator.canShare || !navigator.share) return;
  event.preventDefault();
  try {
    const blob = await (await fetch(link.href)).blob();
    const file = new File([blob], link.download || 'regalia.gif', { type: 'image/gif' });
    if (navigator.canShare({ files: [file] })) await navigator.share({ files: [file] });
    else window.location.href = link.href;
  } catch {
    // The visitor closed the share sheet, or the browser refused: nothing to do.
  }
}
