// Which of a search's pages give its hits. The pages are read best first, a
// round of a few at a time (each page is a request), until the pages read hold enough hits;
// the hits are those of every page read.

/**
 * How many pages the next round reads, when the `read` pages read so far hold `hits` distinct
 * hits of the `wanted`: as many as they say the missing hits need, and one more, at most four
 * times the last round's `size` (a few pages are a small sample); twice that size while they
 * hold none (doubling alone would need round trip after round trip for a short prefix whose
 * pages hold a hit or two each).
 */
export function nextRound(wanted: number, hits: number, read: number, size: number): number {
  if (!(hits > 0)) return size * 2;
  return Math.min(size * 4, Math.ceil(((wanted - hits) * read) / hits) + 1);
}

/**
 * The fewest of the best `pages` whose places (see PagefindResult's `places`) could hold
 * `wanted` hits, counting each page as one place at least, up to `limit` pages; 1 when the
 * engine does not tell (pagefind.js). A page shows about as many hits as it has places at
 * most: a two-letter word found once or twice on each page needs a dozen pages, and reading
 * them in one round saves the round trips that the last search's pages, richer in hits,
 * would have taken.
 */
export function pagesForPlaces(
  pages: ReadonlyArray<{readonly places?: number}>,
  wanted: number,
  limit: number,
): number {
  let places = 0;
  const most = Math.min(pages.length, limit);
  for (let k = 0; k < most; k++) {
    const held = pages[k].places;
    if (held === undefined) return 1;
    places += Math.max(1, held);
    if (places >= wanted) return k + 1;
  }
  return Math.max(1, most);
}

export interface BestPages<T> {
  /** The hits of the pages read, in the pages' order. */
  hits: T[];
  /** How many of the best pages were read. */
  pagesRead: number;
  /** How many distinct hits they are (by `keyOf`). */
  distinct: number;
}

/**
 * Reads pages 0 to `count` - 1 (best first) with `read`: `firstRound` of them at once, then
 * rounds of nextRound's size while the pages read hold fewer than `wanted` distinct hits; gives
 * the hits of every page read. (The hits of only the shortest run of best pages holding
 * `wanted` would hide a page with two hits behind a post with twenty sections: the modal shows
 * five hits of a group, so a page's hits past those are not the hits wanted.)
 * A page that fails fails the reading. `checkpoint` runs after each round: it may throw to
 * stop (a newer search).
 */
export async function bestPages<T>(
  count: number,
  firstRound: number,
  wanted: number,
  read: (page: number) => Promise<T[]>,
  keyOf: (hit: T) => string,
  checkpoint: () => void = () => {},
): Promise<BestPages<T>> {
  const hits: T[] = [];
  const keys = new Set<string>();
  let pagesRead = 0;
  for (
    let size = Math.max(1, Math.floor(firstRound) || 1);
    pagesRead < count && keys.size < wanted;
    size = nextRound(wanted, keys.size, pagesRead, size)
  ) {
    const end = Math.min(count, pagesRead + size);
    const round: Array<Promise<T[]>> = [];
    for (let page = pagesRead; page < end; page++) round.push(read(page));
    // Each page's hits are taken in the pages' order, whichever arrives first.
    const found = await Promise.all(round);
    checkpoint();
    for (const pageHits of found)
      for (const hit of pageHits) {
        hits.push(hit);
        keys.add(keyOf(hit));
      }
    pagesRead = end;
  }
  return {hits, pagesRead, distinct: keys.size};
}

/**
 * The pages in the order they are read: the `first` best, then the pages past them whose title
 * holds the query (see PagefindResult's `title`), those starting with it first, at most `most`
 * of them, then the others in their order; with how many of the moved pages the first round
 * reads beside the `first`. A page titled with the query answers above any body text (a heading
 * holding the query ranks above, see tiers.ts), but Pagefind's score may put a short page
 * titled "Appendix" below longer pages that write the word more often: read in the first round,
 * it is not left unread behind them.
 */
export function titledFirst<P extends {readonly title?: number}>(
  pages: readonly P[],
  first: number,
  most: number,
): {pages: P[]; titled: number} {
  const moved: number[] = [];
  for (const level of [2, 1])
    for (let i = first; i < pages.length && moved.length < most; i++)
      if (pages[i].title === level) moved.push(i);
  if (moved.length === 0) return {pages: pages as P[], titled: 0};
  const taken = new Set(moved);
  moved.sort((a, b) => a - b);
  const ordered = pages.slice(0, first);
  for (const i of moved) ordered.push(pages[i]);
  for (let i = first; i < pages.length; i++) if (!taken.has(i)) ordered.push(pages[i]);
  return {pages: ordered, titled: moved.length};
}
