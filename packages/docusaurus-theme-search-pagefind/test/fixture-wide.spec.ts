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
} from './fixture-support';

// The fixture site's "wide" build: baseUrl /, trailingSlash true, English and Japanese (which
// Pagefind segments as Japanese, not as Chinese), and a second docs plugin instance ("guides",
// unversioned) beside the versioned docs. "harbour" (港湾) is in both docs versions and the
// guide, "lantern" (提灯) only in version 1.0, "beacon" (ビーコン) only in Next, "regatta"
// (レガッタ) only in the guide.

const {v1Doc, nextDoc, guide, notDocs} = siteUrls('/', '/');

const locales = [
  {
    name: 'English',
    prefix: '',
    both: 'harbour',
    onlyV1: 'lantern',
    onlyNext: 'beacon',
    onlyGuide: 'regatta',
    otherPages: 'Documentation',
  },
  {
    name: 'Japanese',
    prefix: 'ja/',
    both: '港湾',
    onlyV1: '提灯',
    onlyNext: 'ビーコン',
    onlyGuide: 'レガッタ',
    otherPages: 'ドキュメント',
  },
];

for (const locale of locales) {
  test.describe(`${locale.name} site`, () => {
    test('on a version 1.0 doc: version 1.0 docs, the other docs instance and the blog, with trailing slashes', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}docs/intro/`);
      await openModal(page);
      const both = (await modalResults(page, locale.both)).map(pathOf);
      expect(both).toContain(`/${locale.prefix}docs/intro/`);
      expect(both).toContain(`/${locale.prefix}guides/rigging/`);
      for (const link of both)
        expect(link).toMatch(
          anyOf(v1Doc(locale.prefix), guide(locale.prefix), notDocs(locale.prefix)),
        );
      // The home page is in no navbar section: its group is named in the locale's language.
      expect(both).toContain(`/${locale.prefix}`);
      await expect(
        page.locator('.DocSearch-Hit-source', {hasText: locale.otherPages}),
      ).toBeVisible();
      expect((await modalResults(page, locale.onlyV1)).map(pathOf)).toContain(
        `/${locale.prefix}docs/intro/`,
      );
      expect(await modalResults(page, locale.onlyNext)).toEqual([]);
    });

    test('on a Next doc: Next docs only, and a result opens its page', async ({page}) => {
      await visit(page, `${locale.prefix}docs/next/intro/`);
      await openModal(page);
      const both = (await modalResults(page, locale.both)).map(pathOf);
      expect(both).toContain(`/${locale.prefix}docs/next/tides/`);
      for (const link of both)
        expect(link).toMatch(
          anyOf(nextDoc(locale.prefix), guide(locale.prefix), notDocs(locale.prefix)),
        );
      expect(await modalResults(page, locale.onlyV1)).toEqual([]);
      const onlyNext = await modalResults(page, locale.onlyNext);
      expect(onlyNext.map(pathOf)).toContain(`/${locale.prefix}docs/next/intro/`);
      const marksCode: string[] = []; // scripts holding the marking code (client/marks/pageMarks.ts)
      page.on('response', async (response) => {
        if (
          response.url().endsWith('.js') &&
          (await response.text().catch(() => '')).includes('data-search-mark')
        )
          marksCode.push(response.url());
      });
      await page.locator('.DocSearch-Hit a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale.prefix}docs/next/[a-z]+/`));
      await expect(page.locator('article h1')).toBeVisible();
      // pageMarks: false: nothing is handed to the page, marked on it, or loaded to mark it.
      await page.waitForTimeout(500);
      await expect(page.locator('article mark')).toHaveCount(0);
      expect(
        await page.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => key.startsWith('search-pagefind')),
        ),
      ).toEqual([]);
      expect(marksCode).toEqual([]);
    });

    test('on a page of the second docs instance: its pages and the latest version of the first', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}guides/rigging/`);
      await openModal(page);
      expect((await modalResults(page, locale.onlyGuide)).map(pathOf)).toEqual([
        `/${locale.prefix}guides/rigging/`,
      ]);
      const both = (await modalResults(page, locale.both)).map(pathOf);
      expect(both).toContain(`/${locale.prefix}docs/intro/`);
      for (const link of both)
        expect(link).toMatch(
          anyOf(v1Doc(locale.prefix), guide(locale.prefix), notDocs(locale.prefix)),
        );
    });

    test('the modal\'s "See all" link opens the search page with the query\'s results', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}guides/rigging/`);
      await openModal(page);
      expect(await modalResults(page, locale.both)).not.toEqual([]);
      await page.locator('.DocSearch-HitsFooter a').click();
      await expect(page).toHaveURL(
        new RegExp(`/${locale.prefix}search/?\\?q=${encodeURIComponent(locale.both)}$`),
      );
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      expect((await searchPageResults(page)).map(pathOf)).toContain(
        `/${locale.prefix}guides/rigging/`,
      );
    });

    test('/search?q= answers from both docs instances, in the version its select shows', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}search/?q=${encodeURIComponent(locale.both)}`);
      await expect(page.locator('main select')).toHaveCount(1); // the unversioned instance has none
      await expect(page.locator('main select')).toHaveValue('current');
      const links = (await searchPageResults(page)).map(pathOf);
      expect(links).toContain(`/${locale.prefix}docs/next/tides/`);
      expect(links).toContain(`/${locale.prefix}guides/rigging/`);
      for (const link of links)
        expect(link).toMatch(
          anyOf(nextDoc(locale.prefix), guide(locale.prefix), notDocs(locale.prefix)),
        );
    });
  });
}
