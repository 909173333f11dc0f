import {afterEach, describe, expect, it, vi} from 'vitest';
import type {EngineOptions} from '../../shared/engineOptions';
import {PAGEFIND_VERSION} from '../../shared/pagefind/version';
import {SITE_MANIFEST_FORMAT, SITE_MANIFEST_VERSION} from '../../shared/siteManifest';
import type {PagefindReaderOptions} from '../engine/types';
import {createSiteSearchClient} from './siteClient';

// The site's options of the engine, as the modal and the search page hand them to the site's
// client (SiteSearchSettings), reach the reader of this site's bundle and the reader of every
// other site's, as one object. The engine is replaced by one that says what it was made with
// (a query without Latin letters: no stemmer to fetch).

const made = vi.hoisted(() => [] as PagefindReaderOptions[]);

vi.mock('../engine/reader', () => ({
  createPagefindReader(options: PagefindReaderOptions) {
    made.push(options);
    return {options: async () => {}, search: async () => ({results: []})};
  },
}));

/** The other site's manifest: its English bundle. */
const manifest = JSON.stringify({
  format: SITE_MANIFEST_FORMAT,
  version: SITE_MANIFEST_VERSION,
  pagefind: PAGEFIND_VERSION,
  url: 'https://api.example.org',
  defaultLocale: 'en',
  locales: [{locale: 'en', htmlLang: 'en', bundle: 'pagefind/', tags: [], tagFilter: false}],
});

afterEach(() => {
  vi.unstubAllGlobals();
  made.length = 0;
});

describe('createSiteSearchClient', () => {
  it("hands the engine's options to this site's reader and to each other site's", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).endsWith('.json')
        ? new Response(manifest)
        : new Response('not found', {status: 404}),
    );
    const engineOptions: EngineOptions = {ranking: {termFrequency: 0.3, pageLength: 0.2}};
    const client = createSiteSearchClient({
      bundleUrl: '/pagefind/',
      versionedDocs: false,
      sites: [{url: 'https://api.example.org/', label: 'API', weight: 1}],
      reader: {locale: 'en', htmlLang: 'en'},
      engineOptions,
    });
    // This site answers first; the other site's answer is told to the subscribers.
    const otherAnswered = new Promise<void>((resolve) => client.subscribe(resolve));
    await client.search({requests: [{indexName: 'docs', params: {query: '港口'}}]});
    await otherAnswered;
    expect(client.failedSites()).toEqual([]);
    expect(made.map(({bundleUrl}) => bundleUrl).sort()).toEqual([
      '/pagefind/',
      'https://api.example.org/pagefind/',
    ]);
    for (const options of made) expect(options.engineOptions).toBe(engineOptions);
  });
});
