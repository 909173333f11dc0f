import type {Page} from '@playwright/test';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import {FIRST_ANSWER_MS, hits, input, openWithShortcut, searchFor} from './search-support';

// A page opened from a search result marks the query's words in its article (<mark>, matched as
// the modal's highlights), shows the chosen section's first mark, and drops the marks on the
// next navigation. Pages reached otherwise are untouched.

// The modal highlights 数据库 and its part 数据 (text.ts queryTerms), so the page marks both.
const queries = {
  zh: {query: '数据库', word: /数据/},
  en: {query: 'database', word: /^database/i}, // whole words that start with it, as in the modal (DATABASE_URL)
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
  const style = await marks(page)
    .first()
    .evaluate((mark) => {
      const css = getComputedStyle(mark);
      return [css.display, css.paddingLeft, css.borderLeftWidth, css.marginLeft];
    });
  expect(style).toEqual(['inline', '0px', '0px', '0px']);
  // Not inside code blocks (these queries match prose).
  expect(await page.locator('pre mark[data-search-mark]').count()).toBe(0);
}

/** URLs of the scripts the page loads that hold the marking code (pageMarks.ts). */
function watchMarkingCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    if ((await response.text().catch(() => '')).includes('data-search-mark'))
      urls.push(response.url());
  });
  return urls;
}

for (const locale of locales) {
  const {query, word} = queries[locale.code];

  test(`${locale.code}: a result opened from the modal marks the query's words, until the next navigation`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await openWithShortcut(page);
    await searchFor(page, query);
    await hits(page).first().locator('a').click();
    await expect(input(page)).toHaveCount(0);
    await expectMarked(page, word);
    const target = new URL(page.url()).pathname;

    // The next navigation (here: the navbar's blog link) leaves no marks behind, nor does coming back.
    await page.locator('.navbar__items a[href$="/blog"]').first().click();
    await expect(page.locator('html.blog-list-page')).toBeAttached();
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.locator('mark[data-search-mark]')).toHaveCount(0);
  });

  test(`${locale.code}: a result opened from /search marks the query's words; the same page reached otherwise has none`, async ({
    page,
  }) => {
    const loadedMarkingCode = watchMarkingCode(page);
    await page.goto(localePath(locale, `search?q=${encodeURIComponent(query)}`));
    await hydrated(page);
    const link = page.locator('main article h2 a').first();
    await expect(link).toBeVisible({timeout: FIRST_ANSWER_MS});
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(href!.split('#')[0]));
    await expectMarked(page, word);
    expect(loadedMarkingCode.length).toBeGreaterThan(0); // the watch below would see it
    // Marks only in the article the result opened, none in the page's chrome.
    expect(await page.locator('mark[data-search-mark]').count()).toBe(await marks(page).count());

    // Reached directly (a new tab, as a reader from elsewhere would): no marks, no marking code.
    const fresh = await page.context().newPage();
    const markingCode = watchMarkingCode(fresh);
    await fresh.goto(href!);
    await hydrated(fresh);
    await expect(fresh.locator('article h1').first()).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    await expect(fresh.locator('mark[data-search-mark]')).toHaveCount(0);
    expect(markingCode).toEqual([]);
  });
}

test('zh: Chinese query words are marked whole, never a character of another word', async ({
  page,
}) => {
  await page.goto(localePath(locales[0], 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, '缓存');
  await hits(page).first().locator('a').click();
  await expect(marks(page).first()).toBeVisible();
  for (const text of await marks(page).allTextContents()) expect(text).toContain('缓存');
  await expect(input(page)).toHaveCount(0);
});
