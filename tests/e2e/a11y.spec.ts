import {readFileSync} from 'node:fs';
import path from 'node:path';
import {baseUrl, buildDir} from '../../scripts/site-paths.cjs';
import {test, expect, locales, localePath, hydrated, type Locale} from './fixtures';
import type {Page} from '@playwright/test';
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
import {modeToggle, openDrawer, setColourMode, viewports} from './theme-helpers';

// axe (4.14, every rule, not only the WCAG tags) on every page the build lists in its
// sitemaps, both locales, both colour modes, plus the pages no sitemap lists (the search page
// with results, Page Not Found). The target is zero violations. One test per locale walks its
// pages in one browser page, one load per page for both modes.
function sitemapPaths(locale: Locale): string[] {
  const file = path.join(buildDir, locale.prefix, 'sitemap.xml');
  const locs = [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  return locs.map((pathname) => pathname.slice(baseUrl().length) || './');
}

const extraPages = ['search?q=sequelize', 'no/such/page'];

/** The installed axe-core (package.json asks for 4.14 or newer). */
const axeDir = path.dirname(require.resolve('axe-core/package.json'));
const axeVersion = (
  JSON.parse(readFileSync(path.join(axeDir, 'package.json'), 'utf8')) as {version: string}
).version;

// The overlays below: axe on the open modal or drawer takes a while on this machine.
test.describe.configure({timeout: 120_000});

// axe is in every document from its start, as an init script (which no page policy blocks):
// evaluated with each page, it costs less than sending its half-megabyte source to each page
// after the load for each analysis, as @axe-core/playwright does.
test.beforeEach(async ({page}) => {
  await page.addInitScript({path: path.join(axeDir, 'axe.min.js')});
});

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{target: unknown[]; failureSummary?: string}>;
}

/**
 * axe.run on the whole page, every rule (not only the WCAG tags); only violations are gathered
 * in full (passes on a page of thousands of code tokens cost as much again to collect). The
 * site has no frames from other origins.
 */
async function axeViolations(page: Page) {
  const violations = await page.evaluate(async () => {
    const {axe} = window as unknown as {
      axe: {run: (context: Document, options: object) => Promise<{violations: AxeViolation[]}>};
    };
    return (await axe.run(document, {resultTypes: ['violations']})).violations;
  });
  // A readable summary in the failure message: rule, impact, first offending nodes.
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

test('the axe these tests run is the installed one, 4.14 or newer', async ({page}) => {
  await page.goto('./');
  expect(
    await page.evaluate(() => (window as unknown as {axe: {version: string}}).axe.version),
  ).toBe(axeVersion);
  const [major, minor] = axeVersion.split('.').map(Number);
  expect(major * 100 + minor).toBeGreaterThanOrEqual(414);
});

for (const locale of locales) {
  const pages = [...sitemapPaths(locale), ...extraPages.map((p) => localePath(locale, p))];
  test(`every page has no axe violations in either colour mode (${locale.code})`, async ({
    page,
  }) => {
    // About 30 pages, twice each; axe walks every node, and a long doc has thousands.
    test.setTimeout(pages.length * 30_000);
    expect(pages.length).toBeGreaterThan(20);
    // Reduced motion: the toggle switches at once, without its view transition (theme-mode.spec.ts
    // tests the transition), so one load serves both modes.
    await page.emulateMedia({reducedMotion: 'reduce'});
    const html = page.locator('html');
    const found: Record<string, Awaited<ReturnType<typeof axeViolations>>> = {};
    for (const [i, pagePath] of pages.entries()) {
      await page.goto(pagePath);
      await hydrated(page);
      // Each page opens in the mode the one before ended in (it is kept in storage), so half the
      // pages are analysed in dark as loaded in dark, and half as switched to it.
      const modes = i % 2 ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
      for (const [step, mode] of modes.entries()) {
        if (step > 0) await (await modeToggle(page)).click();
        await expect(html).toHaveAttribute('data-theme', mode);
        // Contrast is measured once no colour is mid-transition (a mode switched after load
        // fades the navbar's text over 200 ms; on a loaded machine a fixed wait was too short).
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                !(animation instanceof CSSTransition) || animation.playState === 'finished',
            ),
        );
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${pagePath} (${mode})`] = violations;
      }
    }
    expect(found).toEqual({});
  });
}

// The two overlays a visitor opens: the search modal (with results, and with none) and the
// theme drawer.
for (const locale of locales) {
  for (const mode of ['light', 'dark'] as const) {
    test(`search modal with results, and with none, has no axe violations (${locale.code}, ${mode})`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await setColourMode(page, mode);
      await openWithShortcut(page);
      await searchFor(page, searchText[locale.code].query);
      await expect(hits(page).first()).toBeVisible();
      await page.waitForTimeout(300);
      // Every rule, including those DocSearch 3.9's own markup used to fail
      // (packages/docusaurus-theme-search-pagefind/src/theme/SearchBar/docsearchMarkup.ts).
      expect(await axeViolations(page)).toEqual([]);

      // The no-results screen: the query, suggestions and the "Let us know." link.
      await searchFor(page, 'zzqqxx');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await page.waitForTimeout(300);
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
