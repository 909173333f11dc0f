import {test, expect, locales, localePath, hydrated} from './fixtures';
import {hits, searchText} from './search-support';
import {texts as themeText} from './theme-helpers';

// Keyboard-only walk-throughs: a visitor who never touches the mouse.
const text = {
  zh: {skip: '跳到主要内容', blog: '博客', category: '服务端', page: '创建项目'},
  en: {
    skip: 'Skip to main content',
    blog: 'Blog',
    category: 'Server',
    page: 'Creating the project',
  },
} as const;

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(
  page: import('@playwright/test').Page,
  matches: (el: Element) => boolean,
  limit = 60,
) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('the element was not reached with Tab');
}

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`keyboard only (${locale.code})`, () => {
    test('the skip link is the first stop and moves focus to the content', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: t.skip});
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      // Focus lands in the main content: the next Tab stop is inside it, not in the navbar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });

    test('the navbar leads to the blog with Tab and Enter', async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await tabTo(
        page,
        (el) =>
          el.textContent === (document.documentElement.lang === 'en-GB' ? 'Blog' : '博客') &&
          !!el.closest('nav.navbar'),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog$/);
    });

    test('search: open, type, pick a result and land on it', async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await page.keyboard.type(searchText[locale.code].query);
      await expect(hits(page).first()).toBeVisible();
      // Results of the first letters may show before those of the whole word: wait until the
      // first result stays the same.
      const firstUrl = () => hits(page).first().locator('a').getAttribute('data-url');
      let target: string | null = null;
      await expect
        .poll(async () => {
          const before = await firstUrl();
          await page.waitForTimeout(400);
          target = await firstUrl();
          return target === before;
        })
        .toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(new URL(target!, page.url()).pathname);
    });

    test('theme drawer: open with Enter, change a colour, close with Escape', async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      const openLabel = themeText[locale.code].open;
      await tabTo(
        page,
        new Function(
          'el',
          `return el.getAttribute('aria-label') === ${JSON.stringify(openLabel)} || el.textContent?.trim() === ${JSON.stringify(openLabel)}`,
        ) as (el: Element) => boolean,
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: themeText[locale.code].title});
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole('textbox', {
        name: themeText[locale.code].primary,
        exact: true,
      });
      // Tab through the drawer to the theme-colour field, as a keyboard user would.
      for (
        let i = 0;
        i < 20 && !(await field.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('#3578e5');
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement)
              .getPropertyValue('--ifm-color-primary')
              .trim(),
          ),
        )
        .toBe('#3578e5');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('docs sidebar: collapse a category and open a page with the keyboard', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      const sidebar = page.locator('nav.menu');
      const caret = sidebar.getByRole('button', {name: new RegExp(`'${t.category}'`)});
      await tabTo(
        page,
        new Function(
          'el',
          `return el.classList.contains('menu__caret') && el.getAttribute('aria-label').includes(${JSON.stringify(`'${t.category}'`)})`,
        ) as (el: Element) => boolean,
      );
      await page.keyboard.press('Enter');
      await expect(caret).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await tabTo(
        page,
        new Function('el', `return el.textContent === ${JSON.stringify(t.page)}`) as (
          el: Element,
        ) => boolean,
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/back_boss\/server\/create$/);
    });
  });
}
