// Browser code: which of a search's pages give its hits. The pages are read best first, a few
// at a time (each is a request); the hits are those of the shortest run of best pages that
// holds enough of them, whatever the rounds were.

/**
 * How many pages the next round reads, when the `read` pages read so far hold `hits` distinct
 * hits of the `wanted`: as many as they say the missing hits need, and one more, at most four
 * times the last round's `size` (a few pages are a small sample); twice that size while they
 * hold none. Doubling took three round trips for a two-letter prefix whose pages hold a hit or
 * two each.
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
  /** The hits of the pages used, in the pages' order. */
  hits: T[];
  /** How many of the best pages they come from. */
  pagesUsed: number;
  /** How many distinct hits they are (by `keyOf`). */
  distinct: number;
}

type Outcome<T> = {hits: T[]} | {error: unknown};

/**
 * Reads pages 0 to `count` - 1 (best first) with `read`, `firstRound` of them at once, then
 * rounds of nextRound's size while the pages read hold fewer than `wanted` distinct hits, and
 * gives the hits of the shortest run of best pages that holds `wanted` (or of all `count`).
 * So the same query gives the same hits whatever the rounds were (their sizes follow the
 * last search), and a page of the last round that is not needed is not waited for: its
 * request costs the time it takes, not the time of the slowest page. A page that fails fails
 * the reading only when it is needed. `checkpoint` runs each time a page arrives: it may throw
 * to stop (a newer search).
 */
export async function bestPages<T>(
  count: number,
  firstRound: number,
  wanted: number,
  read: (page: number) => Promise<T[]>,
  keyOf: (hit: T) => string,
  checkpoint: () => void = () => {},
): Promise<BestPages<T>> {
  const outcomes: Array<Outcome<T> | undefined> = [];
  let wake: (() => void) | null = null;
  const arrived = (page: number, outcome: Outcome<T>) => {
    outcomes[page] = outcome;
    wake?.();
  };
  const hits: T[] = [];
  const keys = new Set<string>();
  let asked = 0;
  let used = 0;
  let size = Math.max(1, Math.floor(firstRound) || 1);
  while (used < count && keys.size < wanted) {
    if (used === asked) {
      // Every page asked for is in, and they hold too few hits: the next round.
      if (asked > 0) size = nextRound(wanted, keys.size, used, size);
      const end = Math.min(count, asked + size);
      for (let page = asked; page < end; page++)
        read(page).then(
          (pageHits) => arrived(page, {hits: pageHits}),
          (error: unknown) => arrived(page, {error}),
        );
      asked = end;
    }
    const outcome = outcomes[used];
    if (!outcome) {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      checkpoint();
      continue;
    }
    if ('error' in outcome) throw outcome.error;
    for (const hit of outcome.hits) {
      hits.push(hit);
      keys.add(keyOf(hit));
    }
    used++;
  }
  return {hits, pagesUsed: used, distinct: keys.size};
}
