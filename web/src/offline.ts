// The site with no network, on the page's side: the service worker
// (service-worker.ts) registered once the page has loaded, and the notes
// that say what needs the network while there is none.

/**
 * Registers the service worker at `url` (`/sw.js?v=…`, from the page's
 * data) after the page's own loading, so that it never competes with it.
 */
export function registerServiceWorker(url: string | undefined): void {
  if (!url || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Shows `node` while the browser is offline, and hides it again once online. */
export function showWhileOffline(node: HTMLElement | null): void {
  if (!node) return;
  const update = (): void => {
    node.hidden = navigator.onLine;
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
