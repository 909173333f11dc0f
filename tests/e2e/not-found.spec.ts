import {spawn, type ChildProcess} from 'node:child_process';
import type {Page} from '@playwright/test';
import {baseUrl, testPort} from '../../scripts/site-paths.cjs';
import {test, expect, hydrated, locales, localePath, type Locale} from './fixtures';
import {input, openWithShortcut, searchText} from './search-support';
import {freshStorage, openDrawer, texts, viewports} from './theme-helpers';

// Page Not Found as plain static hosts serve it. GitHub Pages and `docusaurus serve` answer
// every unknown path with the root 404.html, the default locale's; scripts/serve.mjs (what
// the other specs use) serves each locale's own, so it cannot show that difference. The
// inline script of plugins/not-found takes English paths to the English page, keeps the
// visitor's address and makes malformed paths hydrate.

const notFound = {
  zh: {title: '找不到页面 | 工作台笔记', heading: '找不到页面'},
  en: {title: 'Page Not Found | Workbench Notes', heading: 'Page Not Found'},
} as const;

const unknownPaths = ['no/such/page', 'docs/no-such-page', 'blog/no-such-post'];

/** The page shows the locale's Page Not Found, hydrated, under its title, at `path`. */
async function expectNotFound(page: Page, locale: Locale, path: string) {
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  await expect(
    page.getByRole('heading', {level: 1, name: notFound[locale.code].heading}),
  ).toBeVisible();
  await expect(page).toHaveTitle(notFound[locale.code].title);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Search, the theme drawer and the colour toggle answer: the app is running. */
async function expectWorking(page: Page, locale: Locale) {
  await openWithShortcut(page);
  await expect(input(page)).toHaveAttribute('placeholder', searchText[locale.code].placeholder);
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveCount(0);
  const dialog = await openDrawer(page, locale, viewports[0]);
  await dialog.getByRole('button', {name: texts[locale.code].close}).click();
  await expect(dialog).toBeHidden();
  await page
    .locator('nav.navbar')
    .getByRole('button', {name: texts[locale.code].toggle('light')})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test.describe('on a plain static host (docusaurus serve)', () => {
  // One server for the whole file, so its tests share one worker; its port is the test
  // server's + 10.
  test.describe.configure({mode: 'serial'});
  const port = testPort + 10;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(
      process.execPath,
      [
        'node_modules/@docusaurus/core/bin/docusaurus.mjs',
        'serve',
        '--port',
        String(port),
        '--host',
        'localhost',
        '--no-open',
      ],
      {stdio: 'ignore'},
    );
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`${origin}${baseUrl()}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 150 || server.exitCode !== null)
        throw new Error(`docusaurus serve did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  });
  test.afterAll(() => {
    server?.kill();
  });

  for (const locale of locales) {
    // A step per path in one page: each test's fresh browser costs more than a load.
    test(`every unknown path shows the ${locale.code} Page Not Found and keeps its address`, async ({
      page,
    }) => {
      for (const path of unknownPaths) {
        await test.step(`/${locale.prefix}${path}`, async () => {
          const address = `${baseUrl()}${localePath(locale, path)}`;
          const response = await page.goto(`${origin}${address}?q=1#part`);
          if (locale.code === 'zh') expect(response?.status()).toBe(404); // en hops on to its own 404 page
          await expectNotFound(page, locale, address);
          expect(new URL(page.url()).search).toBe('?q=1');
          expect(new URL(page.url()).hash).toBe('#part');
        });
      }
    });

    test(`search, drawer and colour toggle work on the ${locale.code} Page Not Found`, async ({
      page,
    }) => {
      const address = `${baseUrl()}${localePath(locale, 'no/such/page')}`;
      await page.goto(`${origin}${address}`);
      await expectNotFound(page, locale, address);
      await expectWorking(page, locale);
    });
  }

  test('the English page takes back only paths of its own locale on this site', async ({page}) => {
    for (const from of [
      '//evil.example/blog-notes/en/x',
      '/blog-notes/docs/intro',
      'javascript:alert(1)',
    ]) {
      await page.goto(`${origin}${baseUrl()}en/404?path=${encodeURIComponent(from)}`);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(`${baseUrl()}en/404`);
      expect(new URL(page.url()).origin).toBe(origin);
    }
  });
});

// The project's own server: the title after hydration and malformed paths.
for (const locale of locales) {
  test.describe(`Page Not Found (${locale.code})`, () => {
    // A step per path in one page, as above.
    test('every unknown path keeps its title after hydration', async ({page}) => {
      for (const path of unknownPaths) {
        await test.step(`/${locale.prefix}${path}`, async () => {
          await page.goto(localePath(locale, path));
          await expectNotFound(page, locale, `${baseUrl()}${localePath(locale, path)}`);
          await page.waitForTimeout(500); // the title was lost a moment after hydration
          await expect(page).toHaveTitle(notFound[locale.code].title);
        });
      }
    });

    test('every malformed path hydrates', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const path of ['%', 'docs/%zz', 'blog/%E6%96']) {
        await test.step(`/${locale.prefix}${path}`, async () => {
          // expectWorking chooses dark mode: each path starts as a fresh visitor's would.
          await freshStorage(page);
          errors.length = 0;
          const response = await page.goto(`${baseUrl()}${locale.prefix}${path}`);
          expect(response?.status()).toBe(404);
          await expectNotFound(
            page,
            locale,
            `${baseUrl()}${locale.prefix}${path.replace(/%/g, '%25')}`,
          );
          await expectWorking(page, locale);
          expect(errors).toEqual([]);
        });
      }
    });
  });
}
