import {test, expect, locales, localePath, hydrated} from './fixtures';
import {animationsSettled, axeVersion, axeViolations, installAxe} from './support/axe';
import {
  favoriteKey,
  hits,
  openWithShortcut,
  recentKey,
  searchFor,
  searchText,
  storeSearches,
  storedHits,
} from './search-support';
import {openDrawer, setColourMode, viewports} from './theme-helpers';

// axe (4.14, every rule, not only the WCAG tags) on what a visitor opens over a page: the search
// modal (with results, with none, with recent and favourite searches) and the theme drawer, both
// locales, both colour modes. Every page itself: every-page.spec.ts. The target is zero violations.

// axe on the open modal or drawer takes a while on this machine.
test.describe.configure({timeout: 120_000});

test.beforeEach(async ({page}) => {
  await installAxe(page);
});

test('the axe these tests run is the installed one, 4.14 or newer', async ({page}) => {
  await page.goto('./');
  expect(
    await page.evaluate(() => (window as unknown as {axe: {version: string}}).axe.version),
  ).toBe(axeVersion);
  const [major, minor] = axeVersion.split('.').map(Number);
  expect(major * 100 + minor).toBeGreaterThanOrEqual(414);
});

// The two overlays a visitor opens: the search modal (with results, and with none) and the
// theme drawer. Each mode in one locale: the mode changes the overlays' colours, the language
// their text, and every page is analysed in all four pairs (every-page.spec.ts).
for (const [locale, mode] of [
  [locales[0], 'light'],
  [locales[1], 'dark'],
] as const) {
  test(`search modal with results, and with none, has no axe violations (${locale.code}, ${mode})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await setColourMode(page, mode);
    await openWithShortcut(page);
    await searchFor(page, searchText[locale.code].query);
    await expect(hits(page).first()).toBeVisible();
    await animationsSettled(page);
    // Every rule, including those DocSearch 3.9's own markup used to fail
    // (packages/docusaurus-theme-search-pagefind/src/theme/SearchBar/docsearchMarkup.ts).
    expect(await axeViolations(page)).toEqual([]);

    // The no-results screen: the query, suggestions and the "Let us know." link.
    await searchFor(page, 'zzqqxx');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`search modal with recent and favourite searches has no axe violations (${locale.code}, ${mode})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await storeSearches(page, recentKey(locale), storedHits(locale, 3, 'recent'));
    await storeSearches(page, favoriteKey(locale), storedHits(locale, 2, 'favorite'));
    await setColourMode(page, mode);
    await openWithShortcut(page);
    await expect(hits(page)).toHaveCount(5);
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`theme drawer has no axe violations (${locale.code}, ${mode})`, async ({page}) => {
    await page.goto(localePath(locale, ''));
    await hydrated(page);
    await setColourMode(page, mode);
    await openDrawer(page, locale, viewports[0]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
