import type http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {createPagefindReader} from '../../src/client/engine/reader';
import {RetryError} from '../../src/client/algoliaAdapter/errors';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {fetchWithTimeout, TimeoutError, withTimeout} from '../../src/client/engine/timeout';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// Time limits on a real bundle served over HTTP by a server that can be told to stall (accept a
// request and never answer, or answer the headers and never send the body).

/**
 * The limit the tests set: a stall waits it out, a request answered must come within it, on a
 * loaded machine too, where an answered request may take a few hundred milliseconds.
 */
const LIMIT_MS = 1500;

let site: ServedSite;
let origin: string;
let stall: 'none' | 'request' | 'body' = 'none';
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  site = await serveSite({
    bundles: [
      {
        folder: 'pagefind',
        pages: [
          [
            'https://example.org/docs/pools',
            `<html lang="en"><head><meta name="docsearch:language" content="en"></head><body><article><h1>Pools</h1><p>The zeppelin keeps one connection per worker.</p></article></body></html>`,
          ],
        ],
      },
    ],
    before(_, response) {
      if (stall === 'none') return;
      if (stall === 'body') {
        response.writeHead(200, {'Content-Type': 'application/octet-stream'});
        response.write('x');
      }
      open.add(response);
      return 'taken';
    },
  });
  origin = site.origin;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await site?.close();
});

describe('withTimeout', () => {
  it('passes an answer in time through, and fails a late one with a TimeoutError', async () => {
    await expect(withTimeout(Promise.resolve(1), 50, 'x')).resolves.toBe(1);
    await expect(withTimeout(new Promise(() => {}), 50, 'The engine')).rejects.toThrow(
      TimeoutError,
    );
  });
});

describe('fetchWithTimeout', () => {
  it('fails a request never answered, and a body that stops coming, after the time limit', async () => {
    const get = fetchWithTimeout(LIMIT_MS);
    stall = 'request';
    const started = Date.now();
    await expect(get(`${origin}/pagefind/pagefind-entry.json`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10 * LIMIT_MS); // it gives up: no hang
    stall = 'body';
    const response = await get(`${origin}/pagefind/pagefind-entry.json`);
    await expect(response.arrayBuffer()).rejects.toThrow();
    stall = 'none';
    expect((await get(`${origin}/pagefind/pagefind-entry.json`)).ok).toBe(true);
  });
});

describe('the search client on a network that stalls', () => {
  const request = (query: string) => ({
    requests: [{indexName: 'x', query, params: {hitsPerPage: 5}}],
  });

  it('fails the stalled search with a RetryError, does not hold the next one, and finds once the server answers', async () => {
    const client = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: `${origin}/pagefind/`,
      loadPagefind: async () =>
        createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl: `${origin}/pagefind/`,
          metaWeights: META_WEIGHTS,
          fetch: fetchWithTimeout(LIMIT_MS),
        }),
    });
    stall = 'request';
    const stalled = client.search(request('zeppelin'));
    await expect(stalled).rejects.toThrow(RetryError);
    stall = 'none';
    const {results} = await client.search(request('zeppelin'));
    expect(results[0].hits.map((hit) => hit.url)).toEqual(['https://example.org/docs/pools']);
  });

  it('drops what it read when the bundle version changes, and fails while the version cannot be had', async () => {
    let version = '1';
    let loads = 0;
    const client = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: `${origin}/pagefind/`,
      loadPagefind: async () => {
        loads++;
        return createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl: `${origin}/pagefind/`,
          metaWeights: META_WEIGHTS,
        });
      },
      indexVersion: async () => {
        if (version === 'broken') throw new Error('dev index failed: a.md: Unexpected token');
        return version;
      },
    });
    await client.search(request('zeppelin'));
    await client.search(request('worker'));
    expect(loads).toBe(1);
    version = '2';
    const {results} = await client.search(request('zeppelin'));
    expect(results[0].nbHits).toBe(1);
    expect(loads).toBe(2);
    version = 'broken';
    await expect(client.search(request('zeppelin'))).rejects.toThrow(RetryError);
  });
});
