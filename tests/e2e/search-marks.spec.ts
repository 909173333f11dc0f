import type {Page} from '@playwright/test';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import {hits, input, openWithShortcut, searchFor} from './search-support';

// A page opened from a search result marks the query's words in its article (<mark>, matched as
// the modal's highlights), shows the chosen section's first mark, and drops the marks on the
// next navigation. Pages reached otherwise are untouched.

const queries = {
  zh: {query: '数据库', word: /数据库/},
  en: {query: 'database', word: /^databases?$/i},
} as const;

const marks = (page: Page) => page.locator('article mark[data-search-mark]');

async function expectMarked(page: Page, word: RegExp) {
  await expect(marks(page).first()).toBeVisible();
  const texts = await marks(page).allTextContents();
  for (const text of texts) expect(text).toMatch(word);
  // In the viewport: the first mark of the section the result pointed at.
  const inView = await marks(page).evaluateAll((elements) =>
    elements.some((mark) => {
      const box = mark.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );
  expect(inView).toBe(true);
  // An inline mark with no box of its own: nothing around it moves.
  const style = await marks(page).first().evaluate((mark) => {
    const css = getComputedStyle(mark);
    return [css.display, css.paddingLeft, css.borderLeftWidth, css.marginLeft];
  });
  expect(style).toEqual(['inline', '0px', '0px', '0px']);
  // Not inside code blocks (these queries match prose).
  expect(await page.locator('pre mark[data-search-mark]').count()).toBe(0);
}

for (const locale of locales) {
  const {query, word} = queries[locale.code];

  test(`${locale.code}: a result opened from the modal marks the query's words, until the next navigation`, async ({page}) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await openWithShortcut(page);
    await searchFor(page, query);
    const first = hits(page).first().locator('a');
    const url = await first.getAttribute('data-url');
    await first.click();
    await expect(page).toHaveURL(new RegExp(new URL(url!).pathname));
    await expectMarked(page, word);

    // The next navigation (here: the navbar's docs link) leaves no marks behind.
    await page.locator('.navbar__items .navbar__link').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${new URL(url!).pathname}$`));
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
  });

  test(`${locale.code}: a result opened from /search marks the query's words; the same page reached otherwise has none`, async ({page}) => {
    await page.goto(localePath(locale, `search?q=${encodeURIComponent(query)}`));
    await hydrated(page);
    const link = page.locator('main article h2 a').first();
    await expect(link).toBeVisible({timeout: 20_000});
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(href!.split('#')[0]));
    await expectMarked(page, word);

    await page.goto(href!);
    await hydrated(page);
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
  });
}

test('zh: Chinese query words are marked whole, never a character of another word', async ({page}) => {
  await page.goto(localePath(locales[0], 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, '缓存');
  await hits(page).first().locator('a').click();
  await expect(marks(page).first()).toBeVisible();
  for (const text of await marks(page).allTextContents()) expect(text).toContain('缓存');
  await expect(input(page)).toHaveCount(0);
});
