import {test, expect, locales, localePath, hydrated} from './fixtures';
import {baseUrl} from '../../scripts/site-paths.cjs';
import {
  hits,
  input,
  openWithShortcut,
  searchFor,
  searchText,
  useFixtureIndex,
} from './search-support';

// The engine costs nothing until the visitor searches, and no Algolia host is contacted.

/** A string that only the search adapter's code contains (it survives minification). */
const ADAPTER_MARKER = 'The search index could not be loaded.';

for (const locale of locales) {
  const text = searchText[locale.code];

  test(`${locale.code}: the home page loads no search engine, index or adapter code, and no Algolia preconnect`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(localePath(locale, ''));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes(ADAPTER_MARKER))).toHaveLength(0);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    // Opening the modal loads the modal and adapter, typing loads the engine and index.
    await openWithShortcut(page);
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await searchFor(page, text.query);
    expect(
      requests.some(
        (url) => /\.pf_meta$/.test(url) && url.includes(`/blog-notes/${locale.prefix}pagefind/`),
      ),
    ).toBe(true);
    expect(requests.some((url) => url.includes('algolia'))).toBe(false);
    // The bundle is read by the site's own reader: Pagefind's runtime and WebAssembly stay on the server.
    expect(requests.filter((url) => /pagefind\.js$|\.pagefind$/.test(url))).toEqual([]);
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
