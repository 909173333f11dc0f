import {test, expect, locales, localePath, hydrated} from './fixtures';
import {hits, input, openWithShortcut, searchFor, searchText} from './search-support';

// What the modal finds for words typed wrong, for a page's own title and for look-alike text,
// in both locales, on the production build and its embedded index (engine: text/typos.ts,
// resultOrder/resultOrder.ts, text/fold.ts under packages/docusaurus-theme-search-pagefind/src/client).

const pages = {
  navigation: 'docs/react-native/navigation',
  database: 'docs/back_boss/server/dbcontent',
  intro: 'docs/intro',
};
const titles = {zh: {database: '数据库内容'}, en: {database: 'Database content'}};

for (const locale of locales) {
  test.describe(`search matching (${locale.code})`, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await openWithShortcut(page);
    });

    /** The first hit's destination (without its anchor) and the words it marks. */
    async function firstHit(page: import('@playwright/test').Page) {
      const first = hits(page).first();
      await expect(first).toBeVisible();
      const url = (await first.locator('a').getAttribute('data-url'))!.split('#')[0];
      return {url, marks: await first.locator('mark').allTextContents()};
    }

    for (const [query, why] of [
      ['navigaton', 'a letter left out'],
      ['navigatoin', 'two letters swapped'],
      ['Naviagtion', 'two letters swapped, capitalised'],
    ] as const) {
      test(`a typo finds the page: ${query} (${why})`, async ({page}) => {
        await searchFor(page, query);
        const {url, marks} = await firstHit(page);
        expect(url).toContain(pages.navigation);
        // The mark is on the word as the page writes it.
        expect(marks.some((mark) => /^Navigation$/.test(mark))).toBe(true);
      });
    }

    test('a query equal to a page title puts that page first', async ({page}) => {
      await searchFor(page, titles[locale.code].database);
      const {url} = await firstHit(page);
      expect(url).toContain(pages.database);
      await expect(hits(page).first().locator('.DocSearch-Hit-title')).toContainText(
        titles[locale.code].database,
      );
    });

    test('full-width, accented and zero-width-split text finds what the plain word finds', async ({
      page,
    }) => {
      await searchFor(page, 'docker');
      const plain = await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('data-url')));
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.some((url) => url?.includes(pages.intro))).toBe(true);
      for (const query of ['ｄｏｃｋｅｒ', 'dócker', 'do\u200Bcker', '\u202Edocker', 'docker 🐳']) {
        await input(page).fill(query);
        await expect(hits(page).first()).toBeVisible();
        await expect
          .poll(
            () =>
              hits(page)
                .locator('a')
                .evaluateAll((links) => links.map((a) => a.getAttribute('data-url'))),
            {message: query},
          )
          .toEqual(plain);
        const marks = await hits(page).first().locator('mark').allTextContents();
        expect(marks.length, query).toBeGreaterThan(0);
        for (const mark of marks) expect(mark, query).toMatch(/^docker$/i);
      }
    });

    test('a query typed letter by letter shows what it shows pasted', async ({page}) => {
      // Which pages are read decides the hits shown and counted; what was typed before must
      // not change it (the pages read were once sized from the last search's).
      const query = 'sequelize';
      const seeAll = page.getByRole('link', {name: searchText[locale.code].seeAll});
      const shown = async () => ({
        urls: await hits(page)
          .locator('a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('data-url'))),
        seeAll: await seeAll.textContent(),
      });
      await searchFor(page, query);
      await expect(seeAll).toBeVisible();
      const pasted = await shown();
      expect(pasted.urls.length).toBeGreaterThan(1);

      await input(page).fill('');
      await input(page).pressSequentially('seq');
      await expect(hits(page).first()).toBeVisible();
      await input(page).pressSequentially(query.slice(3), {delay: 80});
      await expect.poll(shown).toEqual(pasted);
    });
  });
}
