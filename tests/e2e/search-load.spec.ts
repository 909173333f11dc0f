import type {Page} from '@playwright/test';
import {test, testOnlyIn, expect, locales, localePath, hydrated} from './fixtures';
import {baseUrl} from '../../scripts/site-paths.cjs';
import {
  FIRST_ANSWER_MS,
  hits,
  input,
  openWithShortcut,
  searchFor,
  searchText,
  useFixtureIndex,
} from './search-support';

// The engine costs nothing until the visitor opens search: then what any first query needs
// comes (the engine's code, the index's entry and meta files, the language's stemmer), unless
// the browser saves data; the rest comes with the queries. No Algolia host is contacted.

/** A string that only the search adapter's code contains (it survives minification). */
const ADAPTER_MARKER = 'The search index could not be loaded.';
/** A string that only the engine's code (the bundle reader's chunk) contains: its warm-up words. */
const ENGINE_MARKER = '"alpha","alphabet","beta","betray"';
/**
 * A string that only the code searching other sites (option `sites`) contains: the name of the
 * manifest it reads. This site has no other sites, so no page downloads that code.
 */
const SITES_MARKER = 'search-manifest.json';

/** Requests of the page, in the order the browser made them, and the scripts it received. */
function watchRequests(page: Page) {
  const requests: string[] = [];
  // Each script's text from its request on: a script asked for before a check but still arriving
  // is awaited by the check, not missed.
  const scripts = new Map<string, Promise<string>>();
  page.on('request', (request) => {
    requests.push(request.url());
    if (request.resourceType() === 'script')
      scripts.set(
        request.url(),
        request
          .response()
          .then((response) => response?.text() ?? '')
          .catch(() => ''),
      );
  });
  return {
    requests,
    /** The bundle's files asked for (under the locale's /pagefind/ folder). */
    bundle: () => requests.filter((url) => url.includes('/pagefind/')),
    /** How many of `urls` are scripts holding `marker`. */
    async scriptsHolding(urls: string[], marker: string) {
      const texts = await Promise.all(urls.map((url) => scripts.get(url) ?? ''));
      return texts.filter((text) => text.includes(marker)).length;
    },
    /** Whether one of `urls` is a script holding `marker`. */
    async anyScriptHolds(urls: string[], marker: string) {
      return (await this.scriptsHolding(urls, marker)) > 0;
    },
  };
}

/**
 * The requests made up to now: a request of the page's own, made after the search modal has
 * rendered, is in the list after anything the modal's opening asked for at once (the engine's
 * code is asked for in the task that renders the modal).
 */
async function requestsUpToNow(page: Page, requests: string[]): Promise<string[]> {
  const mark = `${new URL(page.url()).origin}/?requests-up-to-now=${Date.now()}`;
  await page.evaluate((url) => fetch(url).then(() => {}), mark);
  await expect.poll(() => requests.includes(mark)).toBe(true);
  return requests.slice(0, requests.indexOf(mark));
}

/** A browser asked to save data (Data Saver: the Network Information API's saveData). */
async function saveData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
  );
}

for (const locale of locales) {
  const text = searchText[locale.code];
  const bundleFolder = `/blog-notes/${locale.prefix}pagefind/`;

  test(`${locale.code}: the home page loads no search engine, index or adapter code, and no Algolia preconnect`, async ({
    page,
  }) => {
    const watch = watchRequests(page);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(localePath(locale, ''));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(watch.bundle()).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes(ADAPTER_MARKER))).toHaveLength(0);
    expect(scripts.filter((code) => code.includes(ENGINE_MARKER))).toHaveLength(0);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    expect(watch.requests.some((url) => url.includes('algolia'))).toBe(false);
  });

  test(`${locale.code}: opening the modal fetches what a first query needs, no index chunk or page; the query the rest`, async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await openWithShortcut(page);
    // The engine's code is asked for as the modal opens, then the entry file and page list (and on
    // the English site its stemmer); no index chunk, no page's fragment: they depend on the query.
    const opened = await requestsUpToNow(page, watch.requests);
    expect(await watch.anyScriptHolds(opened, ENGINE_MARKER)).toBe(true);
    const meta = (url: string) => /\.pf_meta$/.test(url) && url.includes(bundleFolder);
    await expect.poll(() => watch.requests.some(meta)).toBe(true);
    const stemmer = `${bundleFolder}stemmers/english-stemmer.js`;
    if (locale.code === 'en') await expect.poll(() => watch.bundle().join('\n')).toContain(stemmer);
    const warmedUp = await requestsUpToNow(page, watch.requests);
    const files = warmedUp
      .filter((url) => url.includes('/pagefind/'))
      .map((url) => new URL(url).pathname.slice(new URL(url).pathname.indexOf('/pagefind/')));
    // (The page list, by-page/<metadata hash>/meta.pf_meta, in place of Pagefind's metadata.)
    expect(files.map((file) => file.replace(/\/by-page\/[\w-]+\//, '/by-page/')).sort()).toEqual(
      [
        '/pagefind/pagefind-entry.json',
        '/pagefind/by-page/meta.pf_meta',
        ...(locale.code === 'en' ? ['/pagefind/stemmers/english-stemmer.js'] : []),
      ].sort(),
    );

    // The query fetches its chunks and pages only: nothing fetched at opening is asked again.
    await searchFor(page, text.query);
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    const byQuery = watch.bundle().slice(files.length);
    expect(byQuery.some((url) => url.endsWith('.pf_index'))).toBe(true);
    expect(byQuery.some((url) => url.endsWith('.pf_fragment'))).toBe(true);
    expect(byQuery.filter((url) => /pf_meta|entry\.json|stemmers/.test(url))).toEqual([]);
    expect(await watch.anyScriptHolds(watch.requests, SITES_MARKER)).toBe(false);
    expect(watch.requests.some((url) => url.includes('algolia'))).toBe(false);
    // The bundle is read by the site's own reader: Pagefind's runtime and WebAssembly stay on the server.
    expect(watch.requests.filter((url) => /pagefind\.js$|\.pagefind$/.test(url))).toEqual([]);
  });

  test(`${locale.code}: pointing at the search button asks for the engine and the entry file with the modal's code, then the page list; nothing is asked twice`, async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(watch.bundle()).toEqual([]);
    // Pointed at, not opened: the modal's code, the engine's and the entry file come together
    // (earlyDownloads.ts), and the page list (and on the English site the stemmer) once the
    // entry file has named it.
    await page.locator('.DocSearch-Button').hover();
    const entry = (url: string) => url.endsWith(`${bundleFolder}pagefind-entry.json`);
    await expect.poll(() => watch.requests.some(entry)).toBe(true);
    const pointed = await requestsUpToNow(page, watch.requests);
    expect(await watch.anyScriptHolds(pointed, ADAPTER_MARKER)).toBe(true);
    expect(await watch.anyScriptHolds(pointed, ENGINE_MARKER)).toBe(true);
    const meta = (url: string) => /\.pf_meta$/.test(url) && url.includes(bundleFolder);
    await expect.poll(() => watch.requests.some(meta)).toBe(true);
    if (locale.code === 'en')
      await expect.poll(() => watch.bundle().join('\n')).toContain('stemmers/english-stemmer.js');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // Opened and searched: the query asks for its chunks and pages, nothing asked for before.
    const early = watch.bundle().length;
    await page.locator('.DocSearch-Button').click();
    await searchFor(page, text.query);
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    const byQuery = watch.bundle().slice(early);
    expect(byQuery.some((url) => url.endsWith('.pf_index'))).toBe(true);
    expect(byQuery.filter((url) => /pf_meta|entry\.json|stemmers/.test(url))).toEqual([]);
    expect(await watch.scriptsHolding(watch.requests, ENGINE_MARKER)).toBe(1);
    expect(await watch.anyScriptHolds(watch.requests, SITES_MARKER)).toBe(false);
  });

  testOnlyIn(locale, 'en')(
    `${locale.code}: each page's search checks the index's entry file with the host, never takes it from the cache unasked`,
    async ({page}) => {
      // The entry names the build's other files: a copy kept from before a deploy names files
      // the deploy removed. This server sends Last-Modified and no Cache-Control, from which a
      // browser may keep a file a while without asking.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const entryRequests = new Set<string>();
      const unasked: string[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.endsWith(`${bundleFolder}pagefind-entry.json`))
          entryRequests.add(event.requestId);
      });
      cdp.on('Network.requestServedFromCache', (event) => {
        if (entryRequests.has(event.requestId)) unasked.push('served from the cache');
      });
      cdp.on('Network.responseReceived', (event) => {
        if (entryRequests.has(event.requestId) && event.response.fromDiskCache)
          unasked.push('from the disk cache');
      });
      for (const path of ['docs/intro', 'blog']) {
        await page.goto(localePath(locale, path));
        await hydrated(page);
        await openWithShortcut(page);
        await searchFor(page, text.query);
        await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      }
      expect(entryRequests.size).toBeGreaterThanOrEqual(2);
      expect(unasked).toEqual([]);
    },
  );

  for (const where of ['modal', '/search'] as const)
    test(`${locale.code}: ${where}: what the entry file names is asked for once it is in, while the engine's code is still on its way`, async ({
      page,
    }) => {
      // On a phone's network the engine's code takes longer to come than the entry file: the
      // page list and the stemmer the entry names do not wait for it (entryNamedFiles.ts). Here
      // the engine's script is held back until they are asked for, or for 10 s at most.
      const watch = watchRequests(page);
      const meta = (url: string) => /\.pf_meta$/.test(url) && url.includes(bundleFolder);
      const stemmer = (url: string) => url.endsWith(`${bundleFolder}stemmers/english-stemmer.js`);
      const named = () =>
        watch.requests.some(meta) && (locale.code !== 'en' || watch.requests.some(stemmer));
      let namedFirst: boolean | undefined;
      await page.route(/\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(ENGINE_MARKER)) {
          const deadline = Date.now() + 10_000;
          while (!named() && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 50));
          namedFirst = named();
        }
        await route.fulfill({response, body});
      });
      await page.goto(localePath(locale, where === 'modal' ? 'docs/intro' : 'search'));
      await hydrated(page);
      const field = page.locator('main input[type="search"]');
      if (where === 'modal') await page.locator('.DocSearch-Button').hover();
      else await field.click();
      await expect.poll(() => namedFirst, {timeout: 15_000}).toBeDefined();
      expect(namedFirst).toBe(true);

      // The query reads what was asked for early: each is asked for once.
      if (where === 'modal') {
        await page.locator('.DocSearch-Button').click();
        await searchFor(page, text.query);
        await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      } else {
        await field.fill(text.query);
        await expect(page.locator('main article').first()).toBeVisible({
          timeout: FIRST_ANSWER_MS,
        });
      }
      expect(watch.requests.filter(meta)).toHaveLength(1);
      expect(watch.requests.filter(stemmer)).toHaveLength(locale.code === 'en' ? 1 : 0);
      // A script still on its way as the test ends (a page's chunk prefetched on idle) is let go,
      // rather than failing the test from the route's handler.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });

  for (const where of ['modal', '/search'] as const)
    test(`${locale.code}: ${where}: the index chunks of what is typed while search's code is on its way are asked for before that code comes, and read by the query`, async ({
      page,
    }) => {
      // The modal's placeholder, and the search page's client before its code is here, tell the
      // early downloads what is typed (earlyQueryChunks.ts): once the entry file is in, that
      // text's chunks are asked for. Here the search code's and the engine's scripts are held
      // back until an index chunk is asked for, or for 10 s at most.
      const watch = watchRequests(page);
      // (An index chunk, or its summary, which an English query reads in its place.)
      const chunk = (url: string) =>
        url.includes(`${bundleFolder}index/`) ||
        (url.includes(`${bundleFolder}by-page/`) && /\/index\/[\w-]+\.pf_index$/.test(url));
      let chunkFirst: boolean | undefined;
      await page.route(/\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(ENGINE_MARKER) || body.includes(ADAPTER_MARKER)) {
          const deadline = Date.now() + 10_000;
          while (!watch.requests.some(chunk) && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 50));
          chunkFirst ??= watch.requests.some(chunk);
        }
        await route.fulfill({response, body});
      });
      await page.goto(localePath(locale, where === 'modal' ? 'docs/intro' : 'search'));
      await hydrated(page);
      const field =
        where === 'modal'
          ? page.locator('[data-search-placeholder] input')
          : page.locator('main input[type="search"]');
      if (where === 'modal') await page.locator('.DocSearch-Button').click();
      else await field.click();
      await expect(field).toBeFocused();
      await field.fill(text.query);
      await expect.poll(() => chunkFirst, {timeout: 15_000}).toBeDefined();
      expect(chunkFirst).toBe(true);

      // The query's results come from the chunks asked for (the modal opens with the text as
      // its query): none is asked for twice.
      if (where === 'modal') {
        await expect(input(page)).toHaveValue(text.query, {timeout: FIRST_ANSWER_MS});
        await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      } else
        await expect(page.locator('main article').first()).toBeVisible({
          timeout: FIRST_ANSWER_MS,
        });
      const chunks = watch.requests.filter(chunk);
      expect(chunks.length).toBeGreaterThan(0);
      expect(new Set(chunks).size).toBe(chunks.length);
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });

  if (locale.code === 'en')
    test(`${locale.code}: the page language's stemmer is asked for before the entry file is in`, async ({
      page,
    }) => {
      // The page is in its bundle's language (entryNamedFiles.ts): its stemmer does not wait
      // for the entry to name it. Here the entry is held back until the stemmer is asked for,
      // or for 10 s at most.
      const watch = watchRequests(page);
      const stemmer = (url: string) => url.endsWith(`${bundleFolder}stemmers/english-stemmer.js`);
      let stemmerFirst: boolean | undefined;
      await page.route(`**${bundleFolder}pagefind-entry.json`, async (route) => {
        const deadline = Date.now() + 10_000;
        while (!watch.requests.some(stemmer) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        stemmerFirst = watch.requests.some(stemmer);
        await route.continue();
      });
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').hover();
      await expect.poll(() => stemmerFirst, {timeout: 15_000}).toBeDefined();
      expect(stemmerFirst).toBe(true);
      await page.locator('.DocSearch-Button').click();
      await searchFor(page, text.query);
      await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      expect(watch.requests.filter(stemmer)).toHaveLength(1);
    });

  test(`${locale.code}: with data saver on, opening the modal fetches nothing of the engine; the first query does`, async ({
    page,
  }) => {
    await saveData(page);
    const watch = watchRequests(page);
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await openWithShortcut(page);
    const opened = await requestsUpToNow(page, watch.requests);
    expect(await watch.anyScriptHolds(opened, ENGINE_MARKER)).toBe(false);
    expect(opened.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await searchFor(page, text.query);
    await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    expect(watch.bundle().some((url) => /\.pf_meta$/.test(url))).toBe(true);
  });

  test(`${locale.code}: /search fetches nothing on arrival, what a first query needs once its input is touched; with data saver on, only the query does`, async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto(localePath(locale, 'search'));
    await hydrated(page);
    const field = page.locator('main input[type="search"]');
    await expect(field).toBeFocused(); // (autoFocus: no sign yet that the reader means to search)
    const arrived = await requestsUpToNow(page, watch.requests);
    expect(await watch.anyScriptHolds(arrived, ENGINE_MARKER)).toBe(false);
    expect(watch.bundle()).toEqual([]);
    await field.click();
    const meta = (url: string) => /\.pf_meta$/.test(url) && url.includes(bundleFolder);
    await expect.poll(() => watch.requests.some(meta)).toBe(true);
    expect(watch.bundle().some((url) => /\.pf_(index|fragment)$/.test(url))).toBe(false);
    // The query asks for its chunks and pages only: the entry file, the page list and the
    // stemmer asked for early (earlyDownloads.ts) are not asked again, the engine's code is one script.
    const early = watch.bundle().length;
    await field.fill(text.query);
    await expect(page.locator('main article').first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    const byQuery = watch.bundle().slice(early);
    expect(byQuery.some((url) => url.endsWith('.pf_index'))).toBe(true);
    expect(byQuery.filter((url) => /pf_meta|entry\.json|stemmers/.test(url))).toEqual([]);
    expect(await watch.scriptsHolding(watch.requests, ENGINE_MARKER)).toBe(1);
    expect(await watch.anyScriptHolds(watch.requests, SITES_MARKER)).toBe(false);

    const saving = await page.context().newPage();
    await saveData(saving);
    const saved = watchRequests(saving);
    await saving.goto(localePath(locale, 'search'));
    await hydrated(saving);
    const savingField = saving.locator('main input[type="search"]');
    await savingField.click();
    const touched = await requestsUpToNow(saving, saved.requests);
    expect(await saved.anyScriptHolds(touched, ENGINE_MARKER)).toBe(false);
    expect(saved.bundle()).toEqual([]);
    await savingField.fill(text.query);
    await expect(saving.locator('main article').first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    expect(saved.requests.some(meta)).toBe(true);
  });

  test(`${locale.code}: snippets have 10 words on a desktop and 5 on a phone`, async ({page}) => {
    const words = async () => {
      await useFixtureIndex(page, locale, baseUrl());
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.locator('.DocSearch-Button').click();
      await expect(input(page)).toBeFocused();
      await searchFor(page, 'longparagraphfixture');
      const title = hits(page)
        .filter({hasText: 'longparagraphfixture'})
        .locator('.DocSearch-Hit-title');
      return (await title.textContent())!.replace(/…/g, ' ').trim().split(/\s+/).length;
    };
    expect(await words()).toBe(10);
    await page.setViewportSize({width: 600, height: 800});
    expect(await words()).toBe(5);
  });
}

test('the English stemmer is downloaded by the first query with a Latin letter, not by a Chinese one', async ({
  page,
}) => {
  const zh = locales.find((locale) => locale.code === 'zh')!;
  const stemmer: string[] = [];
  page.on('request', (request) => {
    // The build writes it beside the locale's bundle (the search package's server/stemmerFiles.ts).
    if (/\/pagefind\/stemmers\/english-stemmer\.js$/.test(new URL(request.url()).pathname))
      stemmer.push(request.url());
  });
  await page.goto(localePath(zh, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, searchText.zh.query);
  await expect(hits(page).first()).toBeVisible();
  expect(stemmer).toEqual([]);
  // Latin words are ranked and checked by their stems, on the Chinese site too.
  await searchFor(page, 'Docker');
  await expect(hits(page).first()).toBeVisible();
  expect(stemmer).toHaveLength(1);
});
