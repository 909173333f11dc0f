// What each engine makes a visitor download, measured in Chromium (Node only, Playwright):
// from opening search on a docs page to the first result shown, every response's encoded bytes
// (JS, CSS, wasm, index files; the body as transferred, gzip where the server compresses).
// Each query gets a fresh browser context (an empty cache: a visitor's first search).
// Also easyops's answers as its search bar lists them, for the quality figures.
import type {Browser, BrowserContext, Page, Request} from '@playwright/test';
import type {StaticServer} from '../lib/staticServer';
import {localePrefix, type Engine, type Locale} from './site';

/** The docs page search is opened on (a chapter both locales have). */
export const START_PAGE = 'docs/rust-book/ch04-01-what-is-ownership';

/** How long one engine may take to show a first result before the measurement is abandoned. */
const FIRST_RESULT_TIMEOUT_MS = 60_000;

export interface Download {
  /** The docs page's own load before search opens (HTML, JS, CSS, and what Docusaurus prefetches while idle). */
  pageBytes: number;
  bytes: number;
  requests: number;
  /** Bytes per kind of file (js, css, wasm, index, other). */
  byKind: Record<string, number>;
}

function kindOf(url: string): string {
  const pathname = new URL(url).pathname;
  if (
    /\.(pf_meta|pf_index|pf_fragment|pf_filter)$|pagefind-entry\.json$|search-index.*\.json$/.test(
      pathname,
    )
  )
    return 'index';
  if (/\.wasm|wasm\..*\.pagefind$/.test(pathname)) return 'wasm';
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return 'other';
}

/** Each engine's search box and the element that is its first result once shown. */
const ui: Record<Engine, {input: string; result: string; results: string}> = {
  ours: {input: '.DocSearch-Input', result: '.DocSearch-Hit', results: '.DocSearch-Dropdown'},
  easyops: {
    input: 'input.navbar__search-input',
    result: '[role="option"]',
    results: '[role="listbox"]',
  },
  'pagefind.js': {
    input: '.pagefind-ui__search-input',
    result: '.pagefind-ui__result-link',
    results: '#bench-pagefind-ui',
  },
};

/** Opens the engine's search as a visitor does (a click on its button or box). */
async function openSearch(page: Page, engine: Engine, locale: Locale): Promise<void> {
  if (engine === 'ours') await page.locator('.DocSearch-Button').click();
  else if (engine === 'easyops') await page.locator(ui.easyops.input).click();
  else {
    // pagefind.js has no Docusaurus integration: opening search is adding its Default UI to the page.
    const bundle = `${localePrefix(locale)}pagefind/`;
    await page.addStyleTag({url: `${bundle}pagefind-ui.css`});
    await page.addScriptTag({url: `${bundle}pagefind-ui.js`});
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.id = 'bench-pagefind-ui';
      document.querySelector('main')!.prepend(element);
      new (window as unknown as {PagefindUI: new (options: object) => unknown}).PagefindUI({
        element: '#bench-pagefind-ui',
      });
    });
  }
}

/**
 * Opens the engine's search and types the query (filled at once, as pasted: every engine searches
 * the whole query once), resolving when the first result is visible.
 */
async function searchInUi(
  page: Page,
  engine: Engine,
  locale: Locale,
  query: string,
): Promise<void> {
  await openSearch(page, engine, locale);
  await page.locator(ui[engine].input).fill(query);
  await page
    .locator(ui[engine].result)
    .first()
    .waitFor({state: 'visible', timeout: FIRST_RESULT_TIMEOUT_MS});
}

/**
 * Opens the page and waits until it has requested nothing for 2 s: Docusaurus prefetches the
 * routes of links in view when the browser is idle, and those are not search's bytes.
 */
async function loadAndSettle(page: Page, url: string): Promise<void> {
  let last = Date.now();
  const onRequest = () => {
    last = Date.now();
  };
  page.context().on('request', onRequest);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    const started = Date.now();
    while (Date.now() - last < 2_000 && Date.now() - started < 20_000)
      await page.waitForTimeout(100);
  } finally {
    page.context().off('request', onRequest);
  }
}

/** Bytes downloaded from opening search to the first result of `query`, with an empty cache. */
export async function downloadToFirstResult(
  browser: Browser,
  served: StaticServer,
  engine: Engine,
  locale: Locale,
  query: string,
): Promise<Download> {
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    const loadBefore = served.sent.length;
    await loadAndSettle(page, `${served.origin}${localePrefix(locale)}${START_PAGE}`);
    const sentBefore = served.sent.length;
    const pageBytes = served.sent.slice(loadBefore, sentBefore).reduce((n, s) => n + s.bytes, 0);
    // Everything requested from here on (the page's, its workers') counts, until the first result shows.
    const requests: Request[] = [];
    let counting = true;
    const onRequest = (request: Request) => {
      if (counting) requests.push(request);
    };
    context.on('request', onRequest);
    await searchInUi(page, engine, locale, query);
    counting = false;
    context.off('request', onRequest);
    const download: Download = {pageBytes, bytes: 0, requests: 0, byKind: {}};
    const answered: Request[] = [];
    for (const request of requests) {
      const response = await request.response();
      if (!response) continue;
      await response.finished();
      answered.push(request);
    }
    // What the server sent for each of those requests (each response matched once).
    const sent = served.sent.slice(sentBefore);
    for (const request of answered) {
      const url = new URL(request.url());
      const at =
        url.origin === served.origin
          ? sent.findIndex((s) => s.url === url.pathname + url.search)
          : -1;
      // Chromium's own count where the server has none (a response cut short).
      const responseBodySize =
        at >= 0 ? sent.splice(at, 1)[0].bytes : (await request.sizes()).responseBodySize;
      download.bytes += responseBodySize;
      download.requests += 1;
      const kind = kindOf(request.url());
      if (process.env.BENCH_COMPARE_DEBUG)
        console.error(
          `  ${engine} ${locale} "${query}": ${responseBodySize} ${request.resourceType()} ${request.url()}`,
        );
      download.byKind[kind] = (download.byKind[kind] ?? 0) + responseBodySize;
    }
    return download;
  } finally {
    await context.close();
  }
}

/**
 * An engine's answers as its own UI lists them (easyops's search bar, Pagefind's Default UI), in
 * one page as a visitor's session: for each query, the pages of the results shown, in order.
 * `pagesOf` reads them from the results element (links, or titles mapped to URLs).
 */
export async function uiAnswers(
  browser: Browser,
  origin: string,
  engine: 'easyops' | 'pagefind.js',
  locale: Locale,
  queries: readonly string[],
  pagesOf: (page: Page) => Promise<string[]>,
): Promise<string[][]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${localePrefix(locale)}${START_PAGE}`, {waitUntil: 'networkidle'});
    await openSearch(page, engine, locale);
    await page.waitForLoadState('networkidle');
    const input = page.locator(ui[engine].input);
    // The results as shown; while Pagefind's UI still shows a placeholder for a result whose page it is loading, not yet.
    const shown = async () =>
      page.evaluate(
        (selector) =>
          document.querySelector('.pagefind-ui__loading')
            ? 'loading'
            : (document.querySelector(selector)?.innerHTML ?? ''),
        ui[engine].results,
      );
    /** Waits until the results differ from `before` (when given), then stop changing for 400 ms (both engines answer asynchronously). */
    const settled = async (before: string | null) => {
      const started = Date.now();
      let last = await shown();
      while (last === before && Date.now() - started < 5_000) {
        await page.waitForTimeout(50);
        last = await shown();
      }
      for (let stableSince = Date.now(); Date.now() - stableSince < 400;) {
        await page.waitForTimeout(50);
        const now = await shown();
        if (now !== last) {
          last = now;
          stableSince = Date.now();
        }
      }
    };
    const answers: string[][] = [];
    for (const query of queries) {
      await input.fill('');
      await settled(null);
      const cleared = await shown();
      await input.fill(query);
      await settled(cleared);
      answers.push(await pagesOf(page));
    }
    return answers;
  } finally {
    await context.close();
  }
}

/**
 * easyops's suggestions as pages: a suggestion shows the page title (a title hit) or a heading or
 * text with the page title under it; `pageUrl` maps a title to its URL path.
 */
export const easyopsPages = (pageUrl: (title: string) => string) => async (page: Page) => {
  const titles = await page
    .locator(ui.easyops.result)
    .evaluateAll((options) =>
      options.map(
        (option) =>
          option.querySelector('[class^="hitPath_"]')?.textContent ||
          option.querySelector('[class^="hitTitle_"]')?.textContent ||
          '',
      ),
    );
  return titles.map(pageUrl);
};

/** Pagefind's Default UI results as pages: its result links, in order. */
export const pagefindUiPages = async (page: Page) =>
  page
    .locator(ui['pagefind.js'].result)
    .evaluateAll((links) =>
      links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)),
    );
