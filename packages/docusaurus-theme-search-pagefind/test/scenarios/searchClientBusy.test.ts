import {describe, expect, it} from 'vitest';
import {RetryError} from '../../src/client/algoliaAdapter/errors';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import {
  bundleUrl,
  clientWithEngine,
  loadLocalPagefind,
  useClientSite,
} from '../support/searchClientSite';

// The adapter while its engine is busy or cannot load: which searches run, which answers
// each keystroke gets, and how a failed load is retried.

useClientSite();

describe('while the engine is busy', () => {
  it('runs only the newest of the searches typed meanwhile, and gives the others its answer with it', async () => {
    const searched: string[] = [];
    const busy = clientWithEngine(async (module, term) => {
      searched.push(term);
      await new Promise((resolve) => setTimeout(resolve, 50)); // a slow engine
      return module.search(term);
    });
    const answered: string[] = [];
    const ask = (query: string) =>
      busy.search([{query, hitsPerPage: 5}]).then(({results}) => {
        answered.push(query);
        return results[0];
      });
    const [first, second, third, newest] = await Promise.all([
      ask('缓'),
      ask('缓存 s'),
      ask('缓存 si'),
      ask('缓存 size'),
    ]);
    // Typed before the engine had loaded, 缓 stops as it loads: only the newest is searched.
    expect(searched).toEqual(['缓存 size']);
    expect(newest.hits.length).toBeGreaterThan(0);
    expect(newest.query).toBe('缓存 size');
    // DocSearch keeps the newest answer but sets its result count from every answer.
    expect(first).toEqual(newest);
    expect(second).toEqual(newest);
    expect(third).toEqual(newest);
    expect(answered).toEqual(['缓', '缓存 s', '缓存 si', '缓存 size']);
  });

  it('never answers a keystroke after the next one, wherever the next one finds it', async () => {
    // Each keystroke is typed when the one before is at a given step: in the engine, or
    // reading its pages (one page per read, so that 缓存 reads in several rounds).
    const inEngine: Array<() => void> = [];
    const reading: Array<() => void> = [];
    const slow = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      pagesPerRead: 1,
      loadPagefind: async () => {
        const module = await loadLocalPagefind();
        return {
          ...module,
          options: module.options,
          async search(term: string) {
            await new Promise<void>((resolve) => inEngine.push(resolve));
            const response = await module.search(term);
            return {
              results: (response?.results ?? []).map((result) => ({
                ...result,
                data: async () => {
                  await new Promise<void>((resolve) => reading.push(resolve));
                  return result.data();
                },
              })),
            };
          },
        };
      },
    });
    const events: string[] = [];
    const ask = (query: string) =>
      slow.search([{query, hitsPerPage: 5}]).then(({results}) => {
        events.push(`${query} → ${results[0].query}`);
        return results[0];
      });
    const until = async (pending: Array<() => void>) => {
      while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const release = async (pending: Array<() => void>) => {
      await until(pending);
      pending.shift()!();
    };

    const c = ask('c'); // typed past while in the engine
    await until(inEngine);
    const ca = ask('缓'); // typed past while reading its pages
    await release(inEngine);
    await release(inEngine);
    await until(reading);
    const newest = ask('缓存');
    // Let everything left run: 缓 stops at its next step and is not read further.
    const draining = setInterval(() => {
      inEngine.shift()?.();
      reading.shift()?.();
    }, 1);
    const answers = await Promise.all([c, ca, newest]);
    clearInterval(draining);
    expect(events).toEqual(['c → 缓存', '缓 → 缓存', '缓存 → 缓存']);
    expect(answers[2].hits.length).toBeGreaterThan(0);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
  });
});

describe('when the index cannot be loaded', () => {
  it('rejects with a RetryError, and tries again on the next query', async () => {
    let attempts = 0;
    const broken = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: 'http://127.0.0.1:9/missing/',
      loadPagefind: async () => {
        attempts++;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    await expect(broken.search({requests: [{query: '缓存'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(broken.search({requests: [{query: '缓存'}]})).rejects.toBeInstanceOf(RetryError);
    expect(attempts).toBe(2);
  });
});
