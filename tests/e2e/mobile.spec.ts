import {test, expect, locales, localePath, hydrated} from './fixtures';

// Below 996 px the navbar collapses into a hamburger sidebar.
test.use({viewport: {width: 390, height: 844}, hasTouch: true});

const text = {
  zh: {
    toggle: '切换导航栏',
    back: '← 回到主菜单',
    blog: '博客',
    docs: '文档',
    category: '服务端',
    page: '创建项目',
  },
  en: {
    toggle: 'Toggle navigation bar',
    back: '← Back to main menu',
    blog: 'Blog',
    docs: 'Docs',
    category: 'Server',
    page: 'Creating the project',
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test(`mobile sidebar opens, navigates and closes (${locale.code})`, async ({page}) => {
    await page.goto(localePath(locale, ''));
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: t.toggle}).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', {name: t.blog, exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(sidebar).toBeHidden(); // closes on navigation
  });

  test(`the home page title breaks between words, not inside one (${locale.code})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, ''));
    // A word split across two lines has two boxes.
    const brokenWords = await page.locator('.hero__title').evaluate((title) => {
      const text = title.firstChild!;
      const broken: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index!);
        range.setEnd(text, match.index! + match[0].length);
        if (range.getClientRects().length > 1) broken.push(match[0]);
      }
      return broken;
    });
    expect(brokenWords).toEqual([]);
  });

  test(`mobile sidebar shows the docs menu and goes back to the main menu (${locale.code})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'docs/intro'));
    await hydrated(page);
    await page.getByRole('button', {name: t.toggle}).click();
    const sidebar = page.locator('.navbar-sidebar');
    // On a docs page the secondary (docs) menu is shown first, with the back button.
    const back = sidebar.getByRole('button', {name: t.back});
    await expect(back).toBeVisible();
    await sidebar.getByRole('link', {name: t.page}).click();
    await expect(page).toHaveURL(/\/docs\/back_boss\/server\/create$/);
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: t.toggle}).click();
    await sidebar.getByRole('button', {name: t.back}).click();
    await expect(sidebar.getByRole('link', {name: t.blog, exact: true})).toBeVisible();
  });
}

test('the mobile sidebar closes when the window grows to desktop width', async ({page}) => {
  await page.goto(localePath(locales[0], ''));
  await hydrated(page);
  await page.getByRole('button', {name: text.zh.toggle}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 844});
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: text.zh.toggle})).toBeHidden();
});
