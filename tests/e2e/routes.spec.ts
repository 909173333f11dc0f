import {test, expect, locales, localePath, hydrated} from './fixtures';

for (const locale of locales) {
  test.describe(`routes (${locale.code})`, () => {
    test('/docs lands on the foreword', async ({page}) => {
      await page.goto(localePath(locale, 'docs'));
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await expect(page.locator('article h1')).toHaveText(
        locale.code === 'zh' ? '前言' : 'Foreword',
      );
    });

    test('an unknown path shows Page Not Found', async ({page}) => {
      const response = await page.goto(localePath(locale, 'no/such/page'));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      if (locale.code === 'en') {
        await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
        await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
        await expect(
          page.getByText(
            'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
          ),
        ).toBeVisible();
      } else {
        await expect(page.getByRole('heading', {name: '找不到页面'})).toBeVisible();
        await expect(page.getByText('我们找不到您要找的页面。')).toBeVisible();
        await expect(page.getByText(/请联系原始链接来源网站的所有者/)).toBeVisible();
      }
    });

    test('.html and /index.html paths show the page without them', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro.html'));
      await expect(page.locator('article h1')).toHaveText(
        locale.code === 'zh' ? '前言' : 'Foreword',
      );
      await page.goto(localePath(locale, 'blog/index.html'));
      await hydrated(page);
      await expect(page.locator('article')).toHaveCount(2);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    });
  });
}

test('English pages link without trailing slashes, and /en/ redirects to /en', async ({page}) => {
  await page.goto('en/');
  await expect(page).toHaveURL(/\/en$/);
  await hydrated(page);
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs).toContain('/blog-notes/en/blog');
  // Docusaurus links a locale's home as "{base}en/"; every other link has no trailing slash.
  const slashed = hrefs.filter((h) => h.endsWith('/') && !/^\/blog-notes\/(en\/)?$/.test(h));
  expect(slashed).toEqual([]);
});
