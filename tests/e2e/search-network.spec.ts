import type {BrowserContext, Page, Route} from '@playwright/test';
import {test, testOnlyIn, expect, locales, localePath, hydrated} from './fixtures';
import {hits, input, modal, searchText} from './search-support';

// Search on a network that stalls or goes away: index requests time out into the error screen
// and the next keystroke tries again (back online, the modal searches again by itself); opening
// search shows a placeholder at once and keeps the keys typed until the modal's code arrives
// (also after a failed download, once back online, and again if that try fails too); offline,
// a link to a page not downloaded yet keeps the page and says so.

const placeholderText = {
  zh: {loading: '正在加载搜索…', failed: /搜索加载失败/, offline: /网络已断开/},
  en: {loading: 'Loading search…', failed: /Search could not load/, offline: /You are offline/},
} as const;

const placeholder = (page: Page) => page.locator('[data-search-placeholder]');
const placeholderInput = (page: Page) => placeholder(page).getByRole('searchbox');

for (const locale of locales) {
  const text = searchText[locale.code];
  const own = placeholderText[locale.code];
  // Tests that take the same path in both locales run in one (testOnlyIn), alternating; the
  // stemmer's, whose stemmer and its loading the site's language changes, and those that show a
  // string of each locale no other test shows (the placeholder's, the offline notice), run in both.

  testOnlyIn(locale, 'zh')(
    `${locale.code}: a stalled index request ends in the error screen, and the next search works once the network answers`,
    async ({page}) => {
      const stalled: Route[] = [];
      const stall = (route: Route) => void stalled.push(route); // never answered
      await page.route('**/pagefind/**', stall);
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await input(page).fill(text.query);
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(
        text.errorTitle,
        {timeout: 15_000},
      );
      expect(stalled.length).toBeGreaterThan(0);

      await page.unroute('**/pagefind/**', stall);
      await input(page).press('End');
      await page.keyboard.type(' ');
      await expect(hits(page).first()).toBeVisible({timeout: 15_000});
    },
  );

  test(`${locale.code}: a stemmer that stalls, is missing or is broken ends in the error screen, and the next search works once it is served`, async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // A query with Latin letters needs the English stemmer, written beside the bundle.
    const stemmer = '**/pagefind/stemmers/english-stemmer.js*';
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/stemmers/')) asked.push(request.url());
    });
    const errorScreen = page.locator('.DocSearch-ErrorScreen .DocSearch-Title');
    const stall = (route: Route) => void route; // never answered
    await page.route(stemmer, stall);
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('Docker');
    await expect(errorScreen).toHaveText(text.errorTitle, {timeout: 15_000});
    await page.unroute(stemmer, stall);

    // Missing, then not JavaScript: each attempt asks again, and fails into the error screen.
    for (const answer of [
      {status: 404, body: 'not found'},
      {status: 200, contentType: 'text/javascript', body: 'export const = ;'},
    ]) {
      const served = (route: Route) => route.fulfill(answer);
      await page.route(stemmer, served);
      // The error screen of the last attempt is still shown: wait for this attempt's answer, to a
      // URL not asked before (the stalled first request is answered late, once unrouted).
      const before = new Set(asked);
      const answered = page.waitForResponse(
        (response) => response.url().includes('/stemmers/') && !before.has(response.url()),
      );
      await input(page).press('End');
      await page.keyboard.type(' ');
      await answered;
      await expect(errorScreen).toHaveText(text.errorTitle, {timeout: 15_000});
      await expect(hits(page)).toHaveCount(0);
      await page.unroute(stemmer, served);
    }
    await input(page).press('End');
    await page.keyboard.type(' ');
    await expect(hits(page).first()).toBeVisible({timeout: 15_000});
    // Each attempt asked for a URL of its own (a browser keeps a failed module under its URL).
    expect(new Set(asked).size).toBe(asked.length);
    expect(errors).toEqual([]);
  });

  test(`${locale.code}: on a slow connection the placeholder shows at once and the keys typed become the query`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    // From now on the page's code (the modal's included) is held back until the keys are typed,
    // as on a connection slower than the reader: a timer instead would let the modal arrive,
    // and replace the placeholder, in the middle of the checks on a loaded machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.{js,css}', async (route) => {
      await released;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await expect(placeholder(page).getByRole('dialog')).toBeVisible({timeout: 500});
    await expect(placeholder(page).getByRole('status')).toHaveText(own.loading);
    await expect(placeholderInput(page)).toBeFocused();
    await page.keyboard.type(text.query);
    await expect(placeholderInput(page)).toHaveValue(text.query);
    release();
    await expect(input(page)).toHaveValue(text.query, {timeout: 15_000});
    await expect(placeholder(page)).toHaveCount(0);
    await expect(hits(page).first()).toBeVisible({timeout: 15_000});
  });

  /** Search opened offline: the placeholder says it cannot load, and keeps the query typed. */
  async function openOfflineAndType(page: Page, context: BrowserContext) {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    await expect(placeholder(page).getByRole('status')).toHaveText(own.failed);
    await page.keyboard.type(text.query);
    await expect(placeholderInput(page)).toHaveValue(text.query);
  }

  testOnlyIn(locale, 'zh')(
    `${locale.code}: offline, search says it cannot load, keeps the keys typed, and opens once back online`,
    async ({page, context}) => {
      await openOfflineAndType(page, context);
      await context.setOffline(false);
      await expect(input(page)).toHaveValue(text.query, {timeout: 15_000});
      await expect(hits(page).first()).toBeVisible({timeout: 15_000});
    },
  );

  testOnlyIn(locale, 'en')(
    `${locale.code}: back online, a download that fails once more is tried again without a click`,
    async ({page, context}) => {
      await openOfflineAndType(page, context);
      // The first of the modal's files asked for once back online fails, as on a connection that
      // is still coming up; the "online" event has come and gone by then.
      let asked = 0;
      await page.route(/\.(js|css)(\?|$)/, (route) =>
        asked++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
      );
      await context.setOffline(false);
      await expect(input(page)).toHaveValue(text.query, {timeout: 15_000});
      expect(asked).toBeGreaterThan(1);
      await expect(hits(page).first()).toBeVisible({timeout: 15_000});
    },
  );

  testOnlyIn(locale, 'zh')(
    `${locale.code}: a search that failed offline shows its results once back online, nothing typed`,
    async ({page, context}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await context.setOffline(true);
      await input(page).fill(text.query);
      const errorTitle = page.locator('.DocSearch-ErrorScreen .DocSearch-Title');
      await expect(errorTitle).toHaveText(text.errorTitle, {timeout: 15_000});
      await context.setOffline(false);
      await expect(hits(page).first()).toBeVisible({timeout: 15_000});
      await expect(errorTitle).toHaveCount(0);
      await expect(input(page)).toHaveValue(text.query);
    },
  );

  testOnlyIn(locale, 'en')(
    `${locale.code}: /search, a search that failed offline runs again once back online`,
    async ({page, context}) => {
      await page.goto(localePath(locale, 'search'));
      await hydrated(page);
      await context.setOffline(true);
      await page.locator('main input[name="q"]').fill(text.query);
      const alert = page.getByRole('alert').filter({hasText: text.errorTitle});
      await expect(alert).toBeVisible({timeout: 15_000});
      await context.setOffline(false);
      await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
      await expect(alert).toHaveCount(0);
    },
  );

  test(`${locale.code}: offline, a link to a page not downloaded yet says so in the page, and the page opens when the network returns`, async ({
    page,
    context,
  }) => {
    // A reader on data saver: Docusaurus prefetches no page's code (its isSlowConnection), so the
    // result's page is truly not downloaded; prefetched, it is in the browser's cache and opens.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: true, effectiveType: '4g'},
      }),
    );
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    const title = await page.locator('article h1').first().textContent();
    await page.keyboard.press('Control+k');
    await input(page).fill('sequelize');
    const result = modal(page).locator('a[data-url*="back_boss"]').first();
    await expect(result).toBeVisible({timeout: 15_000});
    await context.setOffline(true);
    await result.click();
    const notice = page.getByRole('status').filter({hasText: own.offline});
    await expect(notice).toBeVisible();
    await expect(page.locator('article h1').first()).toHaveText(title!); // still the page it was on
    await context.setOffline(false);
    await expect(notice).toHaveCount(0, {timeout: 15_000});
    await expect(page.locator('article h1').first()).not.toHaveText(title!);
    await expect(page).toHaveURL(/back_boss/);
  });

  testOnlyIn(locale, 'en')(
    `${locale.code}: offline, pages already visited still open`,
    async ({page, context}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.locator('.navbar__items a[href$="/blog"]').first().click();
      await expect(page.locator('html.blog-list-page')).toBeAttached();
      await page.goBack();
      await expect(page.locator('article h1').first()).toBeVisible();
      await context.setOffline(true);
      await page.locator('.navbar__items a[href$="/blog"]').first().click();
      await expect(page.locator('html.blog-list-page')).toBeAttached();
      await expect(page.getByRole('status').filter({hasText: own.offline})).toHaveCount(0);
    },
  );
}
