import {test, expect, locales, localePath, hydrated} from './fixtures';
import {FIRST_ANSWER_MS, searchText} from './search-support';

// The /search?q=… page answers from the same embedded engine as the modal.

for (const locale of locales) {
  const text = searchText[locale.code];

  test(`${locale.code}: /search?q= lists the results with highlights and breadcrumbs`, async ({
    page,
  }) => {
    const pagefind: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefind.push(request.url());
    });
    await page.goto(localePath(locale, `search?q=${encodeURIComponent(text.query)}`));
    await hydrated(page);
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible({timeout: FIRST_ANSWER_MS});
    await expect(results.first().locator('h2 a')).toHaveAttribute(
      'href',
      new RegExp(`^/blog-notes/${locale.prefix}docs/`),
    );
    const mark = page.locator('main article p em').first();
    await expect(mark).toHaveText(new RegExp(text.query, 'i'));
    // The highlight stands out from the italic summary around it.
    await expect(mark).toHaveCSS('font-style', 'normal');
    await expect(mark).toHaveCSS('font-weight', '700');
    await expect(results.first().locator('.breadcrumbs__item').first()).toHaveText(
      text.groupOfQuery,
    );
    expect(
      pagefind.some(
        (url) => /\.pf_meta$/.test(url) && url.includes(`/blog-notes/${locale.prefix}pagefind/`),
      ),
    ).toBe(true);
    await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();
    await expect(page.getByText('Powered by')).toBeHidden();
    // Heading results have no body text: no empty "..." summary under them.
    await expect(page.locator('main article p').filter({hasText: /^\s*\.\.\.\s*$/})).toHaveCount(0);
    // A cut snippet ends in one ellipsis, the engine's, not "……" or "…...".
    await expect(
      page.locator('main article p').filter({hasText: /(?:…|\.\.\.)(?:…|\.\.\.)\s*$/}),
    ).toHaveCount(0);
    await results.first().locator('h2 a').click();
    await expect(page).toHaveURL(new RegExp(`/blog-notes/${locale.prefix}docs/`));
  });

  test(`${locale.code}: /search with a query of HTML and regex characters shows it as text and injects nothing`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const query = '<img src=x onerror=window.__searchInjected=1>.*+?^${}()|[]\\';
    await page.goto(localePath(locale, `search?q=${encodeURIComponent(query)}`));
    await hydrated(page);
    await expect(page.locator('h1')).toContainText('<img src=x onerror=window.__searchInjected=1>');
    const noResults = page.getByText(locale.code === 'zh' ? '未找到结果' : 'No results were found');
    await expect(page.locator('main article').first().or(noResults)).toBeVisible({
      timeout: FIRST_ANSWER_MS,
    });
    await expect(page.locator('main img')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as {__searchInjected?: number}).__searchInjected),
    ).toBeUndefined();
    expect(errors).toEqual([]);
  });
}
