import type {Page} from '@playwright/test';
import {test, testOnlyIn, expect, locales, localePath, hydrated, type Locale} from './fixtures';
import {input, modal, openWithShortcut, searchFor, searchText} from './search-support';

// When the Pagefind index cannot be loaded, the modal shows DocSearch's error screen
// ("Unable to fetch results" / "You might want to check your network connection.") and
// nothing crashes.

/** Pagefind's metadata file and the page list the reader reads in its place (by-page/). */
const META_FILES = /\/pagefind\/(by-page\/[\w-]+\/)?[\w.-]+\.pf_meta$/;
/** An index chunk, or its summary, which an English query reads in its place (by-page/). */
const INDEX_FILES = /\/pagefind\/(by-page\/[\w-]+\/)?index\/[\w-]+\.pf_index$/;

const breakages = {
  'a missing index metadata file (pf_meta 404)': {
    pattern: META_FILES,
    status: 404,
    body: 'not found',
  },
  'a broken index chunk (pf_index is not Pagefind data)': {
    pattern: INDEX_FILES,
    status: 200,
    body: '<html>not an index</html>',
  },
  'a missing index (pagefind-entry.json 404)': {
    pattern: '**/pagefind/pagefind-entry.json*',
    status: 404,
    body: 'not found',
  },
  'a broken index (pagefind-entry.json is not JSON)': {
    pattern: '**/pagefind/pagefind-entry.json*',
    status: 200,
    body: '{"languages": [broken',
  },
} as const;

/** Opens the modal on a docs page, searches, and expects the error screen with `help`; returns it. */
async function expectErrorScreen(page: Page, locale: Locale, help: string) {
  const text = searchText[locale.code];
  await page.goto(localePath(locale, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, text.query);
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toBeVisible();
  await expect(screen.locator('.DocSearch-Title')).toHaveText(text.errorTitle);
  await expect(screen.locator('.DocSearch-Help')).toHaveText(help);
  return screen;
}

for (const locale of locales) {
  const text = searchText[locale.code];
  // Each breakage in one locale, alternating (testOnlyIn): the error screen is the same code in
  // both; its strings are checked in both.
  for (const [index, [name, breakage]] of Object.entries(breakages).entries()) {
    testOnlyIn(locale, index % 2 ? 'en' : 'zh')(
      `${locale.code}: ${name} shows the error screen`,
      async ({page}) => {
        await page.route(breakage.pattern, (route) =>
          route.fulfill({status: breakage.status, body: breakage.body}),
        );
        const screen = await expectErrorScreen(page, locale, text.errorHelp);
        // It stays (DocSearch would reset it to an empty screen a moment later).
        await page.waitForTimeout(1000);
        await expect(screen).toBeVisible();
        // Typing again still shows the error, the modal still works, and the page did not crash.
        await input(page).fill(`${text.query}x`);
        await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
        await expect(page.locator('article')).toBeVisible();
        await expect(page.getByText('This page crashed.')).toHaveCount(0);
      },
    );
  }

  test(`${locale.code}: an index of another Pagefind version shows the error screen and says so in the console, not "network"`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // A stale cache: the entry file of a bundle written by another Pagefind release.
    await page.route('**/pagefind/pagefind-entry.json*', async (route) => {
      const entry = (await (await route.fetch()).json()) as {version: string};
      await route.fulfill({json: {...entry, version: '1.5.2'}});
    });
    await expectErrorScreen(page, locale, text.outdatedHelp);
    // The screen's new text restarts DocSearch: what was typed is kept.
    await expect(input(page)).toHaveValue(text.query);
    await expect(modal(page)).not.toContainText(/network|网络/i);
    await expect.poll(() => logged.join('\n')).toContain('written by Pagefind 1.5.2');
    expect(logged.join('\n')).toMatch(/reads Pagefind 1\.6\.0 bundles only/);
    expect(logged.join('\n')).not.toMatch(/network/i);
  });

  testOnlyIn(locale, 'en')(
    `${locale.code}: the search works again once the index loads`,
    async ({page}) => {
      let fail = true;
      await page.route(META_FILES, (route) =>
        fail ? route.fulfill({status: 503, body: ''}) : route.continue(),
      );
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await openWithShortcut(page);
      await searchFor(page, text.query);
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
      fail = false;
      await input(page).fill(`${text.query} `);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  );
}
