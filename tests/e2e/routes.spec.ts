import {test, expect, locales, localePath, hydrated} from './fixtures';

// Every route of the spec, in both locales: it answers, with the right title and lang.
const routes: ReadonlyArray<{path: string; title: {zh: RegExp; en: RegExp}}> = [
  {path: '', title: {zh: /^工作台笔记$/, en: /^Workbench Notes$/}},
  {path: 'blog', title: {zh: /^个人日志/, en: /^Personal log/}},
  {path: 'blog/archive', title: {zh: /^历史博文/, en: /^Archive/}},
  {path: 'blog/local-https-for-node', title: {zh: /HTTPS/, en: /HTTPS/}},
  {path: 'blog/docker-jenkins-on-linux', title: {zh: /Docker Engine/, en: /Docker Engine/}},
  {path: 'blog/tags', title: {zh: /^标签/, en: /^Tags/}},
  {path: 'blog/tags/docker', title: {zh: /Docker/, en: /Docker/}},
  {path: 'search', title: {zh: /^在文档中搜索/, en: /^Search the documentation/}},
  {path: 'docs/intro', title: {zh: /^前言/, en: /^Foreword/}},
  {path: 'docs/react_native', title: {zh: /React Native/, en: /React Native/}},
  {path: 'docs/about-site/site-search', title: {zh: /^站内搜索/, en: /^Site search/}},
  {path: 'docs/back_boss/server/introduce', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/create', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/dbcontent', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/cliOpSequelize', title: {zh: /sequelize-cli/, en: /sequelize-cli/}},
  {path: 'docs/category/react-native', title: {zh: /^React Native/, en: /^React Native/}},
  {path: 'docs/category/server', title: {zh: /^服务端/, en: /^Server/}},
  {path: 'docs/category/about-the-site', title: {zh: /^关于本站/, en: /^About the site/}},
  {
    path: 'docs/category/express-tech-chain',
    title: {zh: /^Express 技术链/, en: /^Express tech chain/},
  },
];

for (const locale of locales) {
  test.describe(`routes (${locale.code})`, () => {
    // One page walks them all: a test per route spent a browser context and a cold load each.
    test(`every route answers with its page, title and language`, async ({page}) => {
      for (const route of routes) {
        const where = `/${locale.prefix}${route.path}`;
        const response = await page.goto(localePath(locale, route.path));
        expect.soft(response?.status(), where).toBe(200);
        await expect.soft(page, where).toHaveTitle(route.title[locale.code]);
        await expect.soft(page.locator('html'), where).toHaveAttribute('lang', locale.htmlLang);
        await expect.soft(page.locator('html'), where).toHaveAttribute('dir', 'ltr');
        await expect.soft(page.getByText(/Page Not Found|找不到页面/), where).toHaveCount(0);
      }
    });

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
