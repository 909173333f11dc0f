import {test, expect, locales, localePath, hydrated} from './fixtures';

const text = {
  zh: {
    title: '个人日志',
    sidebar: '全部文章',
    readingTime: /阅读需 \d+ 分钟/,
    tags: '标签',
    allTags: '查看所有标签',
    archive: '历史博文',
    newer: '较新一篇',
    older: '较旧一篇',
    updated: /最后.*更新/,
  },
  en: {
    title: 'Personal log',
    sidebar: 'All posts',
    readingTime: /\d+ min read|One min read/,
    tags: 'Tags',
    allTags: 'View All Tags',
    archive: 'Archive',
    newer: 'Newer post',
    older: 'Older post',
    updated: /Last updated/,
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`blog (${locale.code})`, () => {
    test('the blog lists both posts with reading time and a sidebar of all posts by year', async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'blog'));
      await expect(page).toHaveTitle(new RegExp(`^${t.title}`));
      await expect(page.locator('article')).toHaveCount(2);
      await expect(page.locator('article').first()).toContainText(t.readingTime);
      const sidebar = page.locator('aside nav');
      await expect(sidebar).toContainText(t.sidebar);
      await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
      await expect(sidebar.getByRole('link')).toHaveCount(2);
    });

    test('a post shows its tags, last update and links to its neighbour', async ({page}) => {
      await page.goto(localePath(locale, 'blog/local-https-for-node'));
      const article = page.locator('article').first();
      await expect(article.locator('h1')).toContainText('HTTPS');
      await expect(article.getByRole('link', {name: 'HTTPS', exact: true})).toHaveAttribute(
        'href',
        /\/blog\/tags\/https$/,
      );
      await expect(article).toContainText(t.updated);
      // The older post links to the newer one.
      await page.getByRole('link', {name: new RegExp(t.newer)}).click();
      await expect(page).toHaveURL(/\/blog\/docker-jenkins-on-linux$/);
      await expect(page.getByRole('link', {name: new RegExp(t.older)})).toHaveAttribute(
        'href',
        /local-https-for-node$/,
      );
    });

    test('the archive lists both posts', async ({page}) => {
      await page.goto(localePath(locale, 'blog/archive'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.archive);
      await expect(page.locator('main').getByRole('link', {name: /HTTPS/})).toBeVisible();
      await expect(page.locator('main').getByRole('link', {name: /Docker Engine/})).toBeVisible();
    });

    test('tags: the list page and a tag page with "View All Tags"', async ({page}) => {
      await page.goto(localePath(locale, 'blog/tags'));
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.tags);
      await page
        .locator('main')
        .getByRole('link', {name: /^Docker/})
        .click();
      await expect(page).toHaveURL(/\/blog\/tags\/docker$/);
      await expect(page.locator('article')).toHaveCount(1);
      await page.getByRole('link', {name: t.allTags}).click();
      await expect(page).toHaveURL(/\/blog\/tags$/);
    });
  });
}
