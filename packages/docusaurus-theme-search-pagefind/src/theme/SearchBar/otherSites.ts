// What the modal does differently for other sites' results (option `sites`): they open by a
// full page load, a late answer shows by searching again, and the search page's site filter
// goes with "See all results".

/**
 * Whether a hit's URL, as the hit gate left it, is another site's: this site's hits become
 * paths the router opens, other sites' keep their full URL.
 */
export function isOtherSiteUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

import {SITE_PARAM} from '../../client/sites/siteFilterNames';

/** `link` (the search page's) with the site filter of the page being read (the search page). */
export function withSiteParam(link: string): string {
  if (typeof window === 'undefined') return link;
  const site = new URLSearchParams(window.location.search).get(SITE_PARAM);
  if (!site) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${SITE_PARAM}=${encodeURIComponent(site)}`;
}

/**
 * Makes DocSearch search its input's query again, which the client now answers with another
 * site's late results. DocSearch offers no way to do so: its input's change handler is React's,
 * which runs only for a value it has not seen, so its value tracker (React DOM's, on the input
 * element) is told the value was empty before the input event is sent.
 */
export function searchAgain(container: HTMLElement | null): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || !input.value) return;
  (input as unknown as {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue(
    '',
  );
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** A list of site labels that components read with useSyncExternalStore. */
export interface LabelsStore {
  get(): readonly string[];
  /** Replaces the list; its readers are told only when it changed. */
  set(labels: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

export function labelsStore(): LabelsStore {
  let current: readonly string[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(labels) {
      if (labels.join('\n') === current.join('\n')) return;
      current = labels;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
