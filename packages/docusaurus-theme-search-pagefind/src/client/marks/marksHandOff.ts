// In every page (a few lines): the hand-off from a search result that was opened
// (modal or /search page) to the page it leads to, which then marks the query's words
// (pageMarks.ts, loaded only when there is something to mark). Kept in sessionStorage, so it
// lives in this tab only and is read once.

const KEY = 'search-pagefind:marks';

/** Loads the marking code (a chunk of its own). */
export const loadPageMarks = () => import('./pageMarks');

/** Called when a result is opened: the page at `url` will mark `query`'s words. */
export function handOffMarks(query: string, url: string): void {
  if (!query.trim()) return;
  try {
    const path = new URL(url, window.location.href).pathname;
    sessionStorage.setItem(KEY, JSON.stringify({query, path}));
    void loadPageMarks().catch(() => {}); // ready by the time the page shows
  } catch {
    // storage blocked or a bad URL: no marks, nothing else changes
  }
}

/** The query handed off to the page at `pathname`, once (the hand-off is removed). */
export function takeHandOff(pathname: string): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const {query, path} = JSON.parse(raw) as {query?: unknown; path?: unknown};
    if (typeof path !== 'string' || decodeURI(path) !== decodeURI(pathname)) return null;
    sessionStorage.removeItem(KEY);
    return typeof query === 'string' ? query.slice(0, 64) : null;
  } catch {
    return null;
  }
}
