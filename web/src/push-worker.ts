// The service worker's part of Web Push (issue 24): it shows the notice
// the server sent (decrypted by the browser: a `PushPayload`, already in
// the player's language), and a click on it opens the game, in a tab of
// the site already open when there is one. `listenForPushes` is called
// by the service worker (service-worker.ts, "Notifications").

import type { PushPayload } from './generated';

/** The little of the service-worker scope these listeners use (the page's DOM types lack it). */
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushingEvent extends WaitingEvent {
  readonly data: { json(): unknown } | null;
}
interface ClickedEvent extends WaitingEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window' }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushingEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickedEvent) => void): void;
}

/** The notice in a push, or null for anything else. */
export function readPush(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') return null;
  // Only a page of this site is opened.
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body, url, tag };
}

export function listenForPushes(scope: PushScope): void {
  scope.addEventListener('push', event => {
    let notice: PushPayload | null = null;
    try {
      notice = readPush(event.data?.json());
    } catch {
      /* not JSON */
    }
    if (!notice) return;
    event.waitUntil(scope.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: { url: notice.url } }));
  });
  scope.addEventListener('notificationclick', event => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !url.startsWith('/')) return;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window' }).then(open => {
        const tab = open[0];
        return tab ? tab.navigate(url).then(() => tab.focus()) : scope.clients.openWindow(url);
      }),
    );
  });
}
