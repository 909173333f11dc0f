import AxeBuilder from '@axe-core/playwright';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {favoriteKey, hits, openWithShortcut, recentKey, searchFor, searchText, storeSearches, storedHits} from './search-support';
import {openDrawer, setColourMode, viewports} from './theme-helpers';

// axe with every rule (not only the WCAG tags) on every page type, both locales,
// both colour modes. The target is zero violations.
const pageTypes: ReadonlyArray<[string, string]> = [
  ['home', ''],
  ['doc', 'docs/back_boss/server/create'],
  ['category index', 'docs/category/server'],
  ['blog list', 'blog'],
  ['post', 'blog/local-https-for-node'],
  ['archive', 'blog/archive'],
  ['tags list', 'blog/tags'],
  ['tag page', 'blog/tags/docker'],
  ['search page', 'search?q=sequelize'],
  ['page not found', 'no/such/page'],
];

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  // A readable summary in the failure message: rule, impact, first offending nodes.
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

// axe walks every node: a long doc with hundreds of highlighted tokens takes a while.
test.describe.configure({timeout: 120_000});

for (const locale of locales) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`accessibility (${locale.code}, ${mode})`, () => {
      for (const [name, path] of pageTypes) {
        test(`${name} has no axe violations`, async ({page}) => {
          await page.goto(localePath(locale, path));
          await hydrated(page);
          await setColourMode(page, mode);
          await page.waitForTimeout(300); // let colour transitions settle before measuring contrast
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

// The two overlays a visitor opens: the search modal (with results, and with none) and the
// theme drawer.
for (const locale of locales) {
  for (const mode of ['light', 'dark'] as const) {
    test(`search modal with results, and with none, has no axe violations (${locale.code}, ${mode})`, async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await setColourMode(page, mode);
      await openWithShortcut(page);
      await searchFor(page, searchText[locale.code].query);
      await expect(hits(page).first()).toBeVisible();
      await page.waitForTimeout(300);
      // Every rule, including those DocSearch 3.9's own markup used to fail
      // (src/theme/SearchBar/docsearchMarkup.ts).
      expect(await axeViolations(page)).toEqual([]);

      // The no-results screen: the query, suggestions and the "Let us know." link.
      await searchFor(page, 'zzqqxx');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`search modal with recent and favourite searches has no axe violations (${locale.code}, ${mode})`, async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await storeSearches(page, recentKey(locale), storedHits(locale, 3, 'recent'));
      await storeSearches(page, favoriteKey(locale), storedHits(locale, 2, 'favorite'));
      await setColourMode(page, mode);
      await openWithShortcut(page);
      await expect(hits(page)).toHaveCount(5);
      await page.waitForTimeout(300);
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
}
