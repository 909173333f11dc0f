import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

// The browser tests share one browser context per worker (playwright.config.ts, reuseContext).
// These two tests run one after the other in one worker: the first leaves behind every kind of
// state a visitor's browser keeps for this site, the second must find none of it.

test.describe.configure({mode: 'serial'});

/** The id Chromium gives the page's browser context: the same id means the same context. */
async function browserContextId(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const {targetInfo} = await cdp.send('Target.getTargetInfo');
  await cdp.detach();
  return targetInfo.browserContextId ?? '';
}

/** The site's main script, as the page's resource timing saw it: 0 bytes over the wire = cached. */
async function mainScriptTransferSize(page: Page): Promise<number> {
  return page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => /\/main\.[0-9a-f]+\.js$/.test(new URL(e.name).pathname));
    return entry ? (entry as PerformanceResourceTiming).transferSize : -1;
  });
}

let firstContextId = '';

test('a test leaves storage, a cookie, a permission, a route and the network off', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    (window as unknown as {leftOver: boolean}).leftOver = true;
  });
  await page.goto('./');
  await hydrated(page);
  expect(await mainScriptTransferSize(page)).toBeGreaterThan(0);
  await page.evaluate(async () => {
    localStorage.setItem('left-over', '1');
    sessionStorage.setItem('left-over', '1');
    document.cookie = 'leftOver=1; path=/';
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('left-over', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('store');
      open.onsuccess = () => {
        open.result.close();
        resolve(null);
      };
      open.onerror = () => reject(open.error);
    });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('**/en/', (route) =>
    route.fulfill({body: 'routed', contentType: 'text/html'}),
  );
  await context.setOffline(true);
  firstContextId = await browserContextId(page);
});

test('the next test in the same context finds none of it', async ({page}) => {
  expect(firstContextId, 'the first test ran in this worker just before').not.toBe('');
  expect(await browserContextId(page), 'the context was reused').toBe(firstContextId);

  await page.goto('./');
  await hydrated(page);
  expect(await mainScriptTransferSize(page), 'fetched again, not from the cache').toBeGreaterThan(
    0,
  );
  const left = await page.evaluate(async () => ({
    initScript: 'leftOver' in window,
    localStorage: localStorage.getItem('left-over'),
    sessionStorage: sessionStorage.getItem('left-over'),
    cookie: document.cookie.includes('leftOver'),
    database: (await indexedDB.databases()).some((db) => db.name === 'left-over'),
    online: navigator.onLine,
    clipboard: (await navigator.permissions.query({name: 'clipboard-read' as PermissionName}))
      .state,
  }));
  expect(left).toEqual({
    initScript: false,
    localStorage: null,
    sessionStorage: null,
    cookie: false,
    database: false,
    online: true,
    clipboard: 'prompt',
  });
  await page.goto('en/');
  await expect(page.locator('body')).not.toHaveText('routed');
  await hydrated(page);
});
