import type {Page} from '@playwright/test';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import {textContrast} from './contrast';
import {setColourMode} from './theme-helpers';

// Phones: the navbar keeps the site title whole at 320–400 px in both languages, the visitor
// badge is a row of the menu there (aligned with its links) and leaves nothing behind when its
// host is down; the announcement bar follows the colour mode and, on a touch screen, names the
// search button instead of a keyboard shortcut.

const badgeAlt = {zh: '访问量统计', en: 'Visitor count'} as const;

/** Serves the badge as an image (the real host is unreachable here). */
async function serveBadge(page: Page): Promise<void> {
  await page.route(/visitor-badge/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"><rect width="100" height="20" fill="#4c1"/></svg>',
    }),
  );
}

for (const locale of locales) {
  // A step per width in one page, each loading the doc at that width: each test's fresh
  // browser costs more than a load.
  test(`the navbar fits at 320 to 400 px with the whole title (${locale.code})`, async ({page}) => {
    await serveBadge(page);
    for (const width of [320, 360, 390, 400]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({width, height: 800});
        await page.goto(localePath(locale, 'docs/intro'));
        await hydrated(page);
        const title = page.locator('.navbar__inner .navbar__title');
        await expect(title).toHaveText(locale.siteTitle);
        // Not cut off with an ellipsis.
        expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        const box = async (selector: string) =>
          (await page.locator(selector).first().boundingBox())!;
        const toggle = await box('.navbar__inner button.navbar__toggle');
        const brand = await box('.navbar__inner .navbar__brand');
        const search = await box('.navbar__inner .DocSearch-Button');
        expect(toggle.x + toggle.width).toBeLessThanOrEqual(brand.x);
        expect(brand.x + brand.width).toBeLessThanOrEqual(search.x);
        expect(search.x + search.width).toBeLessThanOrEqual(width);
        // The badge is not in the bar itself.
        await expect(
          page.locator('.navbar__inner').getByAltText(badgeAlt[locale.code]),
        ).toBeHidden();
      });
    }
  });

  test(`the badge is a menu row on a phone, aligned with the links (${locale.code})`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await serveBadge(page);
    await page.goto(localePath(locale, ''));
    await hydrated(page);
    await page.locator('button.navbar__toggle').click();
    const menu = page.locator('.navbar-sidebar .menu');
    const badge = menu.getByAltText(badgeAlt[locale.code]);
    await expect(badge).toBeVisible();
    await expect(page.locator('[data-visitor-badge]:visible')).toHaveCount(1);
    // Both measured in one frame: the menu may still be sliding in (it moved 46 px between two
    // separate measurements on a busy machine).
    const offset = await badge.evaluate((image) => {
      const link = image.closest('.menu')!.querySelector('a.menu__link')!;
      const textStart =
        link.getBoundingClientRect().left + parseFloat(getComputedStyle(link).paddingLeft);
      return image.getBoundingClientRect().left - textStart;
    });
    expect(Math.abs(offset)).toBeLessThanOrEqual(1);
  });

  test(`no empty box is left when the badge host is down (${locale.code})`, async ({page}) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      if (width < 996) await page.locator('button.navbar__toggle').click();
      // The host is unreachable here (fixtures.ts): the item is gone, not an empty 100 px box.
      await expect(page.locator('[data-visitor-badge]:visible')).toHaveCount(0);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the announcement bar follows ${mode} mode (${locale.code})`, async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await setColourMode(page, mode);
      const bar = page.locator('.theme-announcement-bar');
      const {ratio, background} = await textContrast(bar.locator('.announcement-keys'));
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      const page_ = await textContrast(page.locator('main, .main-wrapper').first());
      // A light bar in light mode, a dark one in dark mode (the same side as the page).
      const lightness = (hex: string) => parseInt(hex.slice(1, 3), 16);
      expect(lightness(background) > 128).toBe(lightness(page_.background) > 128);
    });
  }
}

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  for (const locale of locales) {
    test(`the announcement bar names the search button, not a shortcut (${locale.code})`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, ''));
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar.locator('.announcement-touch')).toBeVisible();
      await expect(bar.locator('.announcement-touch')).toHaveText(
        locale.code === 'zh' ? /搜索按钮/ : /search button/,
      );
      await expect(bar.locator('.announcement-keys')).toBeHidden();
      await expect(bar.locator('kbd:visible')).toHaveCount(0);
    });
  }
});

test('with a mouse, the announcement bar gives the shortcut', async ({page}) => {
  await page.goto(localePath(locales[1], ''));
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar.locator('.announcement-keys')).toBeVisible();
  await expect(bar.locator('.announcement-keys')).toContainText('Ctrl');
  await expect(bar.locator('.announcement-touch')).toBeHidden();
});
