import {afterEach, describe, expect, it, vi} from 'vitest';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {createPagefindReader} from '../../src/client/engine/reader';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import {bundleUrl, useClientSite} from '../support/searchClientSite';

// The client's warm-up (search opened, the first query still to come): what any first query
// needs is fetched, nothing a query picks; a reader on data saver gets nothing ahead of a
// query; a warm-up that fails leaves the first query to fetch again, and to fail as it would.

useClientSite();

/** A client on the real bundle whose engine's requests are listed, files answered by `answer`. */
function watchedClient(answer: (url: string) => Promise<Response> = (url) => fetch(url)) {
  const fetched: string[] = [];
  let engines = 0;
  const client = createPagefindSearchClient({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl,
    loadPagefind: async () => {
      engines++;
      return createPagefindReader({
        stemmerFolder: SNOWBALL_FOLDER,
        bundleUrl,
        metaWeights: META_WEIGHTS,
        warmUp: false,
        fetch: ((url: string) => {
          // (The page list, by-page/<hash>/meta.pf_meta, as "pages.pf_meta".)
          fetched.push(
            url
              .slice(bundleUrl.length)
              .replace(/\.[\w-]+\.pf_meta$/, '.pf_meta')
              .replace(/^by-page\/[\w-]+\/meta\.pf_meta$/, 'pages.pf_meta'),
          );
          return answer(url);
        }) as typeof fetch,
      });
    },
  });
  return {client, fetched, engines: () => engines};
}

const until = async (condition: () => boolean) => {
  await vi.waitFor(() => expect(condition()).toBe(true));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search client warming up', () => {
  it('fetches the entry file and the page list, no chunk or page; the first query fetches neither again', async () => {
    const {client, fetched, engines} = watchedClient();
    client.warmUp();
    // (The engine is ready once the entry is in; the page list keeps coming.)
    await until(() => client.loaded && fetched.includes('pages.pf_meta'));
    expect(fetched).toEqual(['pagefind-entry.json', 'pages.pf_meta']);
    const {results} = await client.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(engines()).toBe(1);
    expect(fetched.slice(2).some((file) => /pagefind-entry|pf_meta/.test(file))).toBe(false);
    expect(fetched.slice(2).some((file) => file.endsWith('.pf_index'))).toBe(true);
  });

  it('a query asked while it is under way waits for the same requests', async () => {
    const {client, fetched, engines} = watchedClient();
    client.warmUp();
    const {results} = await client.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(engines()).toBe(1);
    expect(fetched.filter((file) => file === 'pages.pf_meta')).toHaveLength(1);
  });

  it('fetches nothing when the reader saves data', async () => {
    vi.stubGlobal('navigator', {connection: {saveData: true}});
    const {client, fetched, engines} = watchedClient();
    client.warmUp();
    // (A warm-up would have asked for the engine in the same task.)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(engines()).toBe(0);
    expect(fetched).toEqual([]);
    const {results} = await client.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(fetched.slice(0, 2)).toEqual(['pagefind-entry.json', 'pages.pf_meta']);
  });

  it('failing, tells nothing; the first query fetches again and fails as it would have, then works', async () => {
    let failing = true;
    const {client, fetched, engines} = watchedClient((url) =>
      failing && url.endsWith('.pf_meta')
        ? Promise.resolve(new Response('', {status: 503}))
        : fetch(url),
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      client.warmUp();
      await until(() => fetched.includes('pagefind.pf_meta'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(client.search([{query: '缓存', hitsPerPage: 1}])).rejects.toMatchObject({
        name: 'RetryError',
        message: 'The search index could not be read.',
        outdatedIndex: false,
      });
      // (The engine's code was loaded, and its entry read, by the warm-up; the query read the
      // page list and Pagefind's metadata again.)
      expect(engines()).toBe(1);
      expect(fetched.filter((file) => file === 'pagefind.pf_meta')).toHaveLength(2);
      failing = false;
      const {results} = await client.search([{query: '缓存', hitsPerPage: 1}]);
      expect(results[0].hits).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
