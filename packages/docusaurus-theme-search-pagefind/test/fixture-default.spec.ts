import {
  test,
  expect,
  visit,
  openModal,
  modalResults,
  searchPageResults,
  pathOf,
  anyOf,
  siteUrls,
  ownResults,
} from './fixture-support';

// The fixture site's default build (baseUrl /fixture/, trailingSlash unset, English and
// Simplified Chinese), with the package installed from its tarball and no options. Version 1.0
// is the latest version (served at docs/), the current docs are "Next" (docs/next/). "harbour"
// (港口) is in both versions, "lantern" (灯笼) only in 1.0, "beacon" (信标) only in Next.
// The tests tagged @installers are those the pnpm and Yarn PnP sites run too (fixture.mjs): the
// modal and /search in both locales. The build searches another site too, the weather station
// on the harbour (fixture-sites.spec.ts): what these tests say of the results is said of this
// site's.

const {v1Doc, nextDoc, blogPost, notDocs} = siteUrls('/fixture/', '');

const locales = [
  {
    name: 'English',
    prefix: '',
    both: 'harbour',
    onlyV1: 'lantern',
    onlyNext: 'beacon',
    blog: 'ferry',
    otherPages: 'Documentation',
  },
  {
    name: 'Chinese',
    prefix: 'zh-Hans/',
    both: '港口',
    onlyV1: '灯笼',
    onlyNext: '信标',
    blog: '渡轮',
    otherPages: '文档',
  },
];

for (const locale of locales) {
  test.describe(`${locale.name} site`, () => {
    test('Ctrl+K on a version 1.0 doc finds version 1.0 docs and the pages outside the docs, never Next @installers', async ({
      page,
    }) => {
      const fragments: string[] = [];
      page.on('request', (request) => {
        // (This site's fragments: the other site's are under its own origin, not /fixture/.)
        const url = request.url();
        // (A page's file by its number, by-page/, or Pagefind's file of it, fragment/.)
        if (url.includes('/fixture/') && url.endsWith('.pf_fragment')) fragments.push(url);
      });
      await visit(page, `${locale.prefix}docs/intro`);
      await expect(page.locator('html')).toHaveClass(/docs-version-1\.0/);
      await openModal(page);
      const both = ownResults(await modalResults(page, locale.both)).map(pathOf);
      // Only the pages shown were downloaded: none of Next's, which hold the word too.
      expect(fragments).toHaveLength(new Set(both).size);
      expect(both).toContain(`/fixture/${locale.prefix}docs/intro`);
      expect(both).toContain(`/fixture/${locale.prefix}docs/mooring`);
      // The home page is in no navbar section: its group is named in the locale's language.
      expect(both).toContain(`/fixture/${locale.prefix}`);
      await expect(
        page.locator('.DocSearch-Hit-source').getByText(locale.otherPages, {exact: true}),
      ).toBeVisible();
      for (const link of both)
        expect(link).toMatch(anyOf(v1Doc(locale.prefix), notDocs(locale.prefix)));
      const onlyV1 = ownResults(await modalResults(page, locale.onlyV1)).map(pathOf);
      expect(onlyV1).toContain(`/fixture/${locale.prefix}docs/intro`);
      expect(await modalResults(page, locale.onlyNext)).toEqual([]);
    });

    test('Ctrl+K on a Next doc finds Next docs and the pages outside the docs, never version 1.0', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}docs/next/intro`);
      await expect(page.locator('html')).toHaveClass(/docs-version-current/);
      await openModal(page);
      const both = ownResults(await modalResults(page, locale.both)).map(pathOf);
      expect(both).toContain(`/fixture/${locale.prefix}docs/next/intro`);
      expect(both).toContain(`/fixture/${locale.prefix}docs/next/tides`);
      for (const link of both)
        expect(link).toMatch(anyOf(nextDoc(locale.prefix), notDocs(locale.prefix)));
      const onlyNext = ownResults(await modalResults(page, locale.onlyNext)).map(pathOf);
      expect(onlyNext).toContain(`/fixture/${locale.prefix}docs/next/intro`);
      expect(await modalResults(page, locale.onlyV1)).toEqual([]);
    });

    test('Ctrl+K on the home page finds the blog post, and a result opens it', async ({page}) => {
      await visit(page, locale.prefix || './');
      await openModal(page);
      const links = ownResults(await modalResults(page, locale.blog)).map(pathOf);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(blogPost(locale.prefix));
      await page.locator('.DocSearch-Hit a').first().click();
      await expect(page).toHaveURL(new RegExp(`/fixture/${locale.prefix}blog/2024/03/01/ferry`));
      await expect(page.locator('article h1')).toBeVisible();
      // The opened page marks the query's words (pageMarks, on by default).
      await expect(page.locator('article mark').first()).toHaveText(new RegExp(locale.blog, 'i'));
    });

    test('/search?q= answers in the locale, from the version its select shows @installers', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}search?q=${encodeURIComponent(locale.both)}`);
      // As in Docusaurus's own search page, the select starts on the first version: Next.
      const version = page.locator('main select:not([name="site"])');
      await expect(version).toHaveValue('current');
      const next = ownResults(await searchPageResults(page)).map(pathOf);
      expect(next).toContain(`/fixture/${locale.prefix}docs/next/intro`);
      for (const link of next)
        expect(link).toMatch(anyOf(nextDoc(locale.prefix), notDocs(locale.prefix)));
      await version.selectOption('1.0');
      await expect(page.locator('main article h2 a').first()).not.toHaveAttribute(
        'href',
        /\/docs\/next\//,
      );
      const v1 = ownResults(await searchPageResults(page)).map(pathOf);
      expect(v1).toContain(`/fixture/${locale.prefix}docs/intro`);
      for (const link of v1)
        expect(link).toMatch(anyOf(v1Doc(locale.prefix), notDocs(locale.prefix)));
    });
  });
}

test('each locale has its own index: a Chinese word on the English site finds English pages, through their translations', async ({
  page,
}) => {
  await visit(page, 'docs/intro');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('港口');
  // Cross-language search is on by default on a site with two locales: each English page is
  // found by its Chinese translation's words, and says so under its title.
  const twinLines = page.locator('.DocSearch-Hit a[data-url^="/"] .DocSearch-Hit-twinMatch');
  await expect(twinLines.first()).toHaveText('matched in Chinese: 港口', {timeout: 20_000});
  const urls = ownResults(
    await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-url') ?? '')),
  ).map(pathOf);
  expect(urls).toContain('/fixture/docs/intro');
  for (const url of urls) expect(url).not.toMatch(/\/zh-Hans\//);
  await expect(twinLines).toHaveCount(urls.length);
});

test("the Chinese site's own glosses: a term finds the page whose heading writes its English name", async ({
  page,
}) => {
  // 系泊 (mooring) introduces **验潮仪**（*tide gauge*）; 潮汐表 (tides) never writes 验潮仪, but
  // one of its headings is "Tide gauge 的读数". The glossary gives that page the term.
  await visit(page, 'zh-Hans/docs/next/intro');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('验潮仪');
  const hit = page.locator('.DocSearch-Hit').filter({hasText: 'Tide gauge 的读数'}).first();
  await expect(hit).toBeVisible({timeout: 20_000});
  await expect(hit.locator('.DocSearch-Hit-twinMatch')).toHaveText('匹配英语：Tide gauge');
  const url = pathOf((await hit.locator('a').getAttribute('data-url')) ?? '');
  expect(url).toBe('/fixture/zh-Hans/docs/next/tides');
  // The page that writes the term itself comes first, with no such line.
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toContainText('验潮仪');
  await expect(first.locator('.DocSearch-Hit-twinMatch')).toHaveCount(0);

  // The search page says it too.
  await visit(page, `zh-Hans/search?q=${encodeURIComponent('验潮仪')}`);
  const result = page.locator('main article').filter({hasText: 'Tide gauge 的读数'}).first();
  await expect(result).toBeVisible({timeout: 20_000});
  await expect(result).toContainText('匹配英语：Tide gauge');
});
