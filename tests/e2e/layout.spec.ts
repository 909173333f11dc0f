import {test, expect, locales, localePath, hydrated} from './fixtures';
import {LOADER_FALLBACK_MS} from '../../ssr-template';

// The frame around every page: navbar, footer, announcement bar, locale switching.
const text = {
  zh: {
    docs: '文档',
    blog: '博客',
    footer: ['文档', '社区', '更多'],
    foreword: '前言',
    badgeAlt: '访问量统计',
    announcement: /欢迎/,
  },
  en: {
    docs: 'Docs',
    blog: 'Blog',
    footer: ['Docs', 'Community', 'More'],
    foreword: 'Foreword',
    badgeAlt: 'Visitor count',
    announcement: /Welcome/,
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`layout (${locale.code})`, () => {
    test('the served page paints before the app starts, then the app takes over', async ({
      page,
    }) => {
      // ssr-template.ts: the scripts are added once the first contentful paint has been shown
      // (its startTime: when the frame was presented, which can come after a script started
      // by the frame's own task), or LOADER_FALLBACK_MS after DOMContentLoaded when no paint
      // is reported by then. Record that paint, when the document was parsed, and when the
      // app's main script set window.docusaurus.
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, number | undefined>;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntriesByName('first-contentful-paint'))
            w.__fcp = entry.startTime;
        }).observe({type: 'paint', buffered: true});
        document.addEventListener('DOMContentLoaded', () => (w.__ready = performance.now()));
        let value: unknown;
        Object.defineProperty(window, 'docusaurus', {
          configurable: true,
          get: () => value,
          set(v) {
            w.__appStart ??= performance.now();
            value = v;
          },
        });
      });
      await page.goto(localePath(locale, 'docs/back_boss/server/create'));
      await hydrated(page);
      const {fcp, ready, appStart} = await page.evaluate(() => {
        const w = window as unknown as Record<string, number | undefined>;
        return {fcp: w.__fcp, ready: w.__ready, appStart: w.__appStart};
      });
      expect(fcp).toBeDefined();
      expect(ready).toBeDefined();
      expect(appStart).toBeDefined();
      if (fcp! >= appStart!) {
        // No paint reported in time: the fallback (less a millisecond of timer and clock rounding).
        expect(appStart! - ready!).toBeGreaterThanOrEqual(LOADER_FALLBACK_MS - 1);
      } else {
        // The webpack runtime is not preloaded: it is asked for with the app, after the paint.
        const runtimeAsked = await page.evaluate(
          () =>
            performance.getEntriesByType('resource').find((e) => e.name.includes('/runtime~'))
              ?.startTime,
        );
        expect(runtimeAsked).toBeGreaterThanOrEqual(fcp!);
      }
      // The served page asks the badge's host for nothing: its image is in <noscript> until
      // the app runs (then the navbar test finds it).
      const served = await (await page.request.get(page.url())).text();
      expect(served).toContain('data-visitor-badge');
      expect(served.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toContain('visitor-badge.');
      // The app works: client-side navigation, which needs React and the router.
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(/dbcontent/);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    });

    test('the navbar has every item', async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      const navbar = page.getByRole('navigation', {name: /Main|主导航/});
      await expect(
        navbar.getByRole('link', {name: locale.siteTitle, exact: false}).first(),
      ).toBeVisible();
      await expect(navbar.getByRole('link', {name: t.docs, exact: true})).toHaveAttribute(
        'href',
        /\/docs\/intro$/,
      );
      await expect(navbar.getByRole('link', {name: t.blog, exact: true})).toHaveAttribute(
        'href',
        /\/blog$/,
      );
      await expect(navbar.getByRole('link', {name: 'GitHub'})).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\//,
      );
      // The badge host is unreachable in tests: the image is in place (fixed size), hidden from view.
      await expect(navbar.locator(`img[alt="${t.badgeAlt}"]`)).toHaveAttribute('width', '100');
      await expect(navbar.getByRole('link', {name: 'Next'})).toBeVisible(); // the docs version
      await expect(navbar.getByRole('button', {name: locale.label})).toBeVisible(); // locale dropdown
      await expect(
        navbar.getByRole('button', {
          name: /dark and light mode|深浅色模式|暗黑模式|浅色模式|深色模式/,
        }),
      ).toBeVisible();
      await expect(page.locator('.navbar--fixed-top')).toBeVisible();
    });

    test('the footer has its three columns and the 2024 copyright', async ({page}) => {
      await page.goto(localePath(locale, ''));
      const footer = page.locator('footer.footer');
      for (const title of t.footer) {
        await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
      }
      await expect(footer.getByRole('link', {name: t.foreword})).toHaveAttribute(
        'href',
        /\/docs\/intro$/,
      );
      for (const name of ['Stack Overflow', 'Discord', 'X']) {
        await expect(footer.getByRole('link', {name: new RegExp(`^${name}`)})).toBeVisible();
      }
      await expect(footer.getByRole('link', {name: t.blog, exact: true})).toBeVisible();
      await expect(footer.getByRole('link', {name: 'GitHub'})).toBeVisible();
      await expect(footer).toContainText('Copyright © 2024');
    });

    test('the announcement bar shows and cannot be closed', async ({page}) => {
      await page.goto(localePath(locale, ''));
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(t.announcement);
      await expect(bar.getByRole('button')).toHaveCount(0);
    });

    test('the locale dropdown switches language and keeps the page', async ({page}) => {
      const other = locales.find((l) => l !== locale)!;
      await page.goto(localePath(locale, 'docs/back_boss/server/create'));
      await hydrated(page);
      await page
        .getByRole('navigation', {name: /Main|主导航/})
        .getByRole('button', {name: locale.label})
        .hover();
      await page.getByRole('link', {name: other.label}).click();
      await expect(page).toHaveURL(
        new RegExp(`/blog-notes/${other.prefix}docs/back_boss/server/create$`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
    });
  });
}

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.goto(localePath(locales[1], 'blog/docker-jenkins-on-linux'));
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  const top = async () => (await navbar.boundingBox())!.y;
  expect(await top()).toBeGreaterThanOrEqual(0);
  // Make sure the page is long enough to scroll whatever the content length.
  await page.evaluate(() => (document.body.style.minHeight = '4000px'));
  await page.mouse.move(600, 500);
  // The navbar compares each scroll position with the previous one: scroll in steps, like a person.
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
  await expect.poll(top).toBeLessThan(0);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -150);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

test('an unreachable badge host changes no layout and leaves no empty box', async ({browser}) => {
  // Positions of the other navbar items with the badge served (as a larger image than its box)
  // and with its host down.
  async function navbarBoxes(badge: 'ok' | 'down') {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    // Registered first so the badge route below, registered later, takes precedence.
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    await page.route(/visitor-badge/, (route) =>
      badge === 'down'
        ? route.abort('connectionrefused')
        : route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40"><rect width="180" height="40" fill="#4c1"/></svg>',
          }),
    );
    await page.goto('en');
    await hydrated(page);
    const badgeItem = page.locator('nav.navbar [data-visitor-badge]');
    const badgeImg = badgeItem.locator('img[alt="Visitor count"]');
    await expect.poll(() => badgeImg.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    if (badge === 'down') await expect(badgeItem).toBeHidden();
    else await expect(badgeImg).toBeVisible();
    const boxes = await page
      .locator('nav.navbar .navbar__item:not([data-visitor-badge])')
      .evaluateAll((items) =>
        items.map((item) => {
          const r = item.getBoundingClientRect();
          return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
        }),
      );
    const badgeBox = await badgeImg.boundingBox();
    await context.close();
    return {boxes, badgeBox};
  }
  const ok = await navbarBoxes('ok');
  const down = await navbarBoxes('down');
  expect(down.boxes).toEqual(ok.boxes);
  // Served, the image keeps its 100 × 20 box whatever its own size.
  expect(ok.badgeBox).toMatchObject({width: 100, height: 20});
  // Down: no broken-image icon, no alt text, no empty box.
  expect(down.badgeBox).toBeNull();
});
