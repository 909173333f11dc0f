import {describe, expect, it} from 'vitest';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {createPagefindReader} from '../../src/client/engine/reader';
import type {PagefindSearchOptions} from '../../src/client/engine/types';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import {
  bundleUrl,
  clientWithEngine,
  DOCS_FILTERS,
  loadLocalPagefind,
  search,
  useClientSite,
} from '../support/searchClientSite';

// How the adapter reads a real Pagefind bundle: how often it asks the engine, and which of
// the pages found it reads, how many at a time, in which order.

useClientSite();

describe('Pagefind search client reading pages', () => {
  it('asks the engine once while a query only grows by a short word', async () => {
    const searched: string[] = [];
    const counting = clientWithEngine(async (module, term) => {
      searched.push(term);
      return module.search(term);
    });
    const answers = [];
    for (const query of [
      'connection',
      'connection ',
      'connection p',
      'connection po',
      'connection pool',
    ]) {
      answers.push(
        (await counting.search([{query, facetFilters: DOCS_FILTERS, hitsPerPage: 5}])).results[0],
      );
    }
    expect(searched).toEqual(['connection', 'connection pool']);
    expect(answers[2].hits[0]._highlightResult.content.value).toContain('<em>pool</em>'); // still ranked for the whole query
    expect(answers[4].hits[0].content).toBe('Size the connection pool before launch.');
  });

  it('reads only the best pages a query needs, a few at a time', async () => {
    let reads = 0;
    const counting = clientWithEngine(
      async (module, term) => {
        const response = await module.search(term);
        const results = (response?.results ?? []).map((result) => ({
          ...result,
          data: () => {
            reads++;
            return result.data();
          },
        }));
        return {results};
      },
      {pagesPerRead: 1},
    );
    const {results} = await counting.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(reads).toBe(1);
    expect(results[0].nbHits).toBeGreaterThan(1); // the pages not read still count
  });

  it('tells the engine how many of its best pages it reads first, and reads those', async () => {
    const fragments: string[] = [];
    const asked: unknown[] = [];
    const prefetching = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      pagesPerRead: 2,
      loadPagefind: async () => {
        const module = createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl,
          metaWeights: META_WEIGHTS,
          fetch: ((url: string) => {
            if (url.endsWith('.pf_fragment')) fragments.push(url);
            return fetch(url);
          }) as typeof fetch,
        });
        return {
          ...module,
          search: (term: string, options?: PagefindSearchOptions) => {
            asked.push(options);
            return module.search(term, options);
          },
        };
      },
    });
    const {results} = await prefetching.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(asked).toEqual([{prefetch: 2}]);
    // The two fetched while the engine sorted its pages are the two read: no more requests.
    expect(fragments).toHaveLength(2);
  });

  it('reads five pages at a time when told a count of pages that is no number', async () => {
    for (const pagesPerRead of [NaN, Infinity]) {
      const odd = createPagefindSearchClient({
        stemmerFolder: SNOWBALL_FOLDER,
        bundleUrl,
        pagesPerRead,
        loadPagefind: loadLocalPagefind,
      });
      const {results} = await odd.search([{query: '缓存', hitsPerPage: 1}]);
      expect(results[0].hits).toHaveLength(1);
    }
  });

  /**
   * A client whose engine's results record how many reads each round starts (a round's reads
   * start together; the next round starts after they are done); with `places`, the results
   * say that many places of each page hold the query's words.
   */
  function roundCounting(pagesPerRead: number, places?: number) {
    const rounds: number[] = [];
    let inRound = 0;
    const found = {pages: 0};
    const client = clientWithEngine(
      async (module, term) => {
        const response = await module.search(term);
        found.pages = response?.results.length ?? 0;
        const results = (response?.results ?? []).map((result) => ({
          id: result.id,
          score: result.score,
          ...(places === undefined ? {} : {places}),
          data: () => {
            if (inRound++ === 0) queueMicrotask(() => rounds.push(inRound));
            return result.data().finally(() => void (inRound = 0));
          },
        }));
        return {results};
      },
      {pagesPerRead},
    );
    return {client, rounds, found};
  }

  it('reads next, while the pages read hold too few hits, as many as they say the others need', async () => {
    const {client, rounds, found} = roundCounting(1);
    // More hits wanted than there are: every page found is read, once, in two round trips (the
    // first page's hits say the others are all needed; four is the most a round of one allows).
    await client.search([{query: '缓存', hitsPerPage: 1000}]);
    expect(found.pages).toBeGreaterThan(2);
    expect(found.pages).toBeLessThanOrEqual(5);
    expect(rounds).toEqual([1, found.pages - 1]);
  });

  it('reads at once as many pages as their places of the query words say the hits wanted need', async () => {
    // As a word written once on each page: told two pages at a time, it reads every page
    // found (up to eight) in one round.
    const {client, rounds, found} = roundCounting(2, 1);
    await client.search([{query: '缓存', hitsPerPage: 1000}]);
    expect(found.pages).toBeGreaterThan(2);
    expect(found.pages).toBeLessThanOrEqual(8);
    expect(rounds).toEqual([found.pages]);
  });

  it('answers a query the same whatever was searched before it', async () => {
    const asked: unknown[] = [];
    const fresh = () =>
      clientWithEngine(async (module, term, options) => {
        asked.push(options);
        return module.search(term, options);
      });
    const answer = async (searchClient: ReturnType<typeof fresh>, query: string) => {
      const {results} = await searchClient.search([
        {indexName: 'blog-notes-zh', query, facetFilters: DOCS_FILTERS, hitsPerPage: 1},
      ]);
      return {ids: results[0].hits.map((hit) => hit.objectID), nbHits: results[0].nbHits};
    };
    // Each query asked of a client that has searched nothing, then of one that has just
    // searched something else (its prefix, or a word whose pages hold many hits each).
    for (const [before, query] of [
      ['pool', '缓存'],
      ['缓', '缓存'],
      ['缓存', 'pool'],
      ['缓存', 'connection'],
    ]) {
      const alone = await answer(fresh(), query);
      const typedAfter = fresh();
      await answer(typedAfter, before);
      expect(alone.nbHits, query).toBeGreaterThan(0);
      expect(await answer(typedAfter, query), `${query} after ${before}`).toEqual(alone);
    }
    // The engine is told to fetch ahead the same first round each time: pagesPerRead (5).
    expect(new Set(asked.map((options) => JSON.stringify(options)))).toEqual(
      new Set([JSON.stringify({prefetch: 5})]),
    );
  });

  it('gives the same hits in the same order whichever page arrives first', async () => {
    const reversed = clientWithEngine(async (module, term) => {
      const response = await module.search(term);
      const results = response?.results ?? [];
      // The best page arrives last, the worst first.
      return {
        results: results.map((result, i) => ({
          ...result,
          data: () =>
            new Promise<Awaited<ReturnType<typeof result.data>>>((resolve, reject) =>
              setTimeout(() => result.data().then(resolve, reject), 10 * (results.length - i)),
            ),
        })),
      };
    });
    for (const query of ['缓存', 'pool']) {
      const expected = (await search(query)).hits.map((hit) => hit.objectID);
      const {results} = await reversed.search([
        {query, hitsPerPage: 20, facetFilters: DOCS_FILTERS},
      ]);
      expect(expected.length).toBeGreaterThan(1);
      expect(results[0].hits.map((hit) => hit.objectID)).toEqual(expected);
    }
  });
});
