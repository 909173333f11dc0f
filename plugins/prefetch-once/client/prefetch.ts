// Browser code: stands in for @docusaurus/core/lib/client/prefetch.js (see ../index.ts), with
// the same contract: prefetch a chunk URL, resolve when done, never reject. Differences: a URL
// is requested once per page load however many routes share it, and the request starts when
// the main thread is idle rather than in the middle of hydration.
const requested = new Set<string>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 1);
}

function request(url: string): Promise<void> {
  if (!supportsLinkPrefetch()) {
    // Safari has no rel=prefetch: a credentialed GET puts the chunk in the HTTP cache, as the
    // core's XHR fallback does.
    return fetch(url, {credentials: 'include'}).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve(); // a 404 is in the console already
    document.head.appendChild(link);
  });
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => whenIdle(() => void request(url).then(resolve)));
}
