// Browser code: wraps Docusaurus's own prefetch helper (which ../index.ts aliases to this file
// for the core's "./prefetch" import; this import, by package path, still reaches the original).
// Same contract: prefetch a chunk URL, resolve when done, never reject. Differences: a URL is
// requested once per page load however many routes share it, and the request starts when the
// main thread is idle rather than in the middle of hydration.
import corePrefetch from '@docusaurus/core/lib/client/prefetch.js';

const requested = new Set<string>();

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 1);
}

export default function prefetch(url: string): Promise<void> {
  if (requested.has(url)) return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => whenIdle(() => void corePrefetch(url).then(resolve)));
}
