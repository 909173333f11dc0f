import type {Page, Route} from '@playwright/test';
import {test, expect, visit, openModal, uncaughtErrors} from './fixture-support';

// The fixture site built with the theme's `algolia` option (English only; see
// fixture-site/docusaurus.config.js): the same modal and search page ask Algolia, with
// contextual search on the version being read, and no local index is built or fetched.
// Algolia's hosts are answered by the test (the machine has no network), as Algolia would answer.

interface AlgoliaRequest {
  url: string;
  body: {
    requests?: Array<{indexName?: string; query?: string; facetFilters?: unknown; params?: string}>;
  };
}

const HIT = {
  objectID: 'fixture-1',
  url: 'http://localhost/fixture/docs/mooring#lines',
  url_without_anchor: 'http://localhost/fixture/docs/mooring',
  anchor: 'lines',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'Docs',
    lvl1: 'Mooring from Algolia',
    lvl2: 'Lines',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Docs', matchLevel: 'none', matchedWords: []},
      lvl1: {
        value: 'Mooring from <mark>Algolia</mark>',
        matchLevel: 'full',
        matchedWords: ['algolia'],
      },
      lvl2: {value: 'Lines', matchLevel: 'none', matchedWords: []},
    },
  },
  _snippetResult: {},
};

/** Markup that would run script if a hit's text were ever treated as HTML. */
const HOSTILE = '<img src=x onerror="window.__searchInjected=1">';

/**
 * Hits a hostile or broken Algolia index could send: markup in the hierarchy, the highlights and
 * the snippet; a relative URL (resolved in the site); a javascript: URL and another site's (dropped).
 */
const HOSTILE_HITS = [
  {
    ...HIT,
    objectID: 'hostile-1',
    type: 'content',
    content: `Hostile ${HOSTILE} content`,
    hierarchy: {...HIT.hierarchy, lvl0: 'Docs', lvl1: `Hostile ${HOSTILE} page`, lvl2: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Docs', matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>Hostile</mark> ${HOSTILE} page`, matchLevel: 'full', matchedWords: []},
      },
      content: {value: `<mark>Hostile</mark> ${HOSTILE} content`, matchLevel: 'full'},
    },
    _snippetResult: {
      content: {value: `<mark>Hostile</mark> ${HOSTILE} snippet`, matchLevel: 'full'},
    },
  },
  {
    ...HIT,
    objectID: 'relative',
    url: 'docs/mooring#relative',
    url_without_anchor: 'docs/mooring',
    hierarchy: {...HIT.hierarchy, lvl2: 'Relative link'},
    _highlightResult: {hierarchy: {lvl2: {value: 'Relative link', matchLevel: 'none'}}},
  },
  {
    ...HIT,
    objectID: 'script',
    url: 'javascript:window.__searchInjected=2',
    hierarchy: {...HIT.hierarchy, lvl2: 'Script link'},
  },
  {
    ...HIT,
    objectID: 'elsewhere',
    url: 'https://elsewhere.example/docs/x',
    hierarchy: {...HIT.hierarchy, lvl2: 'Elsewhere'},
  },
];

/** Answers every request to Algolia's hosts with one hit per query, and records what was asked. */
async function standInForAlgolia(page: Page, hits: unknown[] = [HIT]): Promise<AlgoliaRequest[]> {
  const seen: AlgoliaRequest[] = [];
  await page.route(/^https:\/\/[^/]*algolia(?:net\.com|\.net)\//, async (route: Route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as AlgoliaRequest['body'];
    seen.push({url: route.request().url(), body});
    const result = {
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      params: '',
      processingTimeMS: 1,
      facets: {},
    };
    await route.fulfill({
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      // Each answer names the query it answers, as Algolia's do (the search page drops answers
      // to a query other than its own).
      body: JSON.stringify({
        results: (body.requests ?? [{}]).map((request) => ({
          ...result,
          query: request.query ?? new URLSearchParams(request.params ?? '').get('query') ?? '',
        })),
      }),
    });
  });
  return seen;
}

test('the modal asks Algolia, scoped to the version being read, and shows its hit', async ({
  page,
}) => {
  const seen = await standInForAlgolia(page);
  const local: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) local.push(request.url());
  });
  await visit(page, 'docs/next/intro');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('algolia');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Mooring from Algolia');
  await expect(page.locator('.DocSearch-Footer')).not.toContainText('Pagefind');
  await expect(page.locator('.DocSearch-Footer a[href*="algolia.com"] svg')).toBeVisible(); // its logo, linking to it
  expect(local).toEqual([]); // no local index with Algolia

  const asked = seen.at(-1)!;
  expect(asked.url).toMatch(/^https:\/\/fixtureapp(-dsn)?\.algolia(net\.com|\.net)\//i);
  expect(asked.url).toContain('x-algolia-api-key=fixture-search-key');
  const [request] = asked.body.requests!;
  expect(request).toMatchObject({indexName: 'harbour', query: 'algolia'});
  expect(request!.facetFilters).toEqual([
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);

  // A click on the hit opens its page in the site.
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/\/fixture\/docs\/mooring#lines$/);
});

test('the search page asks Algolia and lists its hit', async ({page}) => {
  const seen = await standInForAlgolia(page);
  await visit(page, 'search?q=algolia');
  await expect(page.locator('main article h2 a').first()).toHaveText('Lines');
  await expect(page.locator('main')).toContainText('Mooring from Algolia');
  // Upstream's credit line, which a site searching with Pagefind does not bundle.
  await expect(page.getByText('Powered by', {exact: true})).toBeVisible();
  await expect(page.locator('main a[href="https://www.algolia.com/"] svg')).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every(({url}) => /fixtureapp/i.test(url))).toBe(true);
  expect(JSON.stringify(seen.at(-1)!.body)).toContain('harbour');
});

test('no Pagefind bundle was built', async ({request}) => {
  expect((await request.get('pagefind/pagefind-entry.json')).status()).toBe(404);
});

test('hostile Algolia hits show as text in the modal, and only links of this site are kept', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await standInForAlgolia(page, HOSTILE_HITS);
  await visit(page, 'docs/next/intro');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('hostile');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('.DocSearch-Hit').filter({hasText: `${HOSTILE} snippet`})).toHaveCount(
    1,
  );
  await expect(modal.getByText(`Hostile ${HOSTILE} page`).first()).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit').filter({hasText: 'Relative link'})).toHaveCount(1);
  await expect(modal.locator('.DocSearch-Hit').filter({hasText: 'Script link'})).toHaveCount(0);
  await expect(modal.locator('.DocSearch-Hit').filter({hasText: 'Elsewhere'})).toHaveCount(0);
  await expect(modal.locator('img')).toHaveCount(0);
  await expect(modal.locator('mark').filter({hasText: 'Hostile'}).first()).toBeVisible();
  await modal.locator('.DocSearch-Hit a').filter({hasText: 'Relative link'}).click();
  await expect(page).toHaveURL(/\/fixture\/docs\/mooring#relative$/);
  expect(
    await page.evaluate(() => (window as {__searchInjected?: number}).__searchInjected),
  ).toBeUndefined();
  expect(errors).toEqual([]);
});

test('hostile Algolia hits show as text on the search page, with the same rules', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await standInForAlgolia(page, HOSTILE_HITS);
  await visit(page, 'search?q=hostile');
  const results = page.locator('main article');
  await expect(results.filter({hasText: `${HOSTILE} snippet`})).toHaveCount(1);
  await expect(results.getByText(`Hostile ${HOSTILE} page`).first()).toBeVisible();
  await expect(results.locator('h2 a').filter({hasText: 'Relative link'})).toHaveAttribute(
    'href',
    /^\/fixture\/docs\/mooring#relative$/,
  );
  await expect(results).toHaveCount(2); // the javascript: and the other site's hits are dropped
  await expect(results.locator('img')).toHaveCount(0);
  await expect(results.locator('mark, em').filter({hasText: 'Hostile'}).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as {__searchInjected?: number}).__searchInjected),
  ).toBeUndefined();
  expect(errors).toEqual([]);
});
