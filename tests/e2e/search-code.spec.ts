import fs from 'node:fs';
import path from 'node:path';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import {FIRST_ANSWER_MS, hits, input, openWithShortcut, searchFor} from './search-support';
import {codeOnlyNames, spread} from './support/code-names';
import {baseUrl, buildDir} from '../../scripts/site-paths.cjs';

// Code blocks in the real DocSearch modal on the production build: the names each locale's
// pages show only in their code blocks (computed from the build, not a kept list) find one of
// the pages whose code writes them among the first three pages the modal shows; a hit found in
// code shows the matching line, marked, and the page it opens marks it inside the code block.

/** Names searched per locale (taken evenly from the sorted list). */
const SAMPLE = 30;

/** The first `count` distinct pages (paths without the hash) of the modal's hits, in order. */
async function shownPages(page: import('@playwright/test').Page, count: number) {
  const hrefs = await hits(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-url') ?? ''));
  const paths = hrefs.map((href) => new URL(href, 'http://x').pathname.replace(/\/$/, ''));
  return [...new Set(paths)].slice(0, count);
}

for (const locale of locales) {
  test(`${locale.code}: names shown only in code blocks find their page in the top 3`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const localeDir = path.join(buildDir, locale.prefix);
    const others = locales.filter((l) => l.prefix).map((l) => l.prefix.replace(/\/$/, ''));
    const names = spread(
      codeOnlyNames(localeDir, `${baseUrl()}${locale.prefix}`, locale.prefix ? [] : others),
      SAMPLE,
    );
    expect(names.length, 'names the build shows only in code').toBeGreaterThanOrEqual(20);
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await openWithShortcut(page);
    const misses: string[] = [];
    for (const {name, pages} of names) {
      await input(page).fill('');
      await expect(hits(page)).toHaveCount(0);
      await input(page).fill(name);
      await expect(
        hits(page).first().or(page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen')),
      ).toBeVisible({timeout: FIRST_ANSWER_MS});
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
      const top = await shownPages(page, 3);
      if (!top.some((shown) => pages.includes(shown)))
        misses.push(`${name} → ${top.join(', ') || 'nothing'} (wanted ${pages.join(' or ')})`);
    }
    const found = names.length - misses.length;
    expect(found / names.length, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
}

/** Names checked on /search per locale (a few: the modal's test above covers the many). */
const PAGE_SAMPLE = 3;

/**
 * What a mark of a name holds at least, as a pattern: its last part (`createTable` of
 * `queryInterface.createTable`), without a leading sign the query drops (`$ANDROID_HOME`).
 */
const lastPart = (name: string) =>
  new RegExp(
    name
      .split(/\.|::/)
      .pop()!
      .replace(/^\$+/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    'i',
  );

for (const locale of locales) {
  test(`${locale.code}: /search shows a name found only in code with its line marked, and the page marks it in the code block`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const localeDir = path.join(buildDir, locale.prefix);
    const others = locales.filter((l) => l.prefix).map((l) => l.prefix.replace(/\/$/, ''));
    const names = spread(
      codeOnlyNames(localeDir, `${baseUrl()}${locale.prefix}`, locale.prefix ? [] : others),
      PAGE_SAMPLE,
    );
    expect(names.length, 'names the build shows only in code').toBe(PAGE_SAMPLE);
    for (const {name, pages} of names) {
      await page.goto(localePath(locale, `search?q=${encodeURIComponent(name)}`));
      await hydrated(page);
      await expect(page.locator('main article').first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      // The result of a page whose code writes the name: its snippet is the code line.
      const result = page
        .locator('main article')
        .filter({has: page.locator('p em', {hasText: lastPart(name)})})
        .filter({hasText: name})
        .first();
      await expect(result, `${name} on /search`).toBeVisible();
      const link = result.locator('h2 a');
      const href = (await link.getAttribute('href')) ?? '';
      const opened = new URL(href, 'http://x').pathname.replace(/\/$/, '');
      expect(pages, `${name}: the page of ${href}`).toContain(opened);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === opened);
      await expect(
        page.locator('article pre mark[data-search-mark]', {hasText: lastPart(name)}).first(),
        `${name} marked in a code block of ${opened}`,
      ).toBeVisible({timeout: FIRST_ANSWER_MS});
    }
  });
}

/** On the English intro page, the modal's first hit for `readFileSync` with the name marked. */
async function readFileSyncHit(page: import('@playwright/test').Page) {
  const en = locales.find((locale) => locale.code === 'en')!;
  await page.goto(localePath(en, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, 'readFileSync');
  const hit = hits(page)
    .filter({has: page.locator('mark', {hasText: 'readFileSync'})})
    .first();
  await expect(hit).toBeVisible({timeout: FIRST_ANSWER_MS});
  return hit;
}

test('a hit found in code shows its line marked, and the page marks it in the code block', async ({
  page,
}) => {
  const hit = await readFileSyncHit(page);
  await expect(hit).toContainText('fs.readFileSync(');
  await hit.click();
  const mark = page.locator('article pre mark[data-search-mark]').first();
  await expect(mark).toHaveText(/readFileSync/);
});

test('marks in a code block outlast its highlighting when Prism arrives after them', async ({
  page,
}) => {
  // After a client-side navigation a code block shows plain lines until the highlighter chunk
  // (Prism) arrives, then React replaces them with highlighted ones. Prism is held back here
  // until the page has marked the plain lines, so the replacement always comes after the marks.
  const scripts = path.join(buildDir, 'assets/js');
  const prismChunks = fs
    .readdirSync(scripts)
    .filter((name) =>
      fs.readFileSync(path.join(scripts, name), 'utf8').includes('tokenizePlaceholders'),
    );
  expect(prismChunks.length, 'the chunk that holds Prism').toBe(1);
  let releasePrism = () => {};
  const prismHeld = new Promise<void>((resolve) => (releasePrism = resolve));
  let prismRequested = false;
  await page.route(`**/assets/js/${prismChunks[0]}`, async (route) => {
    prismRequested = true;
    await prismHeld;
    await route.continue();
  });
  const hit = await readFileSyncHit(page);
  await hit.click();
  const mark = page.locator('article pre mark[data-search-mark]', {hasText: 'readFileSync'});
  await expect(mark.first()).toBeVisible(); // on the plain lines
  expect(prismRequested, 'the opened page loads Prism for its code blocks').toBe(true);
  releasePrism();
  await expect(page.locator('article pre .token').first()).toBeAttached(); // highlighted now
  await expect(mark.first()).toBeVisible();
});
