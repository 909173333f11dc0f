import type http from 'node:http';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {page, serveSite, type ServedSite} from '../support/servedBundles';
import {PAGEFIND_VERSION} from '../../src/shared/pagefind/version';
import {SITE_MANIFEST_FORMAT, SITE_MANIFEST_VERSION} from '../../src/shared/siteManifest';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import type {SearchHit, SearchResult} from '../../src/client/algoliaAdapter/types';
import {BACK_OFF_MS, otherSite, type OtherSite} from '../../src/client/sites/otherSite';
import {createSitesSearchClient} from '../../src/client/sites/sitesClient';
import type {SitesSearchClient} from '../../src/client/sites/types';

// This site's client and another site's, on two real bundles served from two origins: the other
// site's manifest picks the bundle of the reader's locale, its hits are merged with this site's
// (whose order stays), and a failing host costs this site's results nothing.

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: SITE_MANIFEST_FORMAT,
    version: SITE_MANIFEST_VERSION,
    pagefind: PAGEFIND_VERSION,
    url: 'https://api.example.org',
    defaultLocale: 'en',
    locales: [
      {locale: 'en', htmlLang: 'en', bundle: 'pagefind/', tags: ['default'], tagFilter: false},
      {
        locale: 'zh-Hant',
        htmlLang: 'zh-TW',
        bundle: 'zh-Hant/pagefind/',
        tags: ['default'],
        tagFilter: false,
      },
    ],
    ...overrides,
  });

/** How the other site's host answers now: as it is, or failing. */
let hostWay: 'ok' | '500' | 'slow' | 'newer' | 'html' = 'ok';
const asked: string[] = [];

let own: ServedSite;
let other: ServedSite;

beforeAll(async () => {
  own = await serveSite({
    bundles: [
      {
        folder: 'pagefind',
        pages: [
          [
            'https://notes.example.org/docs/harbour',
            page(
              'en',
              'default',
              'Guides',
              '<h1>Harbour</h1><p>The harbour wall keeps the sea out.</p>',
            ),
          ],
          [
            'https://notes.example.org/docs/tides',
            page(
              'en',
              'default',
              'Guides',
              '<h1>Tides</h1><p>Tides fill the harbour twice a day.</p>',
            ),
          ],
        ],
      },
    ],
  });
  other = await serveSite({
    bundles: [
      {
        folder: 'api/pagefind',
        pages: [
          [
            'https://api.example.org/api/docs/sensors',
            page(
              'en',
              'default',
              'Reference',
              '<h1>Sensors</h1><h2 id="anemometer">Anemometer</h2><p>The anemometer on the harbour mast measures the wind.</p>',
            ),
          ],
          // A page of another origin, which the reader must never be sent to.
          [
            'https://elsewhere.example/api/docs/trap',
            page('en', 'default', 'Reference', '<h1>Trap</h1><p>The anemometer trap.</p>'),
          ],
        ],
      },
      {
        folder: 'api/zh-Hant/pagefind',
        pages: [
          [
            'https://api.example.org/api/zh-Hant/docs/sensors',
            page('zh-Hant', 'default', '文件', '<h1>感測器</h1><p>桅杆上的風速計量測風速。</p>'),
          ],
        ],
      },
    ],
    files: {'api/search-manifest.json': manifest()},
    async before(request: http.IncomingMessage, response: http.ServerResponse) {
      asked.push(request.url ?? '');
      if (hostWay === '500') {
        response.writeHead(500).end('Internal server error');
      } else if (hostWay === 'newer' && request.url?.endsWith('search-manifest.json')) {
        response.writeHead(200, {'Content-Type': 'application/json'}).end(manifest({version: 2}));
      } else if (hostWay === 'html' && request.url?.endsWith('search-manifest.json')) {
        // A missing file answered with the host's own page, larger than a manifest may be.
        response
          .writeHead(200, {'Content-Type': 'text/html'})
          .end(`<!doctype html><title>Not found</title>${'<p>'.repeat(40_000)}`);
      } else if (hostWay === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
    },
  });
}, 120_000);

afterAll(async () => {
  await own?.close();
  await other?.close();
});

const site = () => ({url: `${other.origin}/api/`, label: 'API', weight: 1});

function clients(reader = {locale: 'en', htmlLang: 'en'}, now?: () => number) {
  const ownClient = createPagefindSearchClient({
    bundleUrl: `${own.origin}/pagefind/`,
    stemmerFolder: SNOWBALL_FOLDER,
  });
  const otherSites: OtherSite[] = [
    otherSite(site(), reader, {pageUrl: `${own.origin}/`, stemmerFolder: SNOWBALL_FOLDER, now}),
  ];
  return {ownClient, client: createSitesSearchClient(ownClient, otherSites)};
}

function request(query: string, facetFilters: unknown[] = []) {
  return [{indexName: 'notes', query, hitsPerPage: 20, facetFilters}];
}

/** The client's answer once every site answered: the first answer, or the one after the late ones. */
async function settled(client: SitesSearchClient, query: string, facetFilters: unknown[] = []) {
  const late = new Promise<void>((resolve) => client.subscribe(resolve));
  const first = (await client.search(request(query, facetFilters))).results[0];
  const timeOut = new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 3000));
  if ((await Promise.race([late, timeOut])) === 'none') return first;
  return (await client.search(request(query, facetFilters))).results[0];
}

const urls = (result: SearchResult) => result.hits.map((hit) => hit.url);
const ownHits = (hits: SearchHit[]) => hits.filter((hit) => !hit.__site);

describe('searching another site', () => {
  it("merges its hits, labelled and with full URLs under its own, keeping this site's order", async () => {
    hostWay = 'ok';
    const {ownClient, client} = clients();
    const alone = (await ownClient.search(request('harbour'))).results[0];
    const result = await settled(client, 'harbour');
    const theirs = result.hits.filter((hit) => hit.__site);
    expect(theirs.map((hit) => hit.url)).toEqual([`${other.origin}/api/docs/sensors#anemometer`]);
    expect(theirs[0].__site).toEqual({label: 'API', url: `${other.origin}/api/`, language: 'en'});
    expect(theirs[0].hierarchy.lvl0).toBe('API › Reference');
    expect(urls({...result, hits: ownHits(result.hits)})).toEqual(urls(alone));
    expect(result.nbHits).toBe(alone.nbHits + 1);
    expect(client.failedSites()).toEqual([]);
  });

  it('sends no reader to a page of another origin', async () => {
    const {client} = clients();
    const result = await settled(client, 'anemometer');
    expect(urls(result).join(' ')).not.toContain('elsewhere.example');
    expect(urls(result)).toContain(`${other.origin}/api/docs/sensors#anemometer`);
  });

  it("searches the other site's bundle of the reader's language, with that language's words", async () => {
    const {client} = clients({locale: 'zh-Hans', htmlLang: 'zh-CN'});
    const result = await settled(client, '桅杆');
    expect(urls(result)).toEqual([`${other.origin}/api/zh-Hant/docs/sensors`]);
    expect(result.hits[0].__site?.language).toBe('zh-TW');
  });

  it('narrows to the sites a site facet names', async () => {
    const {client} = clients();
    const mine = await settled(client, 'harbour', [['site:this']]);
    expect(mine.hits.length).toBeGreaterThan(0);
    expect(mine.hits.every((hit) => !hit.__site)).toBe(true);
    // Asked for the other site only, the search waits for it.
    const theirs = (await client.search(request('harbour', [['site:API']]))).results[0];
    expect(urls(theirs)).toEqual([`${other.origin}/api/docs/sensors#anemometer`]);
  });

  it("answers with this site's hits before a slow site's, then tells its subscribers", async () => {
    hostWay = 'slow';
    try {
      const {client} = clients();
      const late = vi.fn();
      client.subscribe(late);
      const first = (await client.search(request('harbour'))).results[0];
      expect(first.hits.length).toBeGreaterThan(0);
      expect(first.hits.some((hit) => hit.__site)).toBe(false);
      await vi.waitFor(() => expect(late).toHaveBeenCalled(), {timeout: 5000});
      const again = (await client.search(request('harbour'))).results[0];
      expect(again.hits.some((hit) => hit.__site)).toBe(true);
    } finally {
      hostWay = 'ok';
    }
  });

  it('a host answering with an HTML page in place of the manifest is said to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    hostWay = 'html';
    try {
      const {client} = clients();
      await settled(client, 'tides');
      expect(client.failedSites()).toEqual(['API']);
      const [, error] = warn.mock.calls[0];
      expect((error as Error).message).toMatch(/search-manifest\.json is an HTML page/);
    } finally {
      hostWay = 'ok';
      warn.mockRestore();
    }
  });

  it.each(['500', 'newer'] as const)(
    'a host that fails (%s) is named, costs nothing, and is asked again only after its back-off',
    async (way) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      hostWay = way;
      let now = 1_000_000;
      try {
        const {ownClient, client} = clients({locale: 'en', htmlLang: 'en'}, () => now);
        const alone = (await ownClient.search(request('tides'))).results[0];
        const result = await settled(client, 'tides');
        expect(urls(result)).toEqual(urls(alone));
        expect(client.failedSites()).toEqual(['API']);
        expect(warn).toHaveBeenCalled();
        asked.length = 0;
        await client.search(request('harbour wall'));
        expect(asked).toEqual([]);
        expect(client.failedSites()).toEqual(['API']);
        hostWay = 'ok';
        now += BACK_OFF_MS;
        const later = await settled(client, 'anemometer');
        expect(asked.length).toBeGreaterThan(0);
        expect(urls(later)).toContain(`${other.origin}/api/docs/sensors#anemometer`);
        expect(client.failedSites()).toEqual([]);
      } finally {
        hostWay = 'ok';
        warn.mockRestore();
      }
    },
  );
});
