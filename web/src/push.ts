// "Your turn" notices: Web Push where the browser has it and the player
// allows it (the site's service worker shows them, push-worker.ts), and
// notices on the page otherwise. The home page's switch turns them on and
// off; the page then follows this browser's games (my-games.ts) and says
// when a new one waits for a move.

import { api } from './api';
import { t } from './i18n';

export type PushState = 'on' | 'off' | 'refused' | 'unavailable';

/** Bytes of base64url text (the server's public key). */
function bytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The site's service worker, if this browser has one and can push. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration('/').catch(() => undefined)) ?? null;
}

/** Whether this browser is subscribed now. */
export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unavailable';
  if (Notification.permission === 'denied') return 'refused';
  const sub = await reg.pushManager.getSubscription().catch(() => null);
  return sub ? 'on' : 'off';
}

/** Asks the player's leave, subscribes, and gives the server the subscription. */
export async function enablePush(lang: string): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'refused';
  try {
    const { publicKey } = await api.pushKey();
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(publicKey) });
    const json = sub.toJSON();
    const keys = json.keys ?? {};
    await api.pushSubscribe({ endpoint: sub.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, lang });
    return 'on';
  } catch {
    // No push service reachable (or the server refused it): the page says it instead.
    return 'unavailable';
  }
}

export async function disablePush(): Promise<PushState> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  if (sub) {
    await api.pushUnsubscribe({ endpoint: sub.endpoint }).catch(() => undefined);
    await sub.unsubscribe().catch(() => false);
  }
  return reg ? 'off' : 'unavailable';
}

/** The switch's label and the line under it, by state. */
export function pushWords(state: PushState): { button: string; note: string } {
  switch (state) {
    case 'on':
      return { button: t('push-disable'), note: t('push-enabled') };
    case 'refused':
      return { button: t('push-enable'), note: t('push-refused') };
    case 'unavailable':
      return { button: t('push-enable'), note: t('push-unavailable') };
    default:
      return { button: t('push-enable'), note: '' };
  }
}
