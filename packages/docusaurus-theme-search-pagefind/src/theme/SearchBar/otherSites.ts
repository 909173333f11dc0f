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
