import {test, expect, locales, localePath, hydrated} from './fixtures';

// The docs area: sidebar behaviour, table of contents, version and code blocks.
const text = {
  zh: {
    category: '服务端',
    page: '创建项目',
    collapse: '收起侧边栏',
    expand: '展开侧边栏',
    copy: '复制代码到剪贴板',
  },
  en: {
    category: 'Server',
    page: 'Creating the project',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    copy: 'Copy code to clipboard',
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`docs (${locale.code})`, () => {
    test('a sidebar category collapses and expands, and others stay open', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      const sidebar = page.locator('nav.menu');
      // The caret button's label names the category: "Collapse sidebar category 'Server'".
      const caret = sidebar.getByRole('button', {name: new RegExp(`'${t.category}'`)});
      const child = sidebar.getByRole('link', {name: t.page});
      await expect(child).toBeVisible(); // categories start expanded
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await caret.click();
      await expect(child).toBeHidden();
      await expect(caret).toHaveAttribute('aria-expanded', 'false');
      await caret.click();
      await expect(child).toBeVisible();
      // Not auto-collapsed: opening a page in another category keeps this one open.
      await sidebar.getByRole('link', {name: 'React Native', exact: true}).first().click();
      await expect(child).toBeVisible();
    });

    test('the sidebar hides and comes back', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.getByRole('button', {name: t.collapse, exact: true}).click();
      await expect(page.locator('nav.menu')).toBeHidden();
      await page.getByRole('button', {name: t.expand, exact: true}).click();
      await expect(page.locator('nav.menu')).toBeVisible();
    });

    test('the table of contents lists h2 and h3 only', async ({page}) => {
      await page.goto(localePath(locale, 'docs/back_boss/server/create'));
      const toc = page.locator('.table-of-contents').first();
      const tocTargets = await toc
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
      const headings = await page
        .locator('article')
        .locator('h2[id], h3[id]')
        .evaluateAll((hs) => hs.map((h) => h.id));
      expect(tocTargets.length).toBeGreaterThan(0);
      expect(tocTargets).toEqual(headings);
    });

    test('the code block copy button copies the code', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(localePath(locale, 'docs/back_boss/server/create'));
      await hydrated(page);
      const block = page.locator('article .theme-code-block').first();
      // innerText puts a blank line between Prism's line spans: compare the non-empty lines.
      const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
      const code = lines(await block.locator('code').innerText());
      expect(code.length).toBeGreaterThan(0);
      await block.hover();
      await block.getByRole('button', {name: t.copy}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(lines(copied)).toEqual(code);
    });

    test('the pages show their last update', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await expect(page.locator('.theme-last-updated')).toBeVisible();
    });

    test('the pages linked in view are prefetched, each file once, and their links still work', async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'docs/back_boss/server/create'));
      await hydrated(page);
      // plugins/prefetch-once: Docusaurus asked for the shared chunks once per linked route.
      const prefetched = page.locator('link[rel="prefetch"]');
      await expect(prefetched.first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      const hrefs = await prefetched.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs.length).toBeGreaterThan(3);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      const next = page.locator('.pagination-nav__link--next');
      await next.click();
      await expect(page).toHaveURL(/dbcontent/);
    });
  });
}
