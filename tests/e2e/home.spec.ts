import {test, expect, locales, localePath, hydrated} from './fixtures';

// The home page serves a returning reader: the newest posts (the same as the blog's newest, in
// the same order) and the docs sidebar's sections, built from each locale's content.

const text = {
  zh: {posts: '最新文章', sections: '文档分区', allPosts: '全部文章', count: /^\d+ 篇$/},
  en: {
    posts: 'Latest posts',
    sections: 'Documentation',
    allPosts: 'All posts',
    count: /^\d+ pages?$/,
  },
} as const;

const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'phone', width: 390, height: 844},
] as const;

for (const locale of locales) {
  const t = text[locale.code];

  test(`the newest posts are the blog's newest, newest first (${locale.code})`, async ({page}) => {
    await page.goto(localePath(locale, 'blog'));
    const blogTitles = await page.locator('article header h2 a').allTextContents();
    expect(blogTitles.length).toBeGreaterThan(0);

    await page.goto(localePath(locale, ''));
    const block = page.getByRole('region', {name: t.posts});
    const items = block.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(3, blogTitles.length));
    expect(await items.getByRole('link').allTextContents()).toEqual(
      blogTitles.slice(0, await items.count()),
    );
    const dates = await items
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await block.getByRole('link', {name: t.allPosts}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test(`the doc sections are the sidebar's, each with its page count (${locale.code})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const categories = sidebar.locator(
      ':scope > li.theme-doc-sidebar-item-category-level-1 > div > a',
    );
    const labels = await categories.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    const counts: number[] = [];
    for (const category of await sidebar
      .locator(':scope > li.theme-doc-sidebar-item-category-level-1')
      .all()) {
      counts.push(await category.locator('li.theme-doc-sidebar-item-link').count());
    }

    await page.goto(localePath(locale, ''));
    const block = page.getByRole('region', {name: t.sections});
    const items = block.getByRole('listitem');
    expect(await items.getByRole('link').allTextContents()).toEqual(labels);
    for (const [index, item] of (await items.all()).entries()) {
      const count = (await item.locator('p').last().textContent())!;
      expect(count).toMatch(t.count);
      expect(Number.parseInt(count, 10)).toBe(counts[index]);
    }
    // Each section opens its landing page.
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/category\//);
    await expect(page.locator('h1')).toHaveText(/\S/);
  });

  for (const viewport of viewports) {
    test(`the home page fits the screen (${locale.code}, ${viewport.name})`, async ({page}) => {
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.siteTitle);
      await expect(page.getByRole('region', {name: t.posts})).toBeVisible();
      await expect(page.getByRole('region', {name: t.sections})).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }
}
